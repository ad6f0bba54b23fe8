import { decimal, type CurrencyCode, type DecimalString } from '../money.js'
import type { LedgerKind, Owned } from './owned.js'

export const TRANSACTION_TYPES = ['expense', 'income', 'transfer'] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]
export const TRANSACTION_SOURCES = ['manual', 'notification', 'bill', 'import', 'bank_sync'] as const
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number]

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
}

export interface Transaction extends Owned, TransactionDraft {
  /** Read-only, set by statement imports (docs/imports.md): the bank's id of the line. */
  readonly externalId: string | null
  /** Read-only: the import that created the transaction. */
  readonly importId: string | null
  /** Read-only: a bank statement confirmed the transaction. */
  readonly reconciled: boolean
}

/** A transaction's amount is greater than 0: money goes out or comes in by its type, not by a sign. */
export function isTransactionAmount(amount: DecimalString): boolean {
  return decimal(amount).gt(0)
}

/** Where a transaction came from when nobody says: typed in by its owner. */
export const DEFAULT_TRANSACTION_SOURCE: TransactionSource = 'manual'

export const transactionKind: LedgerKind<TransactionDraft> = {
  name: 'transaction',
  accountIdOf: (draft) => draft.accountId,
  canonical: (draft) => draft,
}
