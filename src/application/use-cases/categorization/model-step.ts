import { z } from 'zod'
import type { Category } from '../../../domain/categories/category.js'
import { roundConfidence } from '../../../domain/categories/merchant-choice.js'
import { DomainError, LlmNotConfiguredError } from '../../../domain/errors.js'
import type { Llm } from '../../ports/llm.js'
import type { Log } from '../../ports/log.js'
import type { CategorizationStep, CategorizationSubject, CategorySuggestion } from './categorization-step.js'
import { embeddingText } from './similar-step.js'

/** The model step's caps (docs/categories.md "Model"): per batch, whatever its size. */
export const MODEL_LIMITS = {
  /** Model calls per categorisation batch: an import of 10,000 rows makes at most this many. */
  callsPerBatch: 4,
  /** Distinct transactions (by merchant and description) asked per call. */
  transactionsPerCall: 25,
} as const

const INSTRUCTIONS = `You categorise a person's bank transactions. For each transaction choose exactly one category from the list given, by its name, or null when none fits or you are unsure.
Never answer a name that is not in the list. Income is usually in an income category, but a refund may be income in an expense category.
Answer JSON {"answers": [{"index": <the transaction's index>, "category": <a name from the list or null>, "confidence": <0 to 1>}]}, one answer per transaction.`

/** The answer, with the user's category names as a closed set: anything else fails validation. */
function answerSchema(names: readonly [string, ...string[]]) {
  return z.object({
    answers: z.array(
      z.object({
        index: z.number().int(),
        category: z.enum(names).nullable(),
        confidence: z.number().min(0).max(1),
      }),
    ),
  })
}

/**
 * Step 4, `model`: the fast model tier with the user's category names as a closed set (an enum
 * in the answer's schema, checked again here); it never invents a category. Transactions with the
 * same merchant and description are asked once; at most MODEL_LIMITS.callsPerBatch calls of
 * MODEL_LIMITS.transactionsPerCall each per batch, the rest stays uncategorised for a later run.
 * No model configured: skipped quietly; a failing call: its transactions skipped, logged.
 */
export class ModelStep implements CategorizationStep {
  readonly source = 'model'
  readonly #llm: Llm
  readonly #log: Log

  constructor({ llm, log }: { llm: Llm; log: Log }) {
    this.#llm = llm
    this.#log = log
  }

  asksServer(): Promise<boolean> {
    return Promise.resolve(this.#llm.configured)
  }

  async suggestAll(
    userId: string,
    subjects: readonly CategorizationSubject[],
    categories: readonly Category[],
  ): Promise<(CategorySuggestion | null)[]> {
    const answers = new Map<string, CategorySuggestion>()
    const names = categories.map((c) => c.name)
    if (this.#llm.configured && names.length > 0) {
      const distinct = new Map<string, CategorizationSubject>()
      for (const s of subjects) {
        const text = embeddingText(s)
        if (text !== '' && !distinct.has(text)) distinct.set(text, s)
      }
      const asked = [...distinct.entries()].slice(
        0,
        MODEL_LIMITS.callsPerBatch * MODEL_LIMITS.transactionsPerCall,
      )
      for (let start = 0; start < asked.length; start += MODEL_LIMITS.transactionsPerCall) {
        const chunk = asked.slice(start, start + MODEL_LIMITS.transactionsPerCall)
        const answered = await this.#ask(userId, chunk, categories, names as [string, ...string[]])
        if (answered === 'stop') break
        for (const [text, suggestion] of answered) answers.set(text, suggestion)
      }
    }
    return subjects.map((s) => answers.get(embeddingText(s)) ?? null)
  }

  async #ask(
    userId: string,
    chunk: readonly (readonly [string, CategorizationSubject])[],
    categories: readonly Category[],
    names: readonly [string, ...string[]],
  ): Promise<Map<string, CategorySuggestion> | 'stop'> {
    const closedSet = new Set(names)
    let reply
    try {
      reply = await this.#llm.structured({
        tier: 'fast',
        schema: answerSchema(names),
        schemaName: 'transaction_categories',
        userId,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: JSON.stringify({
              categories: categories.map((c) => ({ name: c.name, kind: c.kind })),
              transactions: chunk.map(([, s], index) => ({
                index,
                merchant: s.merchant,
                description: s.description,
                amount: s.amount,
                currency: s.currency,
                type: s.type,
              })),
            }),
          },
        ],
      })
    } catch (error) {
      if (error instanceof LlmNotConfiguredError) return 'stop'
      if (!(error instanceof DomainError)) throw error
      this.#log.warn({ err: error, userId }, 'model categorisation skipped: the model call failed')
      return new Map()
    }
    const out = new Map<string, CategorySuggestion>()
    for (const a of reply.answers) {
      const asked = chunk[a.index]
      if (!asked || a.category === null || !closedSet.has(a.category)) continue
      out.set(asked[0], { source: 'model', category: a.category, confidence: roundConfidence(a.confidence) })
    }
    return out
  }
}
