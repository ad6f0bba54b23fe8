import type { Transaction, TransactionType } from '../../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'

let counter = 0

/** A transaction for insight tests: an expense in USD unless told otherwise. */
export function insightTx(fields: {
  amount: string
  at: string
  merchant?: string | null
  category?: string | null
  type?: TransactionType
  currency?: string
  id?: string
  userId?: string
}): Transaction {
  counter += 1
  const at = new Date(fields.at)
  return {
    id: fields.id ?? `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`,
    userId: fields.userId ?? 'user-a',
    version: 1,
    createdAt: at,
    updatedAt: at,
    amount: fields.amount as DecimalString,
    type: fields.type ?? 'expense',
    currency: (fields.currency ?? 'USD') as CurrencyCode,
    occurredAt: at,
    accountId: null,
    description: null,
    merchant: fields.merchant === undefined ? 'Corner Shop' : fields.merchant,
    category: fields.category === undefined ? 'misc' : fields.category,
    notes: null,
    source: 'manual',
    externalId: null,
    importId: null,
    reconciled: false,
    pending: false,
    categorySource: fields.category ? 'user' : 'none',
    categoryConfidence: null,
  }
}

/** Oldest first, as TransactionRepository.listBetween returns them. */
export const byTime = (txs: Transaction[]): Transaction[] =>
  [...txs].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id.localeCompare(b.id))
