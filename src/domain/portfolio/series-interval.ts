import { addDays, type IsoDate } from './calendar.js'

export const SERIES_INTERVALS = ['day', 'week', 'month'] as const
export type SeriesInterval = (typeof SERIES_INTERVALS)[number]

/** The Monday of a day's ISO week. */
function weekOf(date: IsoDate): IsoDate {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(date, -weekday)
}

/**
 * Thins a daily series (oldest first) to one point per interval: the last day of each week
 * (Monday to Sunday) or calendar month the series has, so a point is the value at the period's
 * end (or the latest one, for the period in progress).
 */
export function sampleSeries<T extends { readonly date: IsoDate }>(
  days: readonly T[],
  interval: SeriesInterval,
): T[] {
  if (interval === 'day') return [...days]
  const keyOf = interval === 'week' ? weekOf : (d: IsoDate) => d.slice(0, 7)
  const out: T[] = []
  days.forEach((day, i) => {
    const next = days[i + 1]
    if (!next || keyOf(next.date) !== keyOf(day.date)) out.push(day)
  })
  return out
}
