import type { Holding } from '../../../domain/ledger/holding.js'
import type { CryptoPrice, EarningsEvent, StockQuote } from '../../../domain/market/market-data.js'
import { parseCryptoCurrency, parseCryptoId, parseStockSymbol } from '../../../domain/market/market-input.js'
import { addDays } from '../../../domain/calendar.js'
import type { NewsStory } from '../../../domain/newsletter/news-story.js'
import {
  portfolioMoves,
  type HoldingMove,
  type PricedPosition,
} from '../../../domain/newsletter/portfolio-moves.js'
import type { CryptoMarketData } from '../../ports/crypto-market-data.js'
import type { EarningsCalendar } from '../../ports/earnings-calendar.js'
import type { Log } from '../../ports/log.js'
import type { NewsSource } from '../../ports/news-source.js'
import type { StockMarketData } from '../../ports/stock-market-data.js'

const QUOTED_TYPES = new Set(['stock', 'etf', 'fund'])
const USD = parseCryptoCurrency('usd')!

export interface NewsletterInputs {
  readonly symbols: string[]
  readonly stories: NewsStory[]
  readonly moves: HoldingMove[]
  readonly earnings: EarningsEvent[]
  /** Which sources failed (the newsletter is still written from the rest). */
  readonly missing: string[]
}

export interface GatherDeps {
  readonly newsSource: NewsSource
  readonly stockMarketData: StockMarketData
  readonly cryptoMarketData: CryptoMarketData
  readonly earningsCalendar: EarningsCalendar
  readonly log: Log
}

/**
 * Everything the newsletter is written from, fetched in parallel. Each source may fail on its own:
 * the failure is logged and that part is left empty, so one slow provider does not cost the day's letter.
 */
export async function gatherInputs(
  deps: GatherDeps,
  holdings: readonly Holding[],
  date: string,
  options: { perQuery: number; earningsDays: number },
): Promise<NewsletterInputs> {
  const quoted = holdings.filter((h) => QUOTED_TYPES.has(h.assetType))
  // Sorted, so the prompts (and which of two duplicate links is kept) do not depend on insertion order.
  const symbols = [...new Set(quoted.map((h) => h.symbol))].sort()
  const missing: string[] = []
  const soft = async <T>(what: string, fallback: T, call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      missing.push(what)
      deps.log.warn({ err: error, source: what }, 'newsletter input unavailable; writing without it')
      return fallback
    }
  }
  const stockSymbols = symbols.map((s) => parseStockSymbol(s)).filter((s) => s !== undefined)
  // Crypto moves come from the crypto provider in USD (24 h change); coins are not searched for news.
  const coins = holdings.filter((h) => h.assetType === 'crypto')
  const coinIds = [
    ...new Set(coins.map((h) => parseCryptoId(h.symbol)).filter((id) => id !== undefined)),
  ].sort()
  const [stories, quotes, earnings, coinPrices] = await Promise.all([
    soft('news', [] as NewsStory[], () => deps.newsSource.latest({ symbols, perQuery: options.perQuery })),
    soft(
      'quotes',
      new Map() as ReadonlyMap<string, StockQuote>,
      async (): Promise<ReadonlyMap<string, StockQuote>> =>
        stockSymbols.length > 0 ? deps.stockMarketData.quotes(stockSymbols) : new Map(),
    ),
    soft('earnings', [] as EarningsEvent[], async () => {
      if (symbols.length === 0) return []
      const days = Array.from({ length: options.earningsDays }, (_, i) => addDays(date, i))
      const wanted = new Set(symbols)
      const perDay = await Promise.all(days.map((d) => deps.earningsCalendar.day(d)))
      return perDay.flat().filter((e) => wanted.has(e.symbol.toUpperCase()))
    }),
    soft(
      'crypto',
      new Map() as ReadonlyMap<string, CryptoPrice>,
      async (): Promise<ReadonlyMap<string, CryptoPrice>> =>
        coinIds.length > 0 ? deps.cryptoMarketData.prices(coinIds, USD) : new Map(),
    ),
  ])
  const positions: PricedPosition[] = quoted.flatMap((h) => {
    const quote = quotes.get(h.symbol)
    return quote ? [{ symbol: h.symbol, quantity: h.quantity, quote }] : []
  })
  for (const h of coins) {
    const price = coinPrices.get(h.symbol)
    if (price)
      positions.push({
        symbol: h.symbol,
        quantity: h.quantity,
        quote: {
          name: price.name,
          price: price.price,
          currency: 'USD',
          changePercent: price.changePercent24h,
        },
      })
  }
  return { symbols, stories, moves: portfolioMoves(positions), earnings, missing }
}
