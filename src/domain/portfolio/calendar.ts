import * as calendar from '../calendar.js'

/**
 * A UTC calendar day, "YYYY-MM-DD", branded so that a snapshot's, close's or rate's day is never a
 * stray string. The arithmetic is the project's one calendar (domain/calendar.ts); this file only
 * keeps the brand and the two rules of its own below.
 */
export type IsoDate = calendar.UtcDay & { readonly __brand: 'IsoDate' }

/** The UTC day an instant falls on. */
export const utcDate = (instant: Date): IsoDate => calendar.dayOf(instant) as IsoDate

/** Reads "YYYY-MM-DD" (a real calendar day) or returns undefined. */
export const toIsoDate = (raw: string): IsoDate | undefined =>
  calendar.parseUtcDay(raw) as IsoDate | undefined

export const addDays = (date: IsoDate, days: number): IsoDate => calendar.addDays(date, days) as IsoDate

/** Whole days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: IsoDate, b: IsoDate): number => calendar.daysBetween(a, b)

/** Every day from `from` to `to`, both included (empty when from > to). */
export const eachDay = (from: IsoDate, to: IsoDate): IsoDate[] => calendar.eachDay(from, to) as IsoDate[]

/** The first instant after the day ends: a transaction at or after it happened "after that date". */
export const endOfDay = (date: IsoDate): Date => calendar.startOfDay(calendar.addDays(date, 1))

/** How far back a history goes at most (a ledger's first fact could be decades old). */
const MAX_HISTORY_DAYS = 366 * 10

/** The first day of a user's history: the ledger's first dated fact, within ten years and not after today. */
export function historyStart(firstFact: IsoDate, today: IsoDate): IsoDate {
  const limit = addDays(today, -MAX_HISTORY_DAYS)
  return firstFact < limit ? limit : firstFact > today ? today : firstFact
}
