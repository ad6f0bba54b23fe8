import { addDays, addMonths, daysInMonthOf, type UtcDay } from '../calendar.js'

export const CADENCES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const
export type Cadence = (typeof CADENCES)[number]

interface CadenceRule {
  /** The period's average length in days (a month is 365.25 / 12). */
  readonly days: number
  /** How far (days) a gap between two payments may stray from a whole number of periods. */
  readonly drift: number
  /** Days after an expected date before the payment counts as missed. */
  readonly grace: number
  /** The calendar step from one expected date to the next. */
  readonly step: { readonly days: number } | { readonly months: number }
}

/**
 * The cadences and their tolerances (docs/recurring.md "Cadences"). Monthly: gaps of 25-35 days
 * (a payment due on the 30th that lands on the 28th or on the 3rd), 56-66 for one missed month.
 */
const RULES: Readonly<Record<Cadence, CadenceRule>> = {
  weekly: { days: 7, drift: 2, grace: 3, step: { days: 7 } },
  monthly: { days: 365.25 / 12, drift: 5.5, grace: 5, step: { months: 1 } },
  quarterly: { days: 365.25 / 4, drift: 8, grace: 10, step: { months: 3 } },
  yearly: { days: 365.25, drift: 12, grace: 14, step: { months: 12 } },
}

/** The most periods one gap of a series may span: one expected payment missing in between. */
export const MAX_PERIODS_PER_GAP = 2

/** The gaps (whole days, both ends included) that span `periods` periods at `cadence`. */
export function gapWindow(cadence: Cadence, periods: number): { readonly min: number; readonly max: number } {
  const { days, drift } = RULES[cadence]
  return { min: Math.ceil(periods * days - drift), max: Math.floor(periods * days + drift) }
}

/** How far (days) a gap of `periods` periods lies from their exact length: the closer, the likelier the pair belongs together. */
export function offsetFromPeriods(gap: number, periods: number, cadence: Cadence): number {
  return Math.abs(gap - periods * RULES[cadence].days)
}

/**
 * The expected date `periods` periods after `day`. Monthly steps keep `dayOfMonth` (a series on
 * the 31st goes 31 Jan, 28 Feb, 31 Mar), clamped to the month's last day.
 */
export function periodsAfter(day: UtcDay, cadence: Cadence, dayOfMonth: number, periods = 1): UtcDay {
  const { step } = RULES[cadence]
  return 'days' in step
    ? addDays(day, step.days * periods)
    : addMonths(day, step.months * periods, dayOfMonth)
}

/** The last day before which a payment expected on `expected` is not yet missed. */
export function graceEnd(expected: UtcDay, cadence: Cadence): UtcDay {
  return addDays(expected, RULES[cadence].grace)
}

/**
 * The day of month a monthly series keeps: the last payment's, except when that fell on the last
 * day of a short month: a series paid on 30 Dec, 30 Jan and 28 Feb keeps the 30th (the largest
 * day of its payments at or after the 28th), so March is the 30th again.
 */
export function anchorDayOfMonth(days: readonly UtcDay[]): number {
  const last = days[days.length - 1]!
  const dayNumber = (day: UtcDay) => Number(day.slice(8, 10))
  if (dayNumber(last) !== daysInMonthOf(last)) return dayNumber(last)
  return Math.max(...days.map(dayNumber).filter((n) => n >= dayNumber(last)))
}
