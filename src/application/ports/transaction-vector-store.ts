/** A categorised transaction's embedding with its current category. */
export interface CategorizedVector {
  readonly transactionId: string
  readonly category: string
  readonly vector: readonly number[]
}

/** A categorised transaction that has no vector of the model yet (or whose text changed since). */
export interface UnembeddedTransaction {
  readonly transactionId: string
  /** What to embed: merchant and description, as the store keeps it with the vector. */
  readonly text: string
}

/**
 * Embeddings of the user's categorised transactions for the "similar" step (docs/categories.md
 * "Similar"). Only transactions the user, a rule or learning categorised are neighbours: the
 * guesses of the similar and model steps are not, so a guess never teaches the next one.
 * Every method names the user.
 */
export interface TransactionVectorStore {
  /** Neighbours: categorised transactions with a vector of `model` for their current text, newest first. */
  categorized(userId: string, model: string, limit: number): Promise<CategorizedVector[]>
  /** Categorised transactions to embed for `model`, newest first. */
  unembedded(userId: string, model: string, limit: number): Promise<UnembeddedTransaction[]>
  /** Stores vectors (replacing a transaction's earlier one); a transaction gone or not the user's is ignored. */
  save(
    userId: string,
    model: string,
    vectors: readonly {
      readonly transactionId: string
      readonly text: string
      readonly vector: readonly number[]
    }[],
  ): Promise<void>
}
