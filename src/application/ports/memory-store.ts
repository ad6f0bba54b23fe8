import type { MemoryDraft, MemoryPeriod, ScoredMemory } from '../../domain/memory/memory.js'

/**
 * user_embeddings: the AI memory. Every method names its user; nothing ever crosses users.
 */
export interface MemoryStore {
  /**
   * Inserts or updates on (userId, period, periodStart), in one statement: a rerun of the same
   * period replaces the content and embedding and never duplicates. Resolves to the rows written.
   */
  upsertMany(drafts: readonly MemoryDraft[]): Promise<number>
  /**
   * The user's `k` memories most similar (cosine) to `vector`, best first; only that user's rows,
   * optionally of one period. [] when the user has none.
   */
  topK(
    userId: string,
    vector: readonly number[],
    k: number,
    options?: { readonly period?: MemoryPeriod },
  ): Promise<ScoredMemory[]>
}
