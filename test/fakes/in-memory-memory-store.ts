import type { MemoryDraft, MemoryPeriod, ScoredMemory } from '../../src/domain/memory/memory.js'
import { topK } from '../../src/domain/memory/similarity.js'
import type { MemoryStore } from '../../src/application/ports/memory-store.js'

/** user_embeddings in a Map keyed like the real unique constraint; `failFor(userId)` makes that user's rows fail. */
export class InMemoryMemoryStore implements MemoryStore {
  readonly rows = new Map<string, MemoryDraft & { updates: number }>()
  readonly #failing = new Set<string>()

  failFor(userId: string): this {
    this.#failing.add(userId)
    return this
  }

  async upsertMany(drafts: readonly MemoryDraft[]): Promise<number> {
    const bad = drafts.find((d) => this.#failing.has(d.userId))
    if (bad) throw new Error(`cannot write the memory of ${bad.userId}`)
    for (const d of drafts) {
      const key = `${d.userId}|${d.period}|${d.periodStart}`
      this.rows.set(key, { ...d, updates: (this.rows.get(key)?.updates ?? -1) + 1 })
    }
    return drafts.length
  }

  async topK(
    userId: string,
    vector: readonly number[],
    k: number,
    options: { period?: MemoryPeriod } = {},
  ): Promise<ScoredMemory[]> {
    const mine = [...this.rows.values()].filter(
      (r) => r.userId === userId && (!options.period || r.period === options.period),
    )
    return topK(mine, (m) => m.embedding, vector, k).map(({ item, score }) => ({
      ...item,
      id: `${item.userId}|${item.period}|${item.periodStart}`,
      createdAt: new Date(0),
      updatedAt: new Date(0),
      score,
    }))
  }
}
