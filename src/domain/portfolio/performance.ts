import { Decimal } from '../money.js'
import { daysBetween, type IsoDate } from './calendar.js'
import { cumulativeTwr, type DayValue } from './time-weighted-return.js'
import { xirr } from './xirr.js'

export const PERFORMANCE_PERIODS = ['1w', '1m', '3m', 'ytd', '1y', 'max'] as const
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number]

export interface DatedDay extends DayValue {
  readonly date: IsoDate
}

export interface PerformancePoint {
  readonly date: IsoDate
  readonly value: Decimal
  readonly netFlow: Decimal
  readonly twrCumulative: number
}

export interface Performance {
  /** Null when nothing was invested in the period. */
  readonly twr: number | null
  /** Annualised XIRR; null when the flows have no solution (nothing invested, or no sign change). */
  readonly mwr: number | null
  readonly startValue: Decimal
  readonly endValue: Decimal
  /** Flows after the start day (the start value already holds the first day's). */
  readonly netFlows: Decimal
  readonly points: readonly PerformancePoint[]
}

/**
 * TWR and MWR over consecutive days (the first is the period's start: its value is the
 * starting capital, its flow and income are before the period).
 *
 * MWR cash flows, investor's side: -start value on the first day, -buys + sale proceeds +
 * income on each later day, +end value on the last day.
 */
export function performanceOf(days: readonly DatedDay[]): Performance {
  if (days.length === 0) {
    const zero = new Decimal(0)
    return { twr: null, mwr: null, startValue: zero, endValue: zero, netFlows: zero, points: [] }
  }
  const twr = cumulativeTwr(days)
  const first = days[0]!
  const last = days[days.length - 1]!
  const later = days.slice(1)
  const netFlows = later.reduce((s, d) => s.plus(d.inflow).minus(d.outflow), new Decimal(0))
  const invested = first.value.greaterThan(0) || later.some((d) => d.inflow.greaterThan(0))
  const flows = [
    { day: 0, amount: first.value.negated().toNumber() },
    // Most days move no money: only those that do become cash flows.
    ...later
      .filter((d) => !d.income.isZero() || !d.outflow.isZero() || !d.inflow.isZero())
      .map((d) => ({
        day: daysBetween(first.date, d.date),
        amount: d.income.plus(d.outflow).minus(d.inflow).toNumber(),
      })),
    { day: daysBetween(first.date, last.date), amount: last.value.toNumber() },
  ]
  return {
    twr: invested ? twr[twr.length - 1]! : null,
    mwr: invested ? (xirr(flows) ?? null) : null,
    startValue: first.value,
    endValue: last.value,
    netFlows,
    points: days.map((d, i) => ({
      date: d.date,
      value: d.value,
      netFlow: d.inflow.minus(d.outflow),
      twrCumulative: twr[i]!,
    })),
  }
}
