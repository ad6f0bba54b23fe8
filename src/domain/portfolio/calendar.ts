/** A UTC calendar day, "YYYY-MM-DD". Snapshots, closes and rates are keyed by it. */
export type IsoDate = string & { readonly __brand: 'IsoDate' }

const DAY_MS = 86_400_000
const SHAPE = /^\d{4}-\d{2}-\d{2}$/

/** The UTC day an instant falls on. */
export function utcDate(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10) as IsoDate
}

/** Reads "YYYY-MM-DD" (a real calendar day) or returns undefined. */
export function toIsoDate(raw: string): IsoDate | undefined {
  if (!SHAPE.test(raw)) return undefined
  const d = new Date(`${raw}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && utcDate(d) === raw ? (raw as IsoDate) : undefined
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return utcDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS))
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS)
}

/** Every day from `from` to `to`, both included (empty when from > to). */
export function eachDay(from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d)
  return out
}

/** The first instant after the day ends: a transaction at or after it happened "after that date". */
export function endOfDay(date: IsoDate): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS)
}

/** How far back a history goes at most (a ledger's first fact could be decades old). */
const MAX_HISTORY_DAYS = 366 * 10

/** The first day of a user's history: the ledger's first dated fact, within ten years and not after today. */
export function historyStart(firstFact: IsoDate, today: IsoDate): IsoDate {
  const limit = addDays(today, -MAX_HISTORY_DAYS)
  return firstFact < limit ? limit : firstFact > today ? today : firstFact
}
