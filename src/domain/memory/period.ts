import type { MemoryPeriod } from './memory.js'
import { addDays, dayOf, startOfUtcDay } from '../calendar.js'

/** The UTC instants a summary covers: [start, end). */
export interface PeriodWindow {
  readonly period: MemoryPeriod
  readonly start: Date
  readonly end: Date
  /** start as 'YYYY-MM-DD' */
  readonly periodStart: string
}

function window(period: MemoryPeriod, start: Date, end: Date): PeriodWindow {
  return { period, start, end, periodStart: dayOf(start) }
}

/**
 * The last complete period before `at`: daily is the previous UTC day; weekly the last complete
 * Sunday-to-Saturday week (the Sunday 03:00 run covers the seven days just ended); monthly the
 * previous calendar month. Runs at any time of a period therefore agree on the same window.
 */
export function lastCompletePeriod(period: MemoryPeriod, at: Date): PeriodWindow {
  const today = startOfUtcDay(at)
  switch (period) {
    case 'daily':
      return window(period, addDays(today, -1), today)
    case 'weekly': {
      const end = addDays(today, -today.getUTCDay())
      return window(period, addDays(end, -7), end)
    }
    case 'monthly': {
      const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))
      return window(period, new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1)), end)
    }
  }
}

/** The period just before `w`, for "against the week/month before". */
export function previousPeriod(w: PeriodWindow): PeriodWindow {
  return lastCompletePeriod(w.period, w.start)
}

/** How far back a summary reads: the usual day (28 days), recurring charges (9 weeks), the month before. */
export function lookbackStart(w: PeriodWindow): Date {
  switch (w.period) {
    case 'daily':
      return addDays(w.start, -28)
    case 'weekly':
      return addDays(w.start, -63)
    case 'monthly':
      return previousPeriod(w).start
  }
}
