import type { Selectable } from 'kysely'
import type { Transaction, TransactionDraft } from '../../domain/ledger/transaction.js'
import { ownedFromRow, storedDecimal } from './kysely-owned-rows.js'
import type { TransactionsTable } from './tables/ledger.js'
import { valueRowsText } from './statement-marks.js'
import type { ValuesOf } from './value-rows.js'

/*
 * A transaction's row and its entity, both ways: the whole row (`transactionFromRow`, for every
 * reader of the table), a listed row's values in a fixed column order (the page of GET
 * /transactions/, read as arrays: value-rows.ts), and a draft's columns for a write.
 */

export const transactionFromRow = (r: Selectable<TransactionsTable>): Transaction => ({
  ...ownedFromRow(r),
  amount: storedDecimal(r.amount),
  type: r.type,
  currency: r.currency,
  occurredAt: r.occurred_at,
  accountId: r.account_id,
  description: r.description,
  merchant: r.merchant,
  category: r.category,
  notes: r.notes,
  source: r.source,
  externalId: r.external_id,
  importId: r.import_id,
  reconciled: r.reconciled,
  pending: r.pending,
  categorySource: r.category_source,
  categoryConfidence: r.category_confidence,
})

/**
 * The columns of a listed transaction, in the order `transactionFromValues` reads them: all a
 * Transaction holds but the user's id (the query's own), nothing the wire never shows.
 */
export const LISTED_TRANSACTION = [
  'id',
  'version',
  'created_at',
  'updated_at',
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
  'external_id',
  'import_id',
  'reconciled',
  'category_source',
  'category_confidence',
  'pending',
] as const
export type ListedTransaction = ValuesOf<Selectable<TransactionsTable>, typeof LISTED_TRANSACTION>

/** `transactionFromRow` for a listed row's values; the same properties in the same order. */
export const transactionFromValues = (userId: string, v: ListedTransaction): Transaction => ({
  id: v[0],
  userId,
  version: v[1],
  createdAt: v[2],
  updatedAt: v[3],
  amount: storedDecimal(v[4]),
  type: v[5],
  currency: v[6],
  occurredAt: v[7],
  accountId: v[8],
  description: v[9],
  merchant: v[10],
  category: v[11],
  notes: v[12],
  source: v[13],
  externalId: v[14],
  importId: v[15],
  reconciled: v[16],
  categorySource: v[17],
  categoryConfidence: v[18],
  pending: v[19],
})

export const byOccurrence = (t: Transaction) => ({ sortKey: t.occurredAt, id: t.id })

export const transactionColumns = (d: TransactionDraft) => ({
  amount: d.amount,
  type: d.type,
  currency: d.currency,
  occurred_at: d.occurredAt,
  account_id: d.accountId,
  description: d.description,
  merchant: d.merchant,
  category: d.category,
  category_source: d.categorySource ?? (d.category === null ? 'none' : 'user'),
  category_confidence: d.categoryConfidence ?? null,
  notes: d.notes,
  source: d.source,
})

/**
 * The insert of a transaction as fixed SQL text, prepared once per connection, its row returned
 * as the values of a listed one (statement-marks.ts; read with `transactionFromValues`): building
 * it with Kysely's query builder was a visible share of POST /transactions/'s CPU
 * (docs/performance.md). It names the columns it returns: a prepared `RETURNING *` would fail
 * once a migration adds a column (docs/platform.md). Its columns are `transactionColumns`' and the
 * owned ones, in the order `insertTransactionValues` gives them; test/adapters/transaction-insert.test.ts
 * holds the two together.
 */
export const INSERT_TRANSACTION =
  valueRowsText(`INSERT INTO transactions (amount, type, currency, occurred_at,
    account_id, description, merchant, category, category_source, category_confidence, notes, source,
    id, user_id, version, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
  RETURNING ${LISTED_TRANSACTION.join(', ')}`)

export function insertTransactionValues(userId: string, id: string, draft: TransactionDraft, now: Date) {
  const c = transactionColumns(draft)
  return [
    c.amount,
    c.type,
    c.currency,
    c.occurred_at,
    c.account_id,
    c.description,
    c.merchant,
    c.category,
    c.category_source,
    c.category_confidence,
    c.notes,
    c.source,
    id,
    userId,
    1,
    now,
    now,
  ]
}
