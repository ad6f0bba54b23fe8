import { periodStart } from '../market/history-window.js'
import type { HistoryPeriod } from '../market/market-data.js'
import type { IsoDate } from './calendar.js'

const WIDENING: readonly HistoryPeriod[] = ['5d', '1mo', '3mo', '6mo', '1y', '2y', '5y', '10y', 'max']

/** The shortest history period of the market ports whose window starts on or before `from`. */
export function periodCovering(from: IsoDate, now: Date): HistoryPeriod {
  const start = Date.parse(`${from}T00:00:00Z`)
  return WIDENING.find((p) => periodStart(p, now).getTime() <= start) ?? 'max'
}
