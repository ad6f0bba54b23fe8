import { dayOf, type UtcDay } from '../calendar.js'
import { decimal, type DecimalString } from '../money.js'
import { anchorDayOfMonth, graceEnd, periodsAfter, type Cadence } from './cadence.js'
import type { PriceChange, RecurringPayment, RecurringSeries, RecurringStatus } from './recurring-series.js'

/** A price counts as steady once paid this many times in a row. */
export const STEADY_PAYMENTS = 2

/** The text a payment is known by: its merchant, else its description. */
export const labelOf = (payment: RecurringPayment): string | null =>
  payment.merchant?.trim() || payment.description?.trim() || null

/** What one chain of payments (oldest first, same merchant, currency and direction) says, as of `today`. */
export function describeSeries(
  payments: readonly RecurringPayment[],
  cadence: Cadence,
  merchantKey: string,
  today: UtcDay,
): RecurringSeries {
  const last = payments[payments.length - 1]!
  const days = payments.map((p) => dayOf(p.occurredAt))
  const lastOn = days[days.length - 1]!
  const dayOfMonth = anchorDayOfMonth(days)
  const nextExpectedOn = periodsAfter(lastOn, cadence, dayOfMonth)
  return {
    merchant: labelOf(last) ?? merchantKey,
    merchantKey,
    category: [...payments].reverse().find((p) => p.category !== null)?.category ?? null,
    type: last.type === 'income' ? 'income' : 'expense',
    cadence,
    typicalAmount: median(payments.map((p) => p.amount)),
    lastAmount: last.amount,
    currency: last.currency,
    lastOn,
    nextExpectedOn,
    transactionIds: payments.map((p) => p.id),
    status: statusOf(today, nextExpectedOn, periodsAfter(lastOn, cadence, dayOfMonth, 2), cadence),
    priceChange: lastPriceChange(payments),
  }
}

function statusOf(today: UtcDay, next: UtcDay, afterNext: UtcDay, cadence: Cadence): RecurringStatus {
  if (today <= graceEnd(next, cadence)) return 'active'
  return today <= graceEnd(afterNext, cadence) ? 'late' : 'ended'
}

/** The middle amount as it was written ("3200.00"); the mean of the two middle ones for an even count. */
function median(amounts: readonly DecimalString[]): DecimalString {
  const sorted = [...amounts].sort((a, b) => decimal(a).comparedTo(decimal(b)))
  const upper = sorted[Math.floor(sorted.length / 2)]!
  const lower = sorted[Math.floor((sorted.length - 1) / 2)]!
  return decimal(lower).equals(decimal(upper))
    ? upper
    : (decimal(lower).plus(upper).dividedBy(2).toFixed() as DecimalString)
}

/**
 * The latest change of a steady price that has held since: the payments since the change are all
 * at the new amount, and the STEADY_PAYMENTS before it at the same old amount. Null when the
 * amount never changed, or wanders (a utility bill).
 */
function lastPriceChange(payments: readonly RecurringPayment[]): PriceChange | null {
  const amounts = payments.map((p) => decimal(p.amount))
  let since = amounts.length - 1
  while (since > 0 && amounts[since - 1]!.equals(amounts[since]!)) since -= 1
  if (since === 0) return null
  const from = amounts[since - 1]!
  let previousCount = 0
  while (since - 1 - previousCount >= 0 && amounts[since - 1 - previousCount]!.equals(from))
    previousCount += 1
  if (previousCount < STEADY_PAYMENTS) return null
  const changed = payments[since]!
  return {
    from: payments[since - 1]!.amount,
    to: changed.amount,
    percent: amounts[since]!.minus(from).dividedBy(from).times(100).toDecimalPlaces(1).toNumber(),
    on: dayOf(changed.occurredAt),
    transactionId: changed.id,
    previousCount,
  }
}
