import { asFunction } from 'awilix'
import type { CryptoMarketData } from '../../application/ports/crypto-market-data.js'
import type { EarningsCalendar } from '../../application/ports/earnings-calendar.js'
import type { ForexRates } from '../../application/ports/forex-rates.js'
import type { HoldingRepository } from '../../application/ports/ledger-repositories.js'
import type { StockMarketData } from '../../application/ports/stock-market-data.js'
import { GetCryptoPrice, GetCryptoPrices } from '../../application/use-cases/market/get-crypto-prices.js'
import { GetEarningsCalendar } from '../../application/use-cases/market/get-earnings-calendar.js'
import { GetForexRates } from '../../application/use-cases/market/get-forex-rates.js'
import { GetMarketBatch } from '../../application/use-cases/market/get-market-batch.js'
import { GetPriceHistory } from '../../application/use-cases/market/get-price-history.js'
import { GetQuote } from '../../application/use-cases/market/get-quote.js'
import { GetQuotes } from '../../application/use-cases/market/get-quotes.js'
import { ValueHoldings } from '../../application/use-cases/market/value-holdings.js'
import type { MarketHttpCradle } from '../../adapters/http/market/market-http-cradle.js'
import { CachedCryptoMarketData } from '../../adapters/market/cached-crypto-market-data.js'
import { CachedEarningsCalendar } from '../../adapters/market/cached-earnings-calendar.js'
import { CachedForexRates } from '../../adapters/market/cached-forex-rates.js'
import { CachedStockMarketData } from '../../adapters/market/cached-stock-market-data.js'
import { CoinGeckoCryptoMarketData } from '../../adapters/market/coingecko-crypto-market-data.js'
import { FallbackForexRates } from '../../adapters/market/fallback-forex-rates.js'
import { FrankfurterForexRates } from '../../adapters/market/frankfurter-forex-rates.js'
import { NasdaqEarningsCalendar } from '../../adapters/market/nasdaq-earnings-calendar.js'
import { YahooClient } from '../../adapters/market/yahoo-client.js'
import { YahooForexRates } from '../../adapters/market/yahoo-forex-rates.js'
import { YahooStockMarketData } from '../../adapters/market/yahoo-stock-market-data.js'
import type { BackoffGate } from '../../adapters/market/backoff-gate.js'
import type { SharedState } from './shared-state.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** The market ports other areas build on (docs/market.md lists their contracts), and the use cases HTTP serves. */
export interface MarketCradle extends MarketHttpCradle {
  /** Yahoo, cached: quotes 60 s, history 300 s, next earnings 3600 s. */
  stockMarketData: StockMarketData
  /** CoinGecko, cached: prices 60 s, history 300 s. */
  cryptoMarketData: CryptoMarketData
  /** Yahoo with Frankfurter as fallback, cached 300 s. */
  forexRates: ForexRates
  /** Nasdaq, cached 3600 s per day. */
  earningsCalendar: EarningsCalendar
  /** The uncached Yahoo adapter, shared by stock quotes and forex. */
  yahooStockMarketData: YahooStockMarketData
}

interface MarketNeeds extends Pick<FoundationCradle, 'clock' | 'log' | 'metrics'> {
  holdings: HoldingRepository
  /** The shared-state area's caches (Redis, or in-process) and its 429 back-off gate. */
  sharedState: SharedState
  upstreamBackoff: BackoffGate
}

type Reads = MarketCradle & MarketNeeds
const singleton = singletonsOf<Reads>()

/** Vendor adapters behind the caches of docs/api.md "Caches", and the market use cases. */
export const marketArea = defineArea<MarketCradle, MarketNeeds>('market', ({ config }) => {
  const m = config.market
  const policy = { timeoutMs: m.timeoutMs, retries: m.retries }
  // Each provider's calls are counted by outcome (upstream_calls_total).
  const metered = (c: Reads) => ({ ...policy, metrics: c.metrics, gate: c.upstreamBackoff })
  return {
    yahooStockMarketData: asFunction(
      (c: Reads) =>
        new YahooStockMarketData(new YahooClient({ ...metered(c), baseUrl: m.yahooBaseUrl }), c.clock),
    ).singleton(),
    stockMarketData: asFunction(
      (c: Reads) =>
        new CachedStockMarketData(
          c.yahooStockMarketData,
          c.clock,
          m.cacheMaxEntries,
          c.metrics,
          c.sharedState.marketCache,
        ),
    ).singleton(),
    cryptoMarketData: asFunction(
      (c: Reads) =>
        new CachedCryptoMarketData(
          new CoinGeckoCryptoMarketData(
            { ...metered(c), baseUrl: m.coingeckoBaseUrl, apiKey: m.coingeckoApiKey },
            c.clock,
          ),
          c.clock,
          m.cacheMaxEntries,
          c.metrics,
          c.sharedState.marketCache,
        ),
    ).singleton(),
    forexRates: asFunction(
      (c: Reads) =>
        new CachedForexRates(
          new FallbackForexRates(
            new YahooForexRates(c.yahooStockMarketData, c.clock),
            new FrankfurterForexRates({ ...metered(c), baseUrl: m.frankfurterBaseUrl }),
            c.log,
          ),
          c.clock,
          m.cacheMaxEntries,
          c.metrics,
          c.sharedState.marketCache,
        ),
    ).singleton(),
    earningsCalendar: asFunction(
      (c: Reads) =>
        new CachedEarningsCalendar(
          new NasdaqEarningsCalendar({ ...metered(c), baseUrl: m.nasdaqBaseUrl }),
          c.clock,
          m.cacheMaxEntries,
          c.metrics,
          c.sharedState.marketCache,
        ),
    ).singleton(),
    getQuote: singleton(GetQuote),
    getQuotes: singleton(GetQuotes),
    getCryptoPrice: singleton(GetCryptoPrice),
    getCryptoPrices: singleton(GetCryptoPrices),
    getForexRates: singleton(GetForexRates),
    getMarketBatch: singleton(GetMarketBatch),
    getPriceHistory: singleton(GetPriceHistory),
    getEarningsCalendar: singleton(GetEarningsCalendar),
    valueHoldings: singleton(ValueHoldings),
  }
})
