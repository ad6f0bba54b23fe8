import { addMonths, DAY_MS, dayOf, type UtcDay } from '../calendar.js'
import { merchantKey } from '../categories/merchant-key.js'
import { describeSeries, labelOf } from './describe-series.js'
import type { RecurringPayment, RecurringSeries } from './recurring-series.js'
import { findChains } from './series-chains.js'

/**
 * How far back detection reads: three yearly payments and the time until the next one is late
 * (three years and two months).
 */
export const RECURRING_LOOKBACK_MONTHS = 38

/** The first day detection reads, for `today`. */
export const recurringLookbackStart = (today: UtcDay): UtcDay => addMonths(today, -RECURRING_LOOKBACK_MONTHS)

/**
 * The recurring series in one user's payments, as of `today` (docs/recurring.md). Payments are
 * grouped by merchant key (merchant, else description), currency and direction (expense or
 * income; transfers are left out); each group is searched for series (series-chains.ts).
 * Deterministic; ordered by next expected day, then merchant.
 */
export function detectRecurring(payments: readonly RecurringPayment[], today: UtcDay): RecurringSeries[] {
  const groups = new Map<string, { key: string; payments: RecurringPayment[] }>()
  // A heavy user's payments repeat a few hundred labels: each label's key is worked out once.
  const keys = new Map<string | null, string | null>()
  const afterToday = laterThan(today)
  for (const payment of payments) {
    if (payment.type === 'transfer' || afterToday(payment.occurredAt)) continue
    const label = labelOf(payment)
    let key = keys.get(label)
    if (key === undefined) {
      key = merchantKey(label)
      keys.set(label, key)
    }
    if (key === null) continue
    const groupKey = `${key}\u0000${payment.currency}\u0000${payment.type}`
    const group = groups.get(groupKey) ?? { key, payments: [] }
    group.payments.push(payment)
    groups.set(groupKey, group)
  }
  const series: RecurringSeries[] = []
  for (const { key, payments: group } of groups.values()) {
    const ordered = [...group].sort(
      (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || byText(a.id, b.id),
    )
    const points = ordered.map((p) => ({
      day: Math.floor(p.occurredAt.getTime() / DAY_MS),
      size: Number(p.amount),
    }))
    for (const chain of findChains(points))
      series.push(
        describeSeries(
          chain.members.map((i) => ordered[i]!),
          chain.cadence,
          key,
          today,
        ),
      )
  }
  return series.sort(
    (a, b) =>
      byText(a.nextExpectedOn, b.nextExpectedOn) ||
      byText(a.merchantKey, b.merchantKey) ||
      byText(a.currency, b.currency) ||
      byText(a.transactionIds[0]!, b.transactionIds[0]!),
  )
}

const YEAR_ZERO = Date.parse('0000-01-01T00:00:00Z')
const YEAR_TEN_THOUSAND = Date.parse('+010000-01-01T00:00:00Z')

/**
 * Whether an instant's UTC day is after `day`: `dayOf(at) > day`, without an ISO string per
 * payment. Between the years 0000 and 9999 day strings sort as their instants; outside them (or
 * for an invalid date) dayOf decides, as before.
 */
function laterThan(day: UtcDay): (at: Date) => boolean {
  const end = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) + DAY_MS : NaN
  return (at) => {
    const time = at.getTime()
    return Number.isFinite(end) && time >= YEAR_ZERO && time < YEAR_TEN_THOUSAND
      ? time >= end
      : dayOf(at) > day
  }
}

/** Code-unit order: the same on every machine, whatever its locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
