import type { LlmTier, LlmUsage } from './llm.js'

export type UpstreamOutcome = 'ok' | 'error' | 'timeout' | 'rate_limited'
export type LlmOutcome = 'ok' | 'error' | 'aborted'
export type JobOutcome = 'ok' | 'failed'

/**
 * What the service counts for its operators, by kind of event. Adapters report through this
 * port; only the adapter that implements it knows the metrics library. Every method is cheap and
 * never throws.
 */
export interface Metrics {
  /** One call to a market provider (retries included), and how it ended. */
  upstreamCall(provider: string, outcome: UpstreamOutcome): void
  /** `count` lookups of the named cache that were hits (true) or misses (false). */
  cacheLookups(cache: string, hit: boolean, count: number): void
  /** One request to the language model, its outcome, and the tokens it used when known. */
  llmRequest(tier: LlmTier, outcome: LlmOutcome, usage?: LlmUsage): void
  /** One run of a scheduled or queued job. */
  jobRun(name: string, outcome: JobOutcome): void
}

/** Counts nothing: for code built without metrics (tests of a single adapter, scripts). */
export const NO_METRICS: Metrics = {
  upstreamCall: () => undefined,
  cacheLookups: () => undefined,
  llmRequest: () => undefined,
  jobRun: () => undefined,
}
