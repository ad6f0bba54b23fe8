import type { IsoDate } from '../../domain/portfolio/calendar.js'
import type { DailyClose } from '../../domain/portfolio/daily-closes.js'

/**
 * Daily exchange rates over a window (Yahoo's BASEQUOTE=X daily chart, Frankfurter's ECB time
 * series as the fallback). `close` is units of `quote` for one `base`; days without a rate
 * (weekends, holidays) are absent. Undefined when no source knows the pair.
 * Throws UpstreamUnavailableError or UpstreamTimeoutError when no source could answer.
 */
export interface ForexHistory {
  dailyRates(base: string, quote: string, from: IsoDate, to: IsoDate): Promise<DailyClose[] | undefined>
}
