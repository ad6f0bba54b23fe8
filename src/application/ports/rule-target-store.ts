import type { TransactionType } from '../../domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../domain/money.js'

/** A saved transaction rules may change: uncategorised (no category, category_source none). */
export interface RuleTarget {
  readonly id: string
  readonly occurredAt: Date
  readonly amount: DecimalString
  readonly type: TransactionType
  readonly currency: CurrencyCode
  readonly accountId: string | null
  readonly merchant: string | null
  readonly description: string | null
  readonly notes: string | null
}

/** What a rule does to one transaction; a null field stays as it is. */
export interface RuleChange {
  readonly id: string
  readonly ruleId: string
  /** Written with category_source 'rule' and confidence 1. */
  readonly category: string | null
  readonly merchant: string | null
  readonly notes: string | null
  /** The notes the change was computed from: notes are written only while they still read so. */
  readonly notesBefore: string | null
}

/** Where a page of targets resumes: after this transaction, newest first. */
export interface RuleTargetCursor {
  readonly occurredAt: Date
  readonly id: string
}

/**
 * The transactions POST /rules/apply and /rules/{id}/preview work on (docs/rules.md), of one user.
 * Never another user's, never one the user categorised.
 */
export interface RuleTargetStore {
  /** The user's uncategorised transactions, newest first, after the cursor, at most `limit`. */
  uncategorized(userId: string, after: RuleTargetCursor | null, limit: number): Promise<RuleTarget[]>
  /**
   * Writes the changes in one statement, each only while its transaction is still uncategorised (a
   * category the user set meanwhile wins). Each written transaction gets a new version (its ETag
   * changes). Answers the ids written.
   */
  write(userId: string, changes: readonly RuleChange[], now: Date): Promise<string[]>
}
