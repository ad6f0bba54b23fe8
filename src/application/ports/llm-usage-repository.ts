import type { LlmUsage } from './llm.js'

/** Model tokens per user per UTC day (`YYYY-MM-DD`): what the daily budget is checked against. */
export interface LlmUsageRepository {
  /** Adds one call's tokens to the user's day (creates the day's row on first use). */
  add(userId: string, day: string, usage: LlmUsage): Promise<void>
  /** Input + output tokens the user spent on `day`; 0 when nothing was recorded. */
  tokensOn(userId: string, day: string): Promise<number>
}
