import type { Transaction } from '../ledger/transaction.js'
import { Decimal } from '../money.js'
import { type InsightFinding, type InsightThresholds } from './insight.js'
import { dayOf } from '../calendar.js'

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1))

/**
 * This month's spending per category (and currency) against the trailing three-month average:
 * the month-to-date total, projected over the whole month, compared with the average month.
 */
export function categoryPace(
  expenses: readonly Transaction[],
  now: Date,
  t: InsightThresholds,
): InsightFinding[] {
  if (now.getUTCDate() < t.paceMinDayOfMonth) return []
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  const thisMonth = monthStart(year, month)
  const nextMonth = monthStart(year, month + 1)
  const trailingStart = monthStart(year, month - 3)
  const elapsed = (now.getTime() - thisMonth.getTime()) / (nextMonth.getTime() - thisMonth.getTime())

  const groups = new Map<
    string,
    { category: string; currency: string; current: Transaction[]; trailing: Decimal }
  >()
  for (const tx of expenses) {
    if (!tx.category || tx.occurredAt < trailingStart || tx.occurredAt > now) continue
    const key = `${tx.category.toLowerCase()}|${tx.currency}`
    const group = groups.get(key) ?? {
      category: tx.category,
      currency: tx.currency,
      current: [],
      trailing: new Decimal(0),
    }
    if (tx.occurredAt >= thisMonth) group.current.push(tx)
    else group.trailing = group.trailing.plus(tx.amount)
    groups.set(key, group)
  }

  const findings: InsightFinding[] = []
  for (const [subject, g] of groups) {
    const average = g.trailing.dividedBy(3)
    if (g.current.length === 0 || average.lt(t.paceMinAverage)) continue
    const spent = g.current.reduce((sum, tx) => sum.plus(tx.amount), new Decimal(0))
    const projected = spent.dividedBy(elapsed)
    const ratio = projected.dividedBy(average).toNumber()
    if (ratio < t.paceWarningRatio) continue
    const fmt = (d: Decimal) => `${d.toFixed(2)} ${g.currency}`
    findings.push({
      kind: 'category_pace',
      severity: ratio >= t.paceAlertRatio ? 'alert' : 'warning',
      subject,
      date: dayOf(now),
      title: `${g.category} spending is running ahead of usual`,
      message: `You have spent ${fmt(spent)} on ${g.category} this month. At this pace the month ends near ${fmt(projected)}, against a three-month average of ${fmt(average)}.`,
      data: {
        category: g.category,
        currency: g.currency,
        spent_to_date: spent.toFixed(2),
        projected: projected.toFixed(2),
        trailing_average: average.toFixed(2),
        pace_ratio: Number(ratio.toFixed(2)),
      },
      transactionIds: g.current.map((tx) => tx.id),
    })
  }
  return findings
}
