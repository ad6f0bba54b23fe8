import type { RecurringSeries } from '../recurring/recurring-series.js'
import type { UtcDay } from '../calendar.js'
import type { InsightFinding, InsightThresholds } from './insight.js'

/**
 * A recurring expense (recurring/detect-recurring.ts) whose steady amount, paid at least
 * `recurringMinPrior` times in a row, went up by more than `recurringIncreasePercent` in a
 * payment made since `recentFrom`. One finding per change: its subject is that payment.
 */
export function recurringIncreases(
  series: readonly RecurringSeries[],
  recentFrom: UtcDay,
  t: InsightThresholds,
): InsightFinding[] {
  const findings: InsightFinding[] = []
  for (const s of series) {
    const change = s.priceChange
    if (s.type !== 'expense' || !change || change.on < recentFrom) continue
    if (change.previousCount < t.recurringMinPrior || change.percent <= t.recurringIncreasePercent) continue
    const upTo = s.transactionIds.indexOf(change.transactionId)
    findings.push({
      kind: 'recurring_increase',
      severity: change.percent >= 20 ? 'warning' : 'info',
      subject: change.transactionId,
      date: change.on,
      title: `${s.merchant} now charges more`,
      message: `Your ${s.cadence} ${s.merchant} charge went from ${change.from} to ${change.to} ${s.currency} (+${change.percent.toFixed(1)}%).`,
      data: {
        merchant: s.merchant,
        currency: s.currency,
        cadence: s.cadence,
        previous_amount: change.from,
        new_amount: change.to,
        increase_percent: change.percent,
      },
      transactionIds: s.transactionIds.slice(0, upTo + 1),
    })
  }
  return findings
}
