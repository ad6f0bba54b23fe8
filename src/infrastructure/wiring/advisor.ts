import { aliasTo, asFunction, asValue } from 'awilix'
import type {
  AccountRepository,
  HoldingRepository,
  TransactionRepository,
} from '../../application/ports/ledger-repositories.js'
import type { Embedder } from '../../application/ports/embedder.js'
import type { Llm } from '../../application/ports/llm.js'
import type { RecentUsers } from '../../application/ports/user-repository.js'
import type {
  HoldingValuation,
  MemoryRecall,
  QuoteLookup,
} from '../../application/use-cases/advisor/advisor-deps.js'
import { AskAdvisor, type AdvisorSettings } from '../../application/use-cases/advisor/ask-advisor.js'
import { ClassifyIntent } from '../../application/use-cases/advisor/classify-intent.js'
import { ModelUseLimit } from '../../application/use-cases/advisor/model-use-limit.js'
import { DisabledEmbedder } from '../../adapters/embedding/disabled-embedder.js'
import type { QuotaSource } from '../../adapters/http/rate-limit-headers.js'
import type { UsageRecorder } from '../../adapters/llm/usage-recorder.js'
import type { RequestWindow } from '../../application/ports/request-window.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface AdvisorCradle {
  advisorSettings: AdvisorSettings
  advisorStreamSettings: { readonly pingIntervalMs: number }
  modelUseLimit: ModelUseLimit
  /** The same limiter, read by HTTP for the RateLimit headers. */
  modelQuota: QuotaSource
  classifyIntent: ClassifyIntent
  askAdvisor: AskAdvisor
}

interface AdvisorNeeds extends Pick<FoundationCradle, 'clock' | 'log'> {
  /** The shared-state area's per-minute window (every instance's with Redis). */
  requestWindow: RequestWindow
  llm: Llm
  llmUsage: UsageRecorder
  /** The users area's cached view of a user's settings. */
  recentUsers: RecentUsers
  accounts: AccountRepository
  transactions: TransactionRepository
  holdings: HoldingRepository
  /** The embedding area's client: DisabledEmbedder means memory is off. */
  embedder: Embedder
  /** The memory area's recall, the market area's valuation and quote: only the calls the advisor makes. */
  recallMemories: MemoryRecall
  valueHoldings: HoldingValuation
  getQuote: QuoteLookup
}

type Reads = AdvisorCradle & AdvisorNeeds
const singleton = singletonsOf<Reads>()

const SETTINGS: AdvisorSettings = {
  maxToolRounds: 4,
  maxToolCallsPerRound: 8,
  memoryTopK: 4,
  memoryTimeoutMs: 3_000,
  maxOutputTokens: 1_200,
}

/** The advisor, and the per-user model limit every AI route shares. */
export const advisorArea = defineArea<AdvisorCradle, AdvisorNeeds>('advisor', ({ config }) => ({
  advisorSettings: asValue(SETTINGS),
  advisorStreamSettings: asValue({ pingIntervalMs: config.llm.streamPingIntervalMs }),
  modelUseLimit: asFunction(
    (c: Reads) =>
      new ModelUseLimit({
        llmUsage: c.llmUsage,
        clock: c.clock,
        requestWindow: c.requestWindow,
        modelUseLimits: {
          requestsPerMinute: config.llm.requestsPerMinute,
          dailyTokenBudget: config.llm.dailyTokenBudget,
        },
      }),
  ).singleton(),
  modelQuota: aliasTo('modelUseLimit' satisfies keyof AdvisorCradle),
  classifyIntent: singleton(ClassifyIntent),
  askAdvisor: asFunction(
    (c: Reads) =>
      new AskAdvisor({
        llm: c.llm,
        recentUsers: c.recentUsers,
        transactions: c.transactions,
        accounts: c.accounts,
        holdings: c.holdings,
        clock: c.clock,
        log: c.log,
        modelUseLimit: c.modelUseLimit,
        classifyIntent: c.classifyIntent,
        // Without an embedding server there is nothing to recall: the question skips the lookup
        // (memory_used false) instead of failing it, with an error and a warning, every time.
        recallMemories: c.embedder instanceof DisabledEmbedder ? undefined : c.recallMemories,
        valueHoldings: c.valueHoldings,
        getQuote: c.getQuote,
        advisorSettings: c.advisorSettings,
      }),
  ).singleton(),
}))
