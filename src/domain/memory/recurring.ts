import type { Transaction } from '../ledger/transaction.js'
import { Decimal } from '../money.js'
import { compareText, merchantOf } from './spending.js'

export interface RecurringCharge {
  readonly merchant: string
  readonly amount: Decimal
}

/**
 * Charges of the period that repeat an earlier one: same merchant (case-insensitive) and same
 * amount, seen in the lookback. Subscriptions and bills; one entry per merchant and amount,
 * ordered by merchant.
 */
export function recurringCharges(
  period: readonly Transaction[],
  earlier: readonly Transaction[],
): RecurringCharge[] {
  const keyOf = (t: Transaction) => `${merchantOf(t)?.toLowerCase()}|${new Decimal(t.amount).toFixed()}`
  const seen = new Set(earlier.filter((t) => merchantOf(t) !== null).map(keyOf))
  const found = new Map<string, RecurringCharge>()
  for (const t of period) {
    const merchant = merchantOf(t)
    if (merchant === null || !seen.has(keyOf(t)) || found.has(keyOf(t))) continue
    found.set(keyOf(t), { merchant, amount: new Decimal(t.amount) })
  }
  return [...found.values()].sort(
    (a, b) =>
      compareText(a.merchant.toLowerCase(), b.merchant.toLowerCase()) || a.amount.comparedTo(b.amount),
  )
}
