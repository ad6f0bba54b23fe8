/** The three memory periods (docs/api.md "Memory"). */
export const MEMORY_PERIODS = ['daily', 'weekly', 'monthly'] as const
export type MemoryPeriod = (typeof MEMORY_PERIODS)[number]

export function isMemoryPeriod(value: unknown): value is MemoryPeriod {
  return typeof value === 'string' && (MEMORY_PERIODS as readonly string[]).includes(value)
}

/** What ingestion writes: one summary of one user's period, with its embedding. */
export interface MemoryDraft {
  readonly userId: string
  readonly period: MemoryPeriod
  /** 'YYYY-MM-DD' (UTC): the first day the summary covers. With userId and period, the memory's identity. */
  readonly periodStart: string
  readonly content: string
  /** Unit length (the embedding server normalises), so a dot product is the cosine. */
  readonly embedding: readonly number[]
  readonly model: string
}

export interface Memory extends MemoryDraft {
  readonly id: string
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** A memory and its cosine similarity to a query, in [-1, 1]. */
export interface ScoredMemory extends Memory {
  readonly score: number
}
