import type { Clock } from '../../application/ports/clock.js'
import type { StockMarketData } from '../../application/ports/stock-market-data.js'
import { defaultInterval, periodStart } from '../../domain/market/history-window.js'
import type {
  Candle,
  EarningsEvent,
  HistoryInterval,
  HistoryPeriod,
  PriceHistory,
  StockQuote,
  StockSymbol,
} from '../../domain/market/market-data.js'
import { MAX_SYMBOLS_PER_CALL } from './cache-ttl.js'
import { UpstreamHttpError } from './upstream-call.js'
import type { YahooClient } from './yahoo-client.js'
import { dayOf } from '../../domain/calendar.js'

/** The fields of a yahoo-finance2 quote this adapter reads (the library's own type is a wide union). */
export interface YahooQuoteFields {
  symbol: string
  regularMarketPrice?: number
  regularMarketChange?: number
  regularMarketChangePercent?: number
  regularMarketPreviousClose?: number
  regularMarketOpen?: number
  regularMarketDayHigh?: number
  regularMarketDayLow?: number
  regularMarketVolume?: number
  regularMarketTime?: Date
  currency?: string
  marketState?: string
  fullExchangeName?: string
  exchange?: string
  longName?: string
  shortName?: string
  displayName?: string
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

export function toStockQuote(q: YahooQuoteFields, now: Date): StockQuote | undefined {
  const price = num(q.regularMarketPrice)
  if (price === null) return undefined
  return {
    symbol: q.symbol.toUpperCase() as StockSymbol,
    name: q.longName ?? q.shortName ?? q.displayName ?? null,
    price,
    change: num(q.regularMarketChange),
    changePercent: num(q.regularMarketChangePercent),
    currency: q.currency ?? null,
    previousClose: num(q.regularMarketPreviousClose),
    open: num(q.regularMarketOpen),
    dayHigh: num(q.regularMarketDayHigh),
    dayLow: num(q.regularMarketDayLow),
    volume: num(q.regularMarketVolume),
    marketState: q.marketState ?? null,
    exchange: q.fullExchangeName ?? q.exchange ?? null,
    asOf: q.regularMarketTime instanceof Date ? q.regularMarketTime : now,
  }
}

/** Yahoo Finance through yahoo-finance2: `quote` (50 symbols a call), `chart`, `quoteSummary` calendarEvents. */
export class YahooStockMarketData implements StockMarketData {
  constructor(
    private readonly client: YahooClient,
    private readonly clock: Clock,
  ) {}

  /** Raw quotes for up to any number of symbols, 50 a call; Yahoo leaves unknown symbols out. */
  async rawQuotes(symbols: readonly string[]): Promise<YahooQuoteFields[]> {
    const chunks: string[][] = []
    for (let i = 0; i < symbols.length; i += MAX_SYMBOLS_PER_CALL)
      chunks.push(symbols.slice(i, i + MAX_SYMBOLS_PER_CALL))
    const results = await Promise.all(
      chunks.map((chunk) =>
        this.client.run((opts) => this.client.yf.quote(chunk, { return: 'array' }, opts) as Promise<unknown>),
      ),
    )
    return results.flatMap((r) => (Array.isArray(r) ? (r as YahooQuoteFields[]) : []))
  }

  async quotes(symbols: readonly StockSymbol[]): Promise<ReadonlyMap<StockSymbol, StockQuote>> {
    const out = new Map<StockSymbol, StockQuote>()
    if (symbols.length === 0) return out
    const now = this.clock.now()
    for (const raw of await this.rawQuotes(symbols)) {
      const quote = toStockQuote(raw, now)
      if (quote) out.set(quote.symbol, quote)
    }
    return out
  }

  async history(
    symbol: StockSymbol,
    period: HistoryPeriod,
    interval: HistoryInterval | undefined,
  ): Promise<PriceHistory | undefined> {
    const now = this.clock.now()
    const spacing = interval ?? defaultInterval(period)
    const chart = await notFoundAsUndefined(
      this.client.run((opts) =>
        this.client.yf.chart(
          symbol,
          { period1: periodStart(period, now), period2: now, interval: spacing, return: 'array' },
          opts,
        ),
      ),
    )
    if (!chart) return undefined
    const candles: Candle[] = chart.quotes.map((c) => ({
      time: c.date,
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      volume: c.volume,
    }))
    return {
      symbol,
      assetType: 'stock',
      period,
      interval: spacing,
      currency: chart.meta.currency ?? null,
      candles,
    }
  }

  async nextEarnings(symbol: StockSymbol): Promise<EarningsEvent | undefined> {
    const summary = await notFoundAsUndefined(
      this.client.run((opts) => this.client.yf.quoteSummary(symbol, { modules: ['calendarEvents'] }, opts)),
    )
    const earnings = summary?.calendarEvents?.earnings
    const date = earnings?.earningsDate?.[0]
    if (!earnings || !(date instanceof Date)) return undefined
    return {
      symbol,
      name: null,
      date: dayOf(date),
      time: 'unknown',
      epsEstimate: num(earnings.earningsAverage),
      epsActual: null,
      surprisePercent: null,
    }
  }
}

/** Yahoo answers 404 for a symbol it does not know (chart) or that has no fundamentals (ETF quoteSummary). */
async function notFoundAsUndefined<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof UpstreamHttpError && cause.status === 404) return undefined
    throw error
  }
}
