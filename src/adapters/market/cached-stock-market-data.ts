import { NO_METRICS, type Metrics } from '../../application/ports/metrics.js'
import type { Clock } from '../../application/ports/clock.js'
import type { StockMarketData } from '../../application/ports/stock-market-data.js'
import type {
  EarningsEvent,
  HistoryInterval,
  HistoryPeriod,
  PriceHistory,
  StockQuote,
  StockSymbol,
} from '../../domain/market/market-data.js'
import type { SharedCache } from './shared-cache.js'
import { MARKET_CACHE_TTL_MS, MAX_SYMBOLS_PER_CALL } from './cache-ttl.js'
import { present, single, TtlCache } from './ttl-cache.js'

interface HistoryArgs {
  readonly symbol: StockSymbol
  readonly period: HistoryPeriod
  readonly interval: HistoryInterval | undefined
}

/** StockMarketData with the caches of docs/api.md "Caches" in front: quotes 60 s (batched), history 300 s, next earnings 3600 s. */
export class CachedStockMarketData implements StockMarketData {
  readonly #quotes: TtlCache<StockSymbol, StockQuote>
  readonly #history: TtlCache<HistoryArgs, PriceHistory>
  readonly #earnings: TtlCache<StockSymbol, EarningsEvent>

  constructor(
    inner: StockMarketData,
    clock: Clock,
    max: number,
    metrics: Metrics = NO_METRICS,
    /** Several instances' cache (docs/scale-out.md); absent: this process only. */
    shared?: SharedCache,
  ) {
    this.#quotes = new TtlCache({
      name: 'stock_quotes',
      metrics,
      ...(shared ? { shared } : {}),
      ttlMs: MARKET_CACHE_TTL_MS.price,
      max,
      maxBatch: MAX_SYMBOLS_PER_CALL,
      keyOf: String,
      loadMany: (symbols) => inner.quotes(symbols),
      clock,
    })
    this.#history = new TtlCache({
      name: 'stock_history',
      metrics,
      ...(shared ? { shared } : {}),
      ttlMs: MARKET_CACHE_TTL_MS.history,
      max: Math.max(10, Math.floor(max / 10)),
      maxBatch: 1,
      keyOf: (a) => `${a.symbol}|${a.period}|${a.interval ?? ''}`,
      loadMany: async ([a]) =>
        single(
          `${a!.symbol}|${a!.period}|${a!.interval ?? ''}`,
          await inner.history(a!.symbol, a!.period, a!.interval),
        ),
      clock,
    })
    this.#earnings = new TtlCache({
      name: 'stock_next_earnings',
      metrics,
      ...(shared ? { shared } : {}),
      ttlMs: MARKET_CACHE_TTL_MS.earnings,
      max,
      maxBatch: 1,
      keyOf: String,
      loadMany: async ([s]) => single(s, await inner.nextEarnings(s)),
      clock,
    })
  }

  async quotes(symbols: readonly StockSymbol[]): Promise<ReadonlyMap<StockSymbol, StockQuote>> {
    return present(await this.#quotes.getMany(symbols)) as Map<StockSymbol, StockQuote>
  }

  history(
    symbol: StockSymbol,
    period: HistoryPeriod,
    interval: HistoryInterval | undefined,
  ): Promise<PriceHistory | undefined> {
    return this.#history.get({ symbol, period, interval })
  }

  nextEarnings(symbol: StockSymbol): Promise<EarningsEvent | undefined> {
    return this.#earnings.get(symbol)
  }
}
