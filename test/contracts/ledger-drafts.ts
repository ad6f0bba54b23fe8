import type { AccountDraft } from '../../src/domain/ledger/account.js'
import type { HoldingDraft } from '../../src/domain/ledger/holding.js'
import type { TransactionDraft } from '../../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'

/** Parsed drafts (what the use cases hand a repository), for the ledger contract suites. */
const usd = 'USD' as CurrencyCode
const dec = (value: string) => value as DecimalString

export const accountDraft = (extra: Partial<AccountDraft> = {}): AccountDraft => ({
  name: 'Everyday',
  type: 'checking',
  institution: null,
  currency: usd,
  balance: dec('1200.50'),
  isActive: true,
  ...extra,
})

export const transactionDraft = (extra: Partial<TransactionDraft> = {}): TransactionDraft => ({
  amount: dec('12.50'),
  type: 'expense',
  currency: usd,
  occurredAt: new Date('2026-11-20T10:00:00Z'),
  accountId: null,
  description: null,
  merchant: 'Blue Bottle',
  category: 'coffee',
  notes: null,
  source: 'manual',
  ...extra,
})

export const holdingDraft = (extra: Partial<HoldingDraft> = {}): HoldingDraft => ({
  symbol: 'AAPL',
  assetType: 'stock',
  quantity: dec('10'),
  averageCost: dec('150.25'),
  currency: usd,
  accountId: null,
  name: null,
  ...extra,
})
