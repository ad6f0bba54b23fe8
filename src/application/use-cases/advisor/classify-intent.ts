import { z } from 'zod'
import { classifyByRules } from '../../../domain/advisor/intent-rules.js'
import { INTENTS, type IntentDecision } from '../../../domain/advisor/intent.js'
import { DomainError } from '../../../domain/errors.js'
import type { Llm } from '../../ports/llm.js'
import type { Log } from '../../ports/log.js'

const answer = z.object({ intent: z.enum(INTENTS) })

const INSTRUCTIONS = `Classify the user's personal-finance question into exactly one intent:
portfolio (their investments, holdings, allocation, gains), spending (where their money went, transactions, merchants, categories),
budgeting (plans, budgets, saving, debt, affordability), market (prices, quotes, markets, companies, economy), general (anything else).
Answer with JSON {"intent": "..."}.`

/**
 * Rules first; the fast tier only when the rules are unsure. A failed or invalid model answer does
 * not fail the question: it becomes 'general' (method 'default'), and the specialist still answers.
 */
export class ClassifyIntent {
  readonly #llm: Llm
  readonly #log: Log
  constructor({ llm, log }: { llm: Llm; log: Log }) {
    this.#llm = llm
    this.#log = log
  }

  async execute(input: {
    readonly userId: string
    readonly message: string
    readonly signal?: AbortSignal | undefined
  }): Promise<IntentDecision> {
    const verdict = classifyByRules(input.message)
    if (verdict.intent) return { intent: verdict.intent, method: 'rules' }
    try {
      const { intent } = await this.#llm.structured({
        tier: 'fast',
        schema: answer,
        schemaName: 'intent',
        userId: input.userId,
        maxOutputTokens: 20,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: input.message.slice(0, 2_000) },
        ],
        ...(input.signal ? { signal: input.signal } : {}),
      })
      return { intent, method: 'llm' }
    } catch (error) {
      input.signal?.throwIfAborted()
      if (!(error instanceof DomainError)) throw error
      this.#log.warn(
        { err: error, userId: input.userId },
        'intent classification by the fast tier failed; using general',
      )
      return { intent: 'general', method: 'default' }
    }
  }
}
