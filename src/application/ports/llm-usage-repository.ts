import type { LlmUsage } from './llm.js'

/** The calls of one user on one day (`YYYY-MM-DD`), added to the day's row together. */
export interface DayUsage {
  readonly userId: string
  readonly day: string
  /** How many model calls these tokens are. */
  readonly requests: number
  readonly inputTokens: number
  readonly outputTokens: number
}

/** Model tokens per user per UTC day (`YYYY-MM-DD`): what the daily budget is checked against. */
export interface LlmUsageRepository {
  /** Adds one call's tokens to the user's day (creates the day's row on first use). */
  add(userId: string, day: string, usage: LlmUsage): Promise<void>
  /** Input + output tokens the user spent on `day`; 0 when nothing was recorded. */
  tokensOn(userId: string, day: string): Promise<number>
}
