import { NO_METRICS, type Metrics } from '../../application/ports/metrics.js'
import type { Clock } from '../../application/ports/clock.js'
import type { CryptoMarketData } from '../../application/ports/crypto-market-data.js'
import type {
  CryptoCurrency,
  CryptoId,
  CryptoPrice,
  HistoryPeriod,
  PriceHistory,
} from '../../domain/market/market-data.js'
import type { SharedCache } from './shared-cache.js'
import { MARKET_CACHE_TTL_MS, MAX_SYMBOLS_PER_CALL } from './cache-ttl.js'
import { present, single, TtlCache } from './ttl-cache.js'

interface PriceArgs {
  readonly id: CryptoId
  readonly currency: CryptoCurrency
}
interface HistoryArgs extends PriceArgs {
  readonly period: HistoryPeriod
}

/**
 * CryptoMarketData with the caches of docs/api.md "Caches": prices 60 s per (id, currency), history 300 s. A batch's
 * misses are grouped per currency, since one provider call prices many ids in one currency.
 */
export class CachedCryptoMarketData implements CryptoMarketData {
  readonly #prices: TtlCache<PriceArgs, CryptoPrice>
  readonly #history: TtlCache<HistoryArgs, PriceHistory>

  constructor(
    inner: CryptoMarketData,
    clock: Clock,
    max: number,
    metrics: Metrics = NO_METRICS,
    /** Several instances' cache (docs/scale-out.md); absent: this process only. */
    shared?: SharedCache,
  ) {
    this.#prices = new TtlCache({
      name: 'crypto_prices',
      metrics,
      ...(shared ? { shared } : {}),
      ttlMs: MARKET_CACHE_TTL_MS.price,
      max,
      maxBatch: MAX_SYMBOLS_PER_CALL,
      keyOf: priceKey,
      loadMany: async (args) => {
        const byCurrency = new Map<CryptoCurrency, CryptoId[]>()
        for (const a of args) byCurrency.set(a.currency, [...(byCurrency.get(a.currency) ?? []), a.id])
        const out = new Map<string, CryptoPrice>()
        for (const [currency, ids] of byCurrency) {
          for (const [id, price] of await inner.prices(ids, currency))
            out.set(priceKey({ id, currency }), price)
        }
        return out
      },
      clock,
    })
    this.#history = new TtlCache({
      name: 'crypto_history',
      metrics,
      ...(shared ? { shared } : {}),
      ttlMs: MARKET_CACHE_TTL_MS.history,
      max: Math.max(10, Math.floor(max / 10)),
      maxBatch: 1,
      keyOf: historyKey,
      loadMany: async ([a]) => single(historyKey(a!), await inner.history(a!.id, a!.currency, a!.period)),
      clock,
    })
  }

  async prices(
    ids: readonly CryptoId[],
    currency: CryptoCurrency,
  ): Promise<ReadonlyMap<CryptoId, CryptoPrice>> {
    const found = present(await this.#prices.getMany(ids.map((id) => ({ id, currency }))))
    return new Map([...found.values()].map((p) => [p.id, p]))
  }

  history(id: CryptoId, currency: CryptoCurrency, period: HistoryPeriod): Promise<PriceHistory | undefined> {
    return this.#history.get({ id, currency, period })
  }
}

const priceKey = (a: PriceArgs) => `${a.id}|${a.currency}`
const historyKey = (a: HistoryArgs) => `${a.id}|${a.currency}|${a.period}`
