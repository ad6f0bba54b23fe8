import type { Holding } from '../../src/domain/ledger/holding.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'
import type { Activity } from '../../src/domain/memory/spending.js'

let seq = 0
const nextId = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`

/** A transaction with sensible defaults: an uncategorised USD expense. */
export function tx(
  at: string,
  amount: string,
  extra: Partial<Omit<Transaction, 'amount' | 'occurredAt'>> = {},
): Transaction {
  const when = new Date(at)
  return {
    id: nextId(),
    userId: 'user-1',
    version: 1,
    createdAt: when,
    updatedAt: when,
    amount: amount as DecimalString,
    type: 'expense',
    currency: 'USD' as CurrencyCode,
    occurredAt: when,
    accountId: null,
    description: null,
    merchant: null,
    category: null,
    notes: null,
    source: 'manual',
    externalId: null,
    importId: null,
    reconciled: false,
    pending: false,
    categorySource: 'none',
    categoryConfidence: null,
    ...extra,
  }
}

export function holding(symbol: string, quantity: string, extra: Partial<Holding> = {}): Holding {
  return {
    id: nextId(),
    userId: 'user-1',
    version: 1,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    symbol,
    assetType: 'stock',
    quantity: quantity as DecimalString,
    averageCost: null,
    currency: 'USD' as CurrencyCode,
    accountId: null,
    name: null,
    ...extra,
  }
}

export function activity(
  transactions: Transaction[],
  holdings: Holding[] = [],
  baseCurrency = 'USD',
): Activity {
  return { baseCurrency: baseCurrency as CurrencyCode, transactions, holdings }
}

const EUR = 'EUR' as CurrencyCode

/** The fixture user of the exact-text tests: a month of a fairly ordinary life (docs/memory.md). */
export function fixtureTransactions(): Transaction[] {
  return [
    tx('2026-10-16T09:00:00Z', '15.99', { category: 'Subscriptions', merchant: 'Netflix' }),
    tx('2026-10-22T12:00:00Z', '999.00', { category: 'travel', merchant: 'Airline' }),
    tx('2026-10-23T00:00:00Z', '700.00', { category: 'rent', merchant: 'Landlord' }),
    tx('2026-11-10T18:00:00Z', '100.00', { category: 'groceries', merchant: 'Whole Foods' }),
    tx('2026-11-16T07:00:00Z', '15.99', { category: 'subscriptions', merchant: 'Netflix' }),
    tx('2026-11-19T23:59:59Z', '700.00', { category: 'rent', merchant: 'Landlord' }),
    tx('2026-11-20T08:00:00Z', '12.50', { category: 'coffee', merchant: 'Blue Bottle' }),
    tx('2026-11-20T09:00:00Z', '42.10', { category: 'groceries', merchant: 'Whole Foods' }),
    tx('2026-11-20T10:00:00Z', '60', { category: 'fuel', merchant: 'Shell' }),
    tx('2026-11-20T16:00:00Z', '4.5', { category: 'coffee', merchant: 'Blue Bottle' }),
    tx('2026-11-20T17:00:00Z', '2500.00', { type: 'income', category: 'salary', merchant: 'Acme Payroll' }),
    tx('2026-11-20T18:00:00Z', '9.99', { currency: EUR, category: 'entertainment', merchant: 'Spotify' }),
    tx('2026-11-20T19:00:00Z', '100.00', { type: 'transfer' }),
    tx('2026-11-21T00:00:00Z', '888.00', { category: 'electronics', merchant: 'Best Buy' }),
  ]
}

export function fixtureHoldings(): Holding[] {
  return [
    holding('bitcoin', '0.5', { assetType: 'crypto' }),
    holding('AAPL', '10', { averageCost: '150.25' as DecimalString }),
  ]
}
