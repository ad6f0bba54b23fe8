import type { TransactionType } from '../ledger/transaction.js'
import { CATEGORY_NAME_MAX, type CategoryKind } from './category.js'

/**
 * Why a name a user writes cannot name a category (docs/categories.md "Names"), or null when it
 * can: empty once trimmed, or longer than CATEGORY_NAME_MAX. Any other name is the user's word:
 * one of the user's categories when it matches one (categoryNameKey), else a new one.
 */
export function categoryNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'must not be empty'
  if (trimmed.length > CATEGORY_NAME_MAX) return `must be at most ${CATEGORY_NAME_MAX} characters`
  return null
}

/** The kind of a category a transaction's name makes: money out, in or moved, as the transaction. */
export function categoryKindOf(type: TransactionType): CategoryKind {
  return type
}
