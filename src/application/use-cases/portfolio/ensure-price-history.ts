import type { CryptoCurrency, CryptoId, StockSymbol } from '../../../domain/market/market-data.js'
import { addDays, utcDate, type IsoDate } from '../../../domain/portfolio/calendar.js'
import { dailyClosesOf } from '../../../domain/portfolio/candle-closes.js'
import type { DailyClose } from '../../../domain/portfolio/daily-closes.js'
import { periodCovering } from '../../../domain/portfolio/history-period.js'
import { instrumentKey, type Instrument } from '../../../domain/portfolio/instrument.js'
import type { Clock } from '../../ports/clock.js'
import type { CryptoMarketData } from '../../ports/crypto-market-data.js'
import type { ForexHistory } from '../../ports/forex-history.js'
import type { Log } from '../../ports/log.js'
import type { PriceHistoryStore } from '../../ports/price-history-store.js'
import type { StockMarketData } from '../../ports/stock-market-data.js'

export interface EnsurePriceHistoryDeps {
  stockMarketData: StockMarketData
  cryptoMarketData: CryptoMarketData
  forexHistory: ForexHistory
  priceHistory: PriceHistoryStore
  clock: Clock
  log: Log
}

/** A series a valuation needs, from a day on. */
export interface PriceNeed {
  readonly instrument: Instrument
  readonly from: IsoDate
}

/** Upstream calls at once: the providers rate-limit, and the daily job asks for every symbol. */
const PARALLEL_FETCHES = 4
/** A daily top-up re-reads the last week, so a close the provider corrected late is replaced. */
const TOP_UP_DAYS = 7

/**
 * Makes sure price_history holds each needed series from its day to today: fetched once, then
 * topped up at most once a day, whoever asks (every user shares the rows). A provider that does
 * not know a symbol is recorded (asked again tomorrow); a provider that fails is logged and the
 * days stay without a close, which valuation reports as missing. Never throws for a provider.
 */
export class EnsurePriceHistory {
  readonly #deps: EnsurePriceHistoryDeps
  constructor(deps: EnsurePriceHistoryDeps) {
    this.#deps = deps
  }

  async execute(needs: readonly PriceNeed[]): Promise<{ fetched: number; failed: number }> {
    const { priceHistory, clock } = this.#deps
    const today = utcDate(clock.now())
    const earliest = new Map<string, PriceNeed>()
    for (const n of needs) {
      const key = instrumentKey(n.instrument)
      const seen = earliest.get(key)
      if (!seen || n.from < seen.from) earliest.set(key, n)
    }
    const records = await priceHistory.fetchRecords([...earliest.values()].map((n) => n.instrument))
    const work: (() => Promise<boolean>)[] = []
    for (const [key, need] of earliest) {
      const record = records.get(key)
      const covered = record !== undefined && record.coveredFrom <= need.from
      if (covered && record.fetchedOn >= today) continue
      const from = covered ? maxDate(need.from, addDays(record.fetchedOn, -TOP_UP_DAYS)) : need.from
      const coveredFrom = covered ? record.coveredFrom : need.from
      work.push(() => this.#fetch(need.instrument, from, today, coveredFrom))
    }
    let failed = 0
    const queue = [...work]
    await Promise.all(
      Array.from({ length: PARALLEL_FETCHES }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) if (!(await job())) failed += 1
      }),
    )
    return { fetched: work.length - failed, failed }
  }

  async #fetch(
    instrument: Instrument,
    from: IsoDate,
    today: IsoDate,
    coveredFrom: IsoDate,
  ): Promise<boolean> {
    const { priceHistory, log } = this.#deps
    try {
      const closes = await this.#series(instrument, from, today)
      await priceHistory.save(instrument, closes ?? [], {
        coveredFrom,
        fetchedOn: today,
        known: closes !== undefined,
      })
      return true
    } catch (error) {
      log.warn(
        { err: (error as Error).message, instrument: instrumentKey(instrument) },
        'price history: fetch failed',
      )
      return false
    }
  }

  async #series(instrument: Instrument, from: IsoDate, today: IsoDate): Promise<DailyClose[] | undefined> {
    const { stockMarketData, cryptoMarketData, forexHistory, clock } = this.#deps
    const period = periodCovering(from, clock.now())
    const inWindow = (closes: DailyClose[]) => closes.filter((c) => c.date >= from && c.date <= today)
    switch (instrument.provider) {
      case 'yahoo': {
        const history = await stockMarketData.history(instrument.symbol as StockSymbol, period, '1d')
        return history && inWindow(dailyClosesOf(history.candles))
      }
      case 'coingecko': {
        const [id, currency] = instrument.symbol.split(':') as [string, string]
        const history = await cryptoMarketData.history(id as CryptoId, currency as CryptoCurrency, period)
        return history && inWindow(dailyClosesOf(history.candles))
      }
      case 'fx': {
        const [base, quote] = instrument.symbol.split('/') as [string, string]
        const rates = await forexHistory.dailyRates(base, quote, from, today)
        return rates && inWindow(rates)
      }
    }
  }
}

const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b)
