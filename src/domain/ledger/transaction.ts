import type { CategorySource } from '../categories/category.js'
import { decimal, type CurrencyCode, type DecimalString } from '../money.js'
import type { LedgerKind, Owned } from './owned.js'

export const TRANSACTION_TYPES = ['expense', 'income', 'transfer'] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]
export const TRANSACTION_SOURCES = ['manual', 'notification', 'bill', 'import', 'bank_sync'] as const
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number]
/**
 * The sources a client may name when it writes a transaction: its own entry, and what its own
 * flows set (a parsed notification, a read bill, a statement line). `bank_sync` says the bank
 * feed wrote the row, so only bank sync sets it.
 */
export const CLIENT_TRANSACTION_SOURCES = [
  'manual',
  'notification',
  'bill',
  'import',
] as const satisfies readonly TransactionSource[]

export interface TransactionDraft {
  /** Always > 0; the direction is `type`. */
  readonly amount: DecimalString
  readonly type: TransactionType
  readonly currency: CurrencyCode
  readonly occurredAt: Date
  readonly accountId: string | null
  readonly description: string | null
  readonly merchant: string | null
  readonly category: string | null
  readonly notes: string | null
  readonly source: TransactionSource
  /**
   * Who set `category` (docs/categories.md). Left out, a draft's category is the user's own
   * choice when it has one. Set by categorisation, never by a client.
   */
  readonly categorySource?: CategorySource
  /** 0-1 for an automatic category, null for the user's own or none. */
  readonly categoryConfidence?: number | null
}

export interface Transaction extends Owned, TransactionDraft {
  /** Read-only, set by statement imports (docs/imports.md): the bank's id of the line. */
  readonly externalId: string | null
  /** Read-only: the import that created the transaction. */
  readonly importId: string | null
  /** Read-only: a bank statement confirmed the transaction. */
  readonly reconciled: boolean
  /**
   * Read-only, set by bank sync (docs/bank-sync.md): the bank has not posted it yet (a card
   * hold, whose amount may still change); the same row turns false when it posts. Only posted
   * transactions count as spending.
   */
  readonly pending: boolean
  readonly categorySource: CategorySource
  readonly categoryConfidence: number | null
}

/** A transaction's amount is greater than 0: money goes out or comes in by its type, not by a sign. */
export function isTransactionAmount(amount: DecimalString): boolean {
  return decimal(amount).gt(0)
}

/**
 * Whether a transaction counts in budgets, insights and recurring series: a pending one (a card
 * hold) does not until the bank posts it.
 */
export function isPosted(t: Pick<Transaction, 'pending'>): boolean {
  return !t.pending
}

/** Where a transaction came from when nobody says: typed in by its owner. */
export const DEFAULT_TRANSACTION_SOURCE: TransactionSource = 'manual'

export const transactionKind: LedgerKind<TransactionDraft> = {
  name: 'transaction',
  accountIdOf: (draft) => draft.accountId,
  canonical: (draft) => draft,
}
