import type { Transaction } from '../ledger/transaction.js'
import { decimal } from '../money.js'
import { merchantKey } from '../categories/merchant-key.js'
import { groupBy, type InsightFinding, type InsightThresholds } from './insight.js'
import { DAY_MS, dayOf } from '../calendar.js'

// Gaps between charges of a subscription: weekly or monthly (days, inclusive).
const CADENCES: readonly (readonly [number, number])[] = [
  [6, 8],
  [26, 35],
]
const cadenceOf = (days: number) => CADENCES.findIndex(([min, max]) => days >= min && days <= max)

/**
 * A recurring charge (same merchant, steady weekly or monthly cadence, the same amount each time)
 * whose latest charge is higher than before.
 */
export function recurringIncreases(
  expenses: readonly Transaction[],
  recent: readonly Transaction[],
  t: InsightThresholds,
): InsightFinding[] {
  const byMerchant = groupBy(expenses, (e) => merchantKey(e.merchant))
  const findings: InsightFinding[] = []
  for (const latest of recent) {
    const key = merchantKey(latest.merchant)
    if (!key) continue
    const prior = (byMerchant.get(key) ?? []).filter(
      (e) => e.id !== latest.id && e.currency === latest.currency && e.occurredAt < latest.occurredAt,
    )
    const series = [...prior.slice(-t.recurringMinPrior), latest]
    if (series.length < t.recurringMinPrior + 1) continue
    const cadences = series
      .slice(1)
      .map((tx, i) => cadenceOf((tx.occurredAt.getTime() - series[i]!.occurredAt.getTime()) / DAY_MS))
    if (cadences.some((c) => c < 0 || c !== cadences[0])) continue
    const previous = series[series.length - 2]!.amount
    if (!series.slice(0, -1).every((tx) => decimal(tx.amount).equals(previous))) continue
    const increase = decimal(latest.amount).minus(previous).dividedBy(previous).times(100)
    if (increase.lte(t.recurringIncreasePercent)) continue
    findings.push({
      kind: 'recurring_increase',
      severity: increase.gte(20) ? 'warning' : 'info',
      subject: latest.id,
      date: dayOf(latest.occurredAt),
      title: `${latest.merchant} now charges more`,
      message: `Your recurring ${latest.merchant} charge went from ${previous} to ${latest.amount} ${latest.currency} (+${increase.toFixed(1)}%).`,
      data: {
        merchant: latest.merchant,
        currency: latest.currency,
        previous_amount: previous,
        new_amount: latest.amount,
        increase_percent: Number(increase.toFixed(1)),
      },
      transactionIds: [...series.map((tx) => tx.id)],
    })
  }
  return findings
}
