import { NO_METRICS, type Metrics } from '../../application/ports/metrics.js'
import type { Clock } from '../../application/ports/clock.js'
import type { EarningsCalendar } from '../../application/ports/earnings-calendar.js'
import type { EarningsEvent } from '../../domain/market/market-data.js'
import type { SharedCache } from './shared-cache.js'
import { MARKET_CACHE_TTL_MS } from './cache-ttl.js'
import { single, TtlCache } from './ttl-cache.js'

/** EarningsCalendar with the 3600 s cache of docs/api.md "Caches", one entry per day. */
export class CachedEarningsCalendar implements EarningsCalendar {
  readonly #cache: TtlCache<string, readonly EarningsEvent[]>

  constructor(
    inner: EarningsCalendar,
    clock: Clock,
    max: number,
    metrics: Metrics = NO_METRICS,
    /** Several instances' cache (docs/scale-out.md); absent: this process only. */
    shared?: SharedCache,
  ) {
    this.#cache = new TtlCache({
      name: 'earnings_calendar',
      metrics,
      ...(shared ? { shared } : {}),
      ttlMs: MARKET_CACHE_TTL_MS.earnings,
      max: Math.max(10, Math.min(max, 1000)),
      maxBatch: 1,
      keyOf: String,
      loadMany: async ([date]) => single(date, await inner.day(date)),
      clock,
    })
  }

  async day(date: string): Promise<readonly EarningsEvent[]> {
    return (await this.#cache.get(date)) ?? []
  }
}
