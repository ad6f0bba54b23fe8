import type { RecurringSeries } from '../recurring/recurring-series.js'
import type { InsightFinding } from './insight.js'

/**
 * A recurring payment or income that is late (recurring/describe-series.ts: its expected day
 * and grace days passed without it). One finding per missed payment: its day is the expected
 * day and its subject the last payment seen, so every later run finds the same insight, and
 * the next missed payment (or a new series) makes another. A missed income is a warning.
 */
export function recurringMissed(series: readonly RecurringSeries[]): InsightFinding[] {
  return series
    .filter((s) => s.status === 'late')
    .map((s) => {
      const what =
        s.type === 'income' ? `${s.cadence} income from ${s.merchant}` : `${s.cadence} ${s.merchant} payment`
      return {
        kind: 'recurring_missed' as const,
        severity: s.type === 'income' ? ('warning' as const) : ('info' as const),
        subject: s.transactionIds[s.transactionIds.length - 1]!,
        date: s.nextExpectedOn,
        title: s.type === 'income' ? `No ${s.merchant} income yet` : `No ${s.merchant} payment yet`,
        message:
          `Your ${what} of about ${s.typicalAmount} ${s.currency} was expected on ${s.nextExpectedOn} ` +
          `and has not arrived (last on ${s.lastOn}).`,
        data: {
          merchant: s.merchant,
          currency: s.currency,
          cadence: s.cadence,
          type: s.type,
          typical_amount: s.typicalAmount,
          last_on: s.lastOn,
          expected_on: s.nextExpectedOn,
        },
        transactionIds: [...s.transactionIds],
      }
    })
}
