import { aliasTo, asFunction, asValue, type AwilixContainer } from 'awilix'
import type { AdvisorOptionalDeps } from '../../application/use-cases/advisor/advisor-deps.js'
import { AskAdvisor, type AdvisorSettings } from '../../application/use-cases/advisor/ask-advisor.js'
import { ClassifyIntent } from '../../application/use-cases/advisor/classify-intent.js'
import { ModelUseLimit } from '../../application/use-cases/advisor/model-use-limit.js'
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'

export interface AdvisorCradle {
  advisorSettings: AdvisorSettings
  modelUseLimit: ModelUseLimit
  classifyIntent: ClassifyIntent
  advisorOptional: () => AdvisorOptionalDeps
}

const SETTINGS: AdvisorSettings = {
  maxToolRounds: 4,
  maxToolCallsPerRound: 8,
  memoryTopK: 4,
  memoryTimeoutMs: 3_000,
  maxOutputTokens: 1_200,
}

/**
 * The advisor. Market data and memory belong to other areas: they are looked up by key on each
 * request and used only when registered, so the advisor works with, without, or before them.
 */
export function registerAdvisor(container: AwilixContainer<Cradle>, config: Config): void {
  const untyped = container as unknown as AwilixContainer<Record<string, unknown>>
  // Registered but not resolvable (a dependency of theirs is missing) counts as absent, not as a failed question.
  const optional = <T>(key: string): T | undefined => {
    if (!container.hasRegistration(key)) return undefined
    try {
      return untyped.resolve(key) as T
    } catch (error) {
      untyped
        .resolve<Cradle['log']>('log')
        .warn({ err: error, key }, 'the advisor runs without an optional dependency')
      return undefined
    }
  }
  container.register({
    advisorSettings: asValue(SETTINGS),
    advisorStreamSettings: asValue({ pingIntervalMs: config.llm.streamPingIntervalMs }),
    // The same limiter, read by HTTP for the RateLimit headers.
    modelQuota: aliasTo('modelUseLimit'),
    modelUseLimit: asFunction(
      (c: Cradle) =>
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
    classifyIntent: asFunction((c: Cradle) => new ClassifyIntent({ llm: c.llm, log: c.log })).singleton(),
    advisorOptional: asValue((): AdvisorOptionalDeps => ({
      recallMemories: optional('recallMemories'),
      valueHoldings: optional('valueHoldings'),
      getQuote: optional('getQuote'),
    })),
    askAdvisor: asFunction((c: Cradle) => new AskAdvisor(c)).singleton(),
  })
}
