import type { Category } from '../../../domain/categories/category.js'
import { nearestCategory } from '../../../domain/categories/nearest-category.js'
import { DomainError } from '../../../domain/errors.js'
import { cosine } from '../../../domain/memory/similarity.js'
import type { Embedder } from '../../ports/embedder.js'
import type { Log } from '../../ports/log.js'
import type { CategorizedVector, TransactionVectorStore } from '../../ports/transaction-vector-store.js'
import type { CategorizationStep, CategorizationSubject, CategorySuggestion } from './categorization-step.js'

/** The similar step's limits (docs/categories.md "Similar"). */
export const SIMILAR_LIMITS = {
  /** Neighbours that vote. */
  k: 5,
  /** Cosine similarity below which a categorised transaction is not a neighbour. */
  threshold: 0.8,
  /** The user's newest categorised transactions searched. */
  neighbours: 2_000,
  /** Categorised transactions embedded per batch, lazily, until all have a vector. */
  backfill: 500,
  /** Distinct texts of a batch embedded and searched; the rest of a larger batch is left to later runs. */
  texts: 500,
} as const

/** What the similar step embeds of a transaction: merchant and description. */
export function embeddingText(s: Pick<CategorizationSubject, 'merchant' | 'description'>): string {
  return [s.merchant, s.description]
    .filter((t): t is string => t !== null && t.trim() !== '')
    .join(' ')
    .trim()
}

export interface SimilarStepDeps {
  readonly embedder: Embedder
  readonly transactionVectors: TransactionVectorStore
  readonly log: Log
}

/**
 * Step 3, `similar`: the category of the nearest of the user's categorised transactions by the
 * embedding of merchant and description (kNN, threshold, majority: nearestCategory). Vectors of
 * categorised transactions are made lazily, a bounded number per batch. Without an embedding
 * server the step is skipped quietly; when the server fails it is skipped and logged.
 */
export class SimilarStep implements CategorizationStep {
  readonly source = 'similar'
  readonly #deps: SimilarStepDeps
  constructor({ embedder, transactionVectors, log }: SimilarStepDeps) {
    // Taken out of the container's cradle now: nothing is looked up while serving a request.
    this.#deps = { embedder, transactionVectors, log }
  }

  async asksServer(): Promise<boolean> {
    return (await this.#deps.embedder.status()) !== 'not_configured'
  }

  async suggestAll(
    userId: string,
    subjects: readonly CategorizationSubject[],
    _categories: readonly Category[],
  ): Promise<(CategorySuggestion | null)[]> {
    const none = subjects.map(() => null)
    const { embedder, log } = this.#deps
    if ((await embedder.status()) === 'not_configured') return none
    try {
      return await this.#suggest(userId, subjects)
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      log.warn({ err: error, userId }, 'similar categorisation skipped: the embedding server failed')
      return none
    }
  }

  async #suggest(userId: string, subjects: readonly CategorizationSubject[]) {
    const { embedder, transactionVectors: store } = this.#deps
    const missing = await store.unembedded(userId, embedder.model, SIMILAR_LIMITS.backfill)
    if (missing.length > 0) {
      const vectors = await embedder.embed(missing.map((m) => m.text))
      await store.save(
        userId,
        embedder.model,
        missing.map((m, i) => ({ transactionId: m.transactionId, text: m.text, vector: vectors[i]! })),
      )
    }
    const known = await store.categorized(userId, embedder.model, SIMILAR_LIMITS.neighbours)
    if (known.length === 0) return subjects.map(() => null)

    const texts = [...new Set(subjects.map(embeddingText).filter((t) => t !== ''))].slice(
      0,
      SIMILAR_LIMITS.texts,
    )
    const vectorOf = new Map((await embedder.embed(texts)).map((v, i) => [texts[i]!, v]))
    // One search per distinct text of the new transactions; a saved one is never its own neighbour.
    const searched = new Map<string, ReturnType<typeof nearestFor>>()
    return subjects.map((subject): CategorySuggestion | null => {
      const text = embeddingText(subject)
      const vector = vectorOf.get(text)
      if (!vector) return null
      let nearest = subject.id === null ? searched.get(text) : undefined
      if (nearest === undefined) {
        nearest = nearestFor(known, vector, subject.id)
        if (subject.id === null) searched.set(text, nearest)
      }
      return nearest
        ? { source: 'similar', category: nearest.category, confidence: nearest.confidence }
        : null
    })
  }
}

function nearestFor(known: readonly CategorizedVector[], vector: readonly number[], exclude: string | null) {
  const neighbours = []
  for (const k of known)
    if (k.transactionId !== exclude)
      neighbours.push({ category: k.category, score: cosine(k.vector, vector) })
  return nearestCategory(neighbours, SIMILAR_LIMITS)
}
