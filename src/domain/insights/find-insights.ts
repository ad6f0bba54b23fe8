import type { Transaction } from '../ledger/transaction.js'
import { categoryPace } from './category-pace.js'
import { duplicateCharges } from './duplicate-charge.js'
import type { InsightFinding, InsightThresholds } from './insight.js'
import { largeTransactions } from './large-transaction.js'
import { newMerchants } from './new-merchant.js'
import { recurringIncreases } from './recurring-increase.js'
import { recurringMissed } from './recurring-missed.js'
import { DAY_MS, dayOf } from '../calendar.js'
import { detectRecurring } from '../recurring/detect-recurring.js'
import type { RecurringSeries } from '../recurring/recurring-series.js'

/**
 * Every rule over one user's transactions (oldest first), as of `now`. Deterministic: the same
 * transactions and the same `now` give the same findings, in the same order. `recurring`: the
 * user's recurring series, detected over a longer history than `transactions` (by default from
 * `transactions` alone).
 */
export function findInsights(
  transactions: readonly Transaction[],
  now: Date,
  thresholds: InsightThresholds,
  recurring: readonly RecurringSeries[] = detectRecurring(transactions, dayOf(now)),
): InsightFinding[] {
  const all = transactions.filter((tx) => tx.occurredAt <= now)
  const expenses = all.filter((tx) => tx.type === 'expense')
  const recentFrom = now.getTime() - thresholds.recentDays * DAY_MS
  const recent = expenses.filter((tx) => tx.occurredAt.getTime() >= recentFrom)
  return [
    ...categoryPace(expenses, now, thresholds),
    ...largeTransactions(expenses, recent, thresholds),
    ...duplicateCharges(expenses, recent, thresholds),
    ...newMerchants(all, recent, thresholds),
    ...recurringIncreases(recurring, dayOf(new Date(recentFrom)), thresholds),
    ...recurringMissed(recurring),
  ]
}
