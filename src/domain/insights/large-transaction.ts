import type { Transaction } from '../ledger/transaction.js'
import { Decimal } from '../money.js'
import { groupBy, type InsightFinding, type InsightThresholds } from './insight.js'
import { DAY_MS, dayOf } from '../calendar.js'

/** A recent expense several times the size of the category's usual one (mean of its history). */
export function largeTransactions(
  expenses: readonly Transaction[],
  recent: readonly Transaction[],
  t: InsightThresholds,
): InsightFinding[] {
  const categoryKey = (h: Transaction) => (h.category ? `${h.category.toLowerCase()}|${h.currency}` : null)
  const byCategory = groupBy(expenses, categoryKey)
  const findings: InsightFinding[] = []
  for (const tx of recent) {
    const key = categoryKey(tx)
    if (!key || !tx.category) continue
    const since = tx.occurredAt.getTime() - t.historyDays * DAY_MS
    const history = (byCategory.get(key) ?? []).filter(
      (h) => h.id !== tx.id && h.occurredAt < tx.occurredAt && h.occurredAt.getTime() >= since,
    )
    if (history.length < t.largeMinHistory || new Decimal(tx.amount).lt(t.largeMinAmount)) continue
    const mean = history.reduce((sum, h) => sum.plus(h.amount), new Decimal(0)).dividedBy(history.length)
    const multiple = new Decimal(tx.amount).dividedBy(mean).toNumber()
    if (multiple < t.largeWarningMultiplier) continue
    findings.push({
      kind: 'large_transaction',
      severity: multiple >= t.largeAlertMultiplier ? 'alert' : 'warning',
      subject: tx.id,
      date: dayOf(tx.occurredAt),
      title: `Unusually large ${tx.category} expense`,
      message: `${tx.amount} ${tx.currency}${tx.merchant ? ` at ${tx.merchant}` : ''} is ${multiple.toFixed(1)} times your usual ${tx.category} expense of ${mean.toFixed(2)} ${tx.currency}.`,
      data: {
        category: tx.category,
        currency: tx.currency,
        amount: tx.amount,
        usual_amount: mean.toFixed(2),
        multiple: Number(multiple.toFixed(2)),
      },
      transactionIds: [tx.id],
    })
  }
  return findings
}
