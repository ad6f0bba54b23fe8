import type { CurrencyCode, DecimalString } from '../money.js'
import { FieldReader } from './fields.js'
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

export const transactionKind: LedgerKind<Transaction, TransactionDraft> = {
  name: 'transaction',
  writableFields: [
    'amount',
    'type',
    'currency',
    'occurred_at',
    'account_id',
    'description',
    'merchant',
    'category',
    'notes',
    'source',
  ],
  parseDraft(input) {
    const f = new FieldReader(input)
    const draft: TransactionDraft = {
      amount: f.amount('amount', { required: true, min: 'positive' }),
      type: f.oneOf('type', TRANSACTION_TYPES),
      currency: f.currency('currency'),
      occurredAt: f.instant('occurred_at'),
      accountId: f.uuid('account_id'),
      description: f.text('description', { max: 500 }),
      merchant: f.text('merchant', { max: 200 }),
      category: f.text('category', { max: 100 }),
      notes: f.text('notes', { max: 2000 }),
      source: f.oneOf('source', TRANSACTION_SOURCES, 'manual'),
    }
    f.finish()
    return draft
  },
  toInput: (t) => ({
    amount: t.amount,
    type: t.type,
    currency: t.currency,
    occurred_at: t.occurredAt.toISOString(),
    account_id: t.accountId,
    description: t.description,
    merchant: t.merchant,
    category: t.category,
    notes: t.notes,
    source: t.source,
  }),
  accountIdOf: (d) => d.accountId,
}
