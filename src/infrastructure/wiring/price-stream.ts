import { asFunction, asValue } from 'awilix'
import type { PriceFeed } from '../../application/ports/price-feed.js'
import type { GetMarketBatch } from '../../application/use-cases/market/get-market-batch.js'
import { WatchPrices } from '../../application/use-cases/market/watch-prices.js'
import type { PriceStreamHttpCradle } from '../../adapters/http/market/price-stream-http-cradle.js'
import { CoinGeckoCryptoMarketData } from '../../adapters/market/coingecko-crypto-market-data.js'
import type { BackoffGate } from '../../adapters/market/backoff-gate.js'
import { PriceStreamHub } from '../../adapters/market/price-stream/price-stream-hub.js'
import { InProcessStreamBoard } from '../../adapters/market/price-stream/stream-board.js'
import type { YahooStockMarketData } from '../../adapters/market/yahoo-stock-market-data.js'
import { RedisStreamBoard } from '../../adapters/redis/redis-stream-board.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'
import type { SharedState } from './shared-state.js'

export interface PriceStreamCradle extends Omit<PriceStreamHttpCradle, 'shutdownState'> {
  /** Live prices: one poller for every stream of every instance with Redis, one per process without. */
  priceFeed: PriceFeed
}

interface PriceStreamNeeds extends Pick<FoundationCradle, 'clock' | 'log' | 'metrics'> {
  sharedState: SharedState
  upstreamBackoff: BackoffGate
  yahooStockMarketData: YahooStockMarketData
  getMarketBatch: GetMarketBatch
}

type Reads = PriceStreamCradle & PriceStreamNeeds
const singleton = singletonsOf<Reads>()

/** The price TTL (docs/market.md "Caches"): a stream never polls less often than the caches refresh. */
const PRICE_TTL_S = 60
/** CoinGecko's allowance (docs/platform.md): keyless about 5 calls a minute, a demo key 30. */
const CRYPTO_MIN_INTERVAL_MS = { keyless: 15_000, withKey: 2_000 }

/** GET /market/price/stream (docs/scale-out.md "Live prices"). */
export const priceStreamArea = defineArea<PriceStreamCradle, PriceStreamNeeds>(
  'price stream',
  ({ config }) => {
    const m = config.market
    return {
      priceStreamSettings: asValue({ heartbeatMs: config.marketStream.heartbeatMs }),
      priceFeed: asFunction((c: Reads) => {
        const redis = c.sharedState.redis
        return new PriceStreamHub(
          redis ? new RedisStreamBoard(redis) : new InProcessStreamBoard(),
          {
            // Polls ask the providers directly: a poll wants the price now, not the cache's.
            stocks: c.yahooStockMarketData,
            crypto: new CoinGeckoCryptoMarketData(
              {
                timeoutMs: m.timeoutMs,
                retries: m.retries,
                metrics: c.metrics,
                gate: c.upstreamBackoff,
                baseUrl: m.coingeckoBaseUrl,
                apiKey: m.coingeckoApiKey,
              },
              c.clock,
            ),
          },
          {
            intervalMs: Math.min(PRICE_TTL_S, config.marketStream.intervalSeconds) * 1000,
            cryptoMinIntervalMs: m.coingeckoApiKey
              ? CRYPTO_MIN_INTERVAL_MS.withKey
              : CRYPTO_MIN_INTERVAL_MS.keyless,
          },
          c.log,
        )
      })
        .singleton()
        .disposer((hub) => hub.close()),
      watchPrices: singleton(WatchPrices),
    }
  },
)
