import { dayOf } from '../../../domain/calendar.js'
import type { AgentName, Intent, IntentMethod } from '../../../domain/advisor/intent.js'
import { LlmNotConfiguredError } from '../../../domain/errors.js'
import type { Clock } from '../../ports/clock.js'
import type {
  AccountRepository,
  HoldingRepository,
  TransactionRepository,
} from '../../ports/ledger-repositories.js'
import type { Llm, LlmMessage, LlmUsage } from '../../ports/llm.js'
import type { Log } from '../../ports/log.js'
import type { RecentUsers } from '../../ports/user-repository.js'
import type {
  AdvisorOptionalDeps,
  AdvisorSource,
  HoldingValuation,
  MemoryRecall,
  QuoteLookup,
} from './advisor-deps.js'
import { AdvisorToolbox } from './advisor-toolbox.js'
import type { ClassifyIntent } from './classify-intent.js'
import { recallForQuestion } from './recall-for-question.js'
import type { ModelUseLimit } from './model-use-limit.js'
import { specialistFor } from './specialists.js'
import { systemPrompt } from './system-prompt.js'
import { toolLoop, type AdvisorEvent } from './tool-loop.js'

export type { AdvisorEvent } from './tool-loop.js'

export interface AdvisorSettings {
  /** Model turns that may call tools before the model must answer. */
  readonly maxToolRounds: number
  readonly maxToolCallsPerRound: number
  readonly memoryTopK: number
  /** The memory lookup is skipped (memory_used false) when it takes longer. */
  readonly memoryTimeoutMs: number
  readonly maxOutputTokens: number
}

export interface AskAdvisorDeps {
  llm: Llm
  /** The user's settings (base currency), read on every question: a short cache is enough. */
  recentUsers: RecentUsers
  transactions: TransactionRepository
  accounts: AccountRepository
  holdings: HoldingRepository
  clock: Clock
  log: Log
  modelUseLimit: ModelUseLimit
  classifyIntent: ClassifyIntent
  /** Other areas' use cases, seen through the advisor's own narrow interfaces (advisor-deps.ts). */
  /** Absent when memory is off (no embedding server): no lookup, memory_used false. */
  recallMemories: MemoryRecall | undefined
  valueHoldings: HoldingValuation
  getQuote: QuoteLookup
  advisorSettings: AdvisorSettings
}

export interface AskAdvisorInput {
  readonly userId: string
  readonly message: string
  readonly history: readonly { readonly role: 'user' | 'assistant'; readonly content: string }[]
  /** Aborting it (the client left) stops the model call and the tool work. */
  readonly signal?: AbortSignal | undefined
}

/** Decided before the first byte of the answer; the text, sources and usage follow as events. */
export interface AdvisorRun {
  readonly intent: Intent
  readonly intentMethod: IntentMethod
  readonly agent: AgentName
  readonly memoryUsed: boolean
  readonly events: AsyncIterable<AdvisorEvent>
}

export interface AdvisorAnswer {
  readonly answer: string
  readonly intent: Intent
  readonly agent: AgentName
  readonly sources: readonly AdvisorSource[]
  readonly memoryUsed: boolean
  readonly usage: LlmUsage
}

/**
 * The advisor: limit, intent (rules, else the fast tier), memory, then the intent's specialist on
 * the reasoning tier with read-only tools over the caller's own data. Failures before the answer
 * starts reject execute() (an HTTP error); failures during it end the event stream with an error.
 */
export class AskAdvisor {
  readonly #deps: AskAdvisorDeps
  constructor(deps: AskAdvisorDeps) {
    this.#deps = deps
  }

  /** Admits the question (admit), then prepares the answer: the whole work before the first byte. */
  async execute(input: AskAdvisorInput): Promise<AdvisorRun> {
    return (await this.admit(input))()
  }

  /**
   * What may refuse the question with a status code (no model configured, the user's limits), and
   * nothing else: a stream sends its headers as soon as this resolves. Resolves to the rest of the
   * work (the user's settings, intent and memory in parallel), whose failures a stream reports as
   * an error part.
   */
  async admit(input: AskAdvisorInput): Promise<() => Promise<AdvisorRun>> {
    if (!this.#deps.llm.configured) throw new LlmNotConfiguredError()
    // The limit comes before anything that may call a model (the fast tier may classify).
    await this.#deps.modelUseLimit.admit(input.userId)
    return () => this.#prepare(input)
  }

  async #prepare(input: AskAdvisorInput): Promise<AdvisorRun> {
    const { llm, recentUsers, classifyIntent, advisorSettings: settings } = this.#deps
    const { recallMemories, valueHoldings, getQuote } = this.#deps
    const optional: AdvisorOptionalDeps = { recallMemories, valueHoldings, getQuote }
    const [user, decision, memories] = await Promise.all([
      recentUsers.recent(input.userId),
      classifyIntent.execute({ userId: input.userId, message: input.message, signal: input.signal }),
      recallForQuestion(optional.recallMemories, {
        userId: input.userId,
        text: input.message,
        k: settings.memoryTopK,
        timeoutMs: settings.memoryTimeoutMs,
        log: this.#deps.log,
      }),
    ])
    input.signal?.throwIfAborted()
    const specialist = specialistFor(decision.intent)
    const messages: LlmMessage[] = [
      {
        role: 'system',
        content: systemPrompt({
          specialist,
          baseCurrency: user.baseCurrency,
          today: dayOf(this.#deps.clock.now()),
          memories,
        }),
      },
      ...input.history.slice(-20).map((m): LlmMessage => ({ role: m.role, content: m.content })),
      { role: 'user', content: input.message },
    ]
    const { transactions, accounts, holdings, clock } = this.#deps
    const toolbox = new AdvisorToolbox({ transactions, accounts, holdings, clock, optional }, input.userId)
    const memorySources: AdvisorSource[] = memories.map((m) => ({
      type: 'memory',
      id: m.id,
      title: `${m.period} summary from ${m.periodStart}`,
    }))
    return {
      intent: decision.intent,
      intentMethod: decision.method,
      agent: specialist.name,
      memoryUsed: memories.length > 0,
      events: toolLoop({
        llm,
        toolbox,
        specialist,
        messages,
        memorySources,
        userId: input.userId,
        signal: input.signal,
        settings,
      }),
    }
  }

  /** The whole answer at once (POST /ai/ask without an event stream). */
  static async collect(run: AdvisorRun): Promise<AdvisorAnswer> {
    let answer = ''
    let sources: readonly AdvisorSource[] = []
    let usage: LlmUsage = { inputTokens: 0, outputTokens: 0 }
    for await (const event of run.events) {
      if (event.type === 'text') answer += event.delta
      if (event.type === 'sources') sources = event.sources
      if (event.type === 'done') usage = event.usage
    }
    return { answer, intent: run.intent, agent: run.agent, sources, memoryUsed: run.memoryUsed, usage }
  }
}
