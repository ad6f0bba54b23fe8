/**
 * UTC calendar arithmetic, the one place the project turns instants into days and back. A day is
 * a UTC calendar day written 'YYYY-MM-DD' (what the API, the newsletter key, insights and usage
 * budgets use); days are always UTC, never the server's local time.
 */

/** A UTC calendar day, 'YYYY-MM-DD'. */
export type UtcDay = string

export const DAY_MS = 86_400_000

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/

/** The UTC day an instant falls on. */
export function dayOf(instant: Date): UtcDay {
  return instant.toISOString().slice(0, 10)
}

/** The instant a UTC day starts (midnight UTC). */
export function startOfDay(day: UtcDay): Date {
  return new Date(`${day}T00:00:00Z`)
}

/** Midnight UTC at or before an instant. */
export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()))
}

/** `days` whole days (of 24 h) after an instant, or after a day; negative goes back. */
export function addDays(instant: Date, days: number): Date
export function addDays(day: UtcDay, days: number): UtcDay
export function addDays(at: Date | UtcDay, days: number): Date | UtcDay {
  if (typeof at === 'string') return dayOf(new Date(startOfDay(at).getTime() + days * DAY_MS))
  return new Date(at.getTime() + days * DAY_MS)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: UtcDay, to: UtcDay): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS)
}

/** Every day from `from` to `to`, both included, in order; [] when `to` is before `from`. */
export function eachDay(from: UtcDay, to: UtcDay): UtcDay[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i))
}

/** The instants of the days `from` .. `to` (both included), as the half-open [start, end). */
export function dayRange(from: UtcDay, to: UtcDay): { readonly start: Date; readonly end: Date } {
  return { start: startOfDay(from), end: startOfDay(addDays(to, 1)) }
}

/** `raw` when it is a real calendar day written 'YYYY-MM-DD' (not 2026-02-30), else undefined. */
export function parseUtcDay(raw: string): UtcDay | undefined {
  if (!DAY_SHAPE.test(raw)) return undefined
  const start = startOfDay(raw)
  return !Number.isNaN(start.getTime()) && dayOf(start) === raw ? raw : undefined
}

/** The number of days (28 to 31) of the month a day falls in. */
export function daysInMonthOf(day: UtcDay): number {
  return new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate()
}

/**
 * The day `months` calendar months after `day` (negative goes back), on `dayOfMonth` (by default
 * the day's own), clamped to the last day of that month: 2026-01-31 + 1 month is 2026-02-28, and
 * 2026-02-28 + 1 month on the 31st is 2026-03-31.
 */
export function addMonths(day: UtcDay, months: number, dayOfMonth = Number(day.slice(8, 10))): UtcDay {
  const year = Number(day.slice(0, 4))
  const month = Number(day.slice(5, 7)) - 1 + months
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return dayOf(new Date(Date.UTC(year, month, Math.min(dayOfMonth, last))))
}
