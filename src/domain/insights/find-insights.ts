import type { Transaction } from '../ledger/transaction.js'
import { categoryPace } from './category-pace.js'
import { duplicateCharges } from './duplicate-charge.js'
import type { InsightFinding, InsightThresholds } from './insight.js'
import { largeTransactions } from './large-transaction.js'
import { newMerchants } from './new-merchant.js'
import { recurringIncreases } from './recurring-increase.js'
import { DAY_MS } from '../calendar.js'

/**
 * Every rule over one user's transactions (oldest first), as of `now`. Deterministic: the same
 * transactions and the same `now` give the same findings, in the same order.
 */
export function findInsights(
  transactions: readonly Transaction[],
  now: Date,
  thresholds: InsightThresholds,
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
    ...recurringIncreases(expenses, recent, thresholds),
  ]
}
