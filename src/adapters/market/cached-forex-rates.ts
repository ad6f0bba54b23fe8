import { NO_METRICS, type Metrics } from '../../application/ports/metrics.js'
import type { Clock } from '../../application/ports/clock.js'
import type { ForexRates } from '../../application/ports/forex-rates.js'
import { pairKey, type ForexPair, type ForexRate } from '../../domain/market/market-data.js'
import type { SharedCache } from './shared-cache.js'
import { MARKET_CACHE_TTL_MS, MAX_SYMBOLS_PER_CALL } from './cache-ttl.js'
import { present, TtlCache } from './ttl-cache.js'

/** ForexRates with the 300 s cache per pair of docs/api.md "Caches"; a batch's misses go out together. */
export class CachedForexRates implements ForexRates {
  readonly #cache: TtlCache<ForexPair, ForexRate>

  constructor(
    inner: ForexRates,
    clock: Clock,
    max: number,
    metrics: Metrics = NO_METRICS,
    /** Several instances' cache (docs/scale-out.md); absent: this process only. */
    shared?: SharedCache,
  ) {
    this.#cache = new TtlCache({
      name: 'forex_rates',
      metrics,
      ...(shared ? { shared } : {}),
      ttlMs: MARKET_CACHE_TTL_MS.forex,
      max,
      maxBatch: MAX_SYMBOLS_PER_CALL,
      keyOf: pairKey,
      loadMany: (pairs) => inner.rates(pairs),
      clock,
    })
  }

  async rates(pairs: readonly ForexPair[]): Promise<ReadonlyMap<string, ForexRate>> {
    return present(await this.#cache.getMany(pairs))
  }
}
