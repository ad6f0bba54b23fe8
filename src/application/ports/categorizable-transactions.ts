import type { CategorySource } from '../../domain/categories/category.js'
import type { Transaction } from '../../domain/ledger/transaction.js'

/** A category the pipeline gives an existing transaction. */
export interface CategoryAssignment {
  readonly id: string
  readonly category: string
  readonly source: Exclude<CategorySource, 'user' | 'none'>
  readonly confidence: number
}

/**
 * The ledger side of re-running categorisation (POST /transactions/categorize). Every method
 * names the user: another user's transaction looks missing.
 */
export interface CategorizableTransactions {
  /** The user's transactions among `ids` (unknown ids are left out), in no particular order. */
  byIds(userId: string, ids: readonly string[]): Promise<Transaction[]>
  /** The user's transactions without a category, oldest first, at most `limit`. */
  uncategorized(userId: string, limit: number): Promise<Transaction[]>
  /**
   * Writes the categories in one statement (a new version each); a transaction whose category
   * the user set meanwhile is left alone. Answers how many changed.
   */
  assign(userId: string, assignments: readonly CategoryAssignment[], now: Date): Promise<number>
}
