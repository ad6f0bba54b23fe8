import type {
  EarningsEvent,
  HistoryInterval,
  HistoryPeriod,
  PriceHistory,
  StockQuote,
  StockSymbol,
} from '../../src/domain/market/market-data.js'
import type { StockMarketData } from '../../src/application/ports/stock-market-data.js'
import { FakeUpstream, lookUp, type Known } from './fake-upstream.js'

/**
 * Stock quotes from a table (or a rule); unknown symbols are left out, as the port says. A known
 * symbol has a history of its own (`histories`) or an empty one; earnings only when given.
 */
export class FakeStockMarketData extends FakeUpstream implements StockMarketData {
  readonly histories = new Map<string, PriceHistory>()
  readonly earnings = new Map<string, EarningsEvent>()
  /** Daily closes by symbol ('YYYY-MM-DD' -> close), served by `history` as Yahoo-like daily candles. */
  readonly closesBySymbol = new Map<string, Record<string, number>>()
  /** The symbols `history` was asked for, in order. */
  readonly historyAsked: string[] = []

  constructor(readonly known: Known<string, StockQuote> = new Map()) {
    super()
  }

  async quotes(symbols: readonly StockSymbol[]): Promise<ReadonlyMap<StockSymbol, StockQuote>> {
    await Promise.resolve() // answers in a later turn, as a real call would
    this.record('quotes', symbols.length)
    return new Map(
      symbols.flatMap((s) => {
        const quote = lookUp(this.known, s)
        return quote ? [[s, quote] as const] : []
      }),
    )
  }

  async history(
    symbol: StockSymbol,
    period: HistoryPeriod,
    interval: HistoryInterval | undefined,
  ): Promise<PriceHistory | undefined> {
    this.historyAsked.push(symbol)
    this.record('history', 1)
    const closes = this.closesBySymbol.get(symbol)
    if (closes) return dailyCandles(symbol, period, closes)
    const quote = lookUp(this.known, symbol)
    if (!quote) return undefined
    return (
      this.histories.get(symbol) ?? {
        symbol,
        assetType: 'stock',
        period,
        interval: interval ?? '1d',
        currency: quote.currency,
        candles: [],
      }
    )
  }

  async nextEarnings(symbol: StockSymbol): Promise<EarningsEvent | undefined> {
    this.record('nextEarnings', 1)
    return this.earnings.get(symbol)
  }
}

function dailyCandles(symbol: string, period: HistoryPeriod, closes: Record<string, number>): PriceHistory {
  return {
    symbol,
    assetType: 'stock',
    period,
    interval: '1d',
    currency: null,
    candles: Object.entries(closes).map(([date, close]) => ({
      time: new Date(`${date}T14:30:00Z`),
      open: null,
      high: null,
      low: null,
      close,
      volume: null,
    })),
  }
}
