import type { Clock } from '../../application/ports/clock.js'
import type { ForexHistory } from '../../application/ports/forex-history.js'
import type { StockMarketData } from '../../application/ports/stock-market-data.js'
import type { StockSymbol } from '../../domain/market/market-data.js'
import type { IsoDate } from '../../domain/portfolio/calendar.js'
import { dailyClosesOf } from '../../domain/portfolio/candle-closes.js'
import type { DailyClose } from '../../domain/portfolio/daily-closes.js'
import { periodCovering } from '../../domain/portfolio/history-period.js'

/** Yahoo's daily chart of BASEQUOTE=X (through the stock history port), cut to the window. */
export class YahooForexHistory implements ForexHistory {
  constructor(
    private readonly stocks: StockMarketData,
    private readonly clock: Clock,
  ) {}

  async dailyRates(
    base: string,
    quote: string,
    from: IsoDate,
    to: IsoDate,
  ): Promise<DailyClose[] | undefined> {
    const now = this.clock.now()
    const history = await this.stocks.history(
      `${base}${quote}=X` as StockSymbol,
      periodCovering(from, now),
      '1d',
    )
    if (!history) return undefined
    return dailyClosesOf(history.candles).filter((c) => c.date >= from && c.date <= to)
  }
}
