import type { MemoryPeriod } from '../../../domain/memory/memory.js'

export type IngestionStatus = 'ingested' | 'skipped' | 'failed'
/** no_activity: nothing in the period; embedding_unavailable: degraded mode; unknown_user: deleted meanwhile. */
export type IngestionReason = 'no_activity' | 'embedding_unavailable' | 'unknown_user' | 'error'

export interface IngestionOutcome {
  readonly userId: string
  readonly period: MemoryPeriod
  readonly periodStart: string
  readonly status: IngestionStatus
  readonly reason: IngestionReason | null
}

export interface IngestionReport {
  readonly outcomes: readonly IngestionOutcome[]
  readonly counts: Readonly<Record<IngestionStatus, number>>
  readonly embedCalls: number
  /** Where the time went, in milliseconds (the benchmark prints these). */
  readonly timings: {
    readonly readMs: number
    readonly summarizeMs: number
    readonly embedMs: number
    readonly writeMs: number
    readonly totalMs: number
  }
}

export function countOutcomes(outcomes: readonly IngestionOutcome[]): Record<IngestionStatus, number> {
  const counts = { ingested: 0, skipped: 0, failed: 0 }
  for (const o of outcomes) counts[o.status]++
  return counts
}
