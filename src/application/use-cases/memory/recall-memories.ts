import { EmbeddingUnavailableError } from '../../../domain/errors.js'
import type { MemoryPeriod, ScoredMemory } from '../../../domain/memory/memory.js'
import type { Embedder } from '../../ports/embedder.js'
import type { Log } from '../../ports/log.js'
import type { MemoryStore } from '../../ports/memory-store.js'

export interface RecallMemoriesDeps {
  embedder: Embedder
  memoryStore: MemoryStore
  log: Log
}

export interface RecallMemoriesInput {
  readonly userId: string
  /** The question to remember around (embedded here), or an already embedded `vector`. */
  readonly text?: string
  readonly vector?: readonly number[]
  /** default 5 */
  readonly k?: number
  readonly period?: MemoryPeriod
}

export interface RecallMemoriesResult {
  /** false in degraded mode (embedding server unavailable): memories is then empty. */
  readonly available: boolean
  readonly memories: readonly ScoredMemory[]
}

/**
 * The read side of the memory, for the advisor: the user's top-k memories by cosine similarity,
 * from that user's rows only. Never throws for a missing embedding server: the advisor then
 * answers without memory (docs/api.md "Degraded mode").
 */
export class RecallMemories {
  readonly #deps: RecallMemoriesDeps

  constructor({ embedder, memoryStore, log }: RecallMemoriesDeps) {
    this.#deps = { embedder, memoryStore, log }
  }

  async execute(input: RecallMemoriesInput): Promise<RecallMemoriesResult> {
    const k = Math.max(0, Math.min(input.k ?? 5, 50))
    let vector = input.vector
    if (!vector) {
      if (!input.text?.trim()) return { available: true, memories: [] }
      try {
        ;[vector] = await this.#deps.embedder.embed([input.text])
      } catch (error) {
        if (!(error instanceof EmbeddingUnavailableError)) throw error
        this.#deps.log.warn(
          { userId: input.userId },
          'memory recall skipped: the embedding server is unavailable',
        )
        return { available: false, memories: [] }
      }
    }
    const options = input.period ? { period: input.period } : {}
    return {
      available: true,
      memories: await this.#deps.memoryStore.topK(input.userId, vector ?? [], k, options),
    }
  }
}
