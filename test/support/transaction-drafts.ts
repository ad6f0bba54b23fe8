import type { TransactionDraft } from '../../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'

/** An uncategorised 4.50 USD manual expense at the merchant: what categorisation tests feed it. */
export const uncategorizedDraft = (
  merchant: string | null,
  extra: Partial<TransactionDraft> = {},
): TransactionDraft => ({
  amount: '4.50' as DecimalString,
  type: 'expense',
  currency: 'USD' as CurrencyCode,
  occurredAt: new Date('2026-11-20T10:00:00Z'),
  accountId: null,
  description: null,
  merchant,
  category: null,
  notes: null,
  source: 'manual',
  ...extra,
})
