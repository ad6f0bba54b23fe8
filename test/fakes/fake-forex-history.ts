import type { ForexHistory } from '../../src/application/ports/forex-history.js'
import type { IsoDate } from '../../src/domain/portfolio/calendar.js'
import type { DailyClose } from '../../src/domain/portfolio/daily-closes.js'

/** Daily rates by pair ("EUR/USD" -> {'YYYY-MM-DD': rate}); a pair it was not given is unknown. */
export class FakeForexHistory implements ForexHistory {
  readonly ratesByPair = new Map<string, Record<string, number>>()
  readonly asked: string[] = []
  /** Thrown by every call while set, as a provider outage. */
  failure: Error | undefined

  async dailyRates(
    base: string,
    quote: string,
    from: IsoDate,
    to: IsoDate,
  ): Promise<DailyClose[] | undefined> {
    this.asked.push(`${base}/${quote}`)
    if (this.failure) throw this.failure
    const rates = this.ratesByPair.get(`${base}/${quote}`)
    if (!rates) return undefined
    return Object.entries(rates)
      .filter(([date]) => date >= from && date <= to)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, close]) => ({ date: date as IsoDate, close }))
  }
}
