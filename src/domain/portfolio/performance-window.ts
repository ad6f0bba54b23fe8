import { addDays, utcDate, type IsoDate } from './calendar.js'
import type { PerformancePeriod } from './performance.js'

/**
 * The day whose close is a period's starting value. 'max' starts the day before the first
 * snapshot (nothing held yet), so the first purchase is a flow, not a starting value.
 */
export function periodStartDate(period: PerformancePeriod, today: IsoDate, firstSnapshot: IsoDate): IsoDate {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  const monthsBack = (n: number) => {
    // The same day n months back, clamped to the month's last day (31 March - 1m = 28/29 Feb).
    const target = new Date(Date.UTC(y, m - 1 - n, 1))
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
    target.setUTCDate(Math.min(d, last))
    return utcDate(target)
  }
  const start = (() => {
    switch (period) {
      case '1w':
        return addDays(today, -7)
      case '1m':
        return monthsBack(1)
      case '3m':
        return monthsBack(3)
      case 'ytd':
        return `${y - 1}-12-31` as IsoDate
      case '1y':
        return monthsBack(12)
      case 'max':
        return addDays(firstSnapshot, -1)
    }
  })()
  // Before anything was held, the period starts at nothing.
  return start < addDays(firstSnapshot, -1) ? addDays(firstSnapshot, -1) : start
}
