import { EmbeddingUnavailableError } from '../../src/domain/errors.js'
import type { Embedder, EmbedderStatus } from '../../src/application/ports/embedder.js'

/**
 * A deterministic embedder: each word of a text is hashed into one of `dimensions` buckets and
 * the counts are L2-normalised, so texts sharing words score higher. `down()` makes it behave
 * like an unreachable server (EmbeddingUnavailableError); `calls` records every batch.
 */
export class FakeEmbedder implements Embedder {
  readonly dimensions: number
  readonly model: string
  readonly calls: string[][] = []
  #up = true
  readonly #vectorOf: ((text: string) => number[]) | undefined

  /** `vectorOf` replaces the bag of words when a test needs vectors of its choosing. */
  constructor(dimensions = 384, vectorOf?: (text: string) => number[], model = 'fake-bag-of-words') {
    this.dimensions = dimensions
    this.#vectorOf = vectorOf
    this.model = model
  }

  down(): this {
    this.#up = false
    return this
  }

  up(): this {
    this.#up = true
    return this
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    if (!this.#up) throw new EmbeddingUnavailableError('fake embedding server is down')
    this.calls.push([...texts])
    return texts.map((t) => this.vector(t))
  }

  async status(): Promise<EmbedderStatus> {
    return this.#up ? 'up' : 'down'
  }

  vector(text: string): number[] {
    if (this.#vectorOf) return this.#vectorOf(text)
    const v = new Array<number>(this.dimensions).fill(0)
    for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
      let h = 2166136261
      for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619) >>> 0
      v[h % this.dimensions]! += 1
    }
    const norm = Math.hypot(...v) || 1
    return v.map((x) => x / norm)
  }
}
