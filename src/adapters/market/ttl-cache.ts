import { LRUCache } from 'lru-cache'
import type { Clock } from '../../application/ports/clock.js'
import type { Metrics } from '../../application/ports/metrics.js'
import { noteExpiry } from './cache-freshness.js'
import { marketCodec, type ValueCodec } from './market-value-codec.js'
import type { SharedCache, SharedOutcome } from './shared-cache.js'

/** With a shared cache, the in-process copy is a near-cache: at most this old (docs/scale-out.md). */
export const NEAR_CACHE_MS = 1000

export interface TtlCacheOptions<A, V> {
  /** docs/api.md "Caches": younger than this is served, older is discarded and refetched. */
  readonly ttlMs: number
  /** Bound on entries (least recently used go first). */
  readonly max: number
  /** Most keys one provider call may carry (Yahoo and CoinGecko: 50; history: 1). */
  readonly maxBatch: number
  readonly keyOf: (arg: A) => string
  /** One provider call for up to maxBatch args; returns values by key, absent for "unknown". */
  readonly loadMany: (args: readonly A[]) => Promise<ReadonlyMap<string, V>>
  readonly clock: Clock
  /** The cache's name in cache_lookups_total. */
  readonly name?: string
  readonly metrics?: Metrics
  /**
   * Several instances' cache (Redis): then this process keeps each value at most NEAR_CACHE_MS
   * (never past its shared expiry), and misses go through the shared cache, which loads each key
   * once for every instance. Values cross it encoded by `codec` (market values by default).
   */
  readonly shared?: SharedCache
  readonly codec?: ValueCodec<V>
}

/**
 * Unknown items are cached too (for the same TTL), so a bad symbol does not cost a call per request.
 * `expiresAt`: the shared expiry, when the entry came through a shared cache.
 */
type Entry<V> = { readonly value: V | undefined; readonly expiresAt?: number; readonly ttlMs?: number }

interface Waiting<A, V> {
  readonly arg: A
  readonly resolve: (entry: Entry<V>) => void
  readonly reject: (error: unknown) => void
}

/**
 * An in-process TTL cache over lru-cache: `fetch()` coalesces concurrent misses of one key into
 * one load, and the misses of one tick (a batch, or concurrent requests) are gathered and sent to
 * the provider in chunks of `maxBatch`, so 80 misses cost 2 calls of 50 and 30.
 * Time comes from the Clock port, so tests can age entries.
 */
export class TtlCache<A, V> {
  readonly #lru: LRUCache<string, Entry<V>, A>
  readonly #options: TtlCacheOptions<A, V>
  #pending: Waiting<A, V>[] = []
  /**
   * The instant a batch of reads is made at, while getMany reads it: lru-cache asks the time
   * (`perf.now`) on every get and peek, and a Date per key was a tenth of a batch of 50's CPU
   * (docs/performance.md). One instant for the whole synchronous batch is also what its
   * near-cache check uses.
   */
  #readingAt: number | undefined
  /** getMany's options to lru-cache's get, one object for every read: its status says how long the entry has left. */
  readonly #reading: { status: LRUCache.Status<string, Entry<V>> } = { status: {} }

  constructor(options: TtlCacheOptions<A, V>) {
    this.#options = options
    this.#lru = new LRUCache<string, Entry<V>, A>({
      max: options.max,
      // lru-cache serves an entry while age <= ttl; the contract (docs/api.md "Caches") serves it only while age < TTL (ms clock).
      ttl: options.ttlMs - 1,
      ttlResolution: 0,
      allowStale: false,
      // An entry evicted while its load is in flight (a batch larger than max) still answers its callers.
      ignoreFetchAbort: true,
      perf: { now: () => this.#readingAt ?? options.clock.now().getTime() },
      fetchMethod: (_key, _stale, { context, options: set }) =>
        this.#enqueue(context).then((entry) => {
          // A near-cache entry lives until its shared expiry, NEAR_CACHE_MS at most.
          if (entry.ttlMs !== undefined) set.ttl = entry.ttlMs
          return entry
        }),
    })
  }

  /** Values by key for every arg (undefined: the provider does not know it). Rejects when a needed load failed. */
  async getMany(args: readonly A[]): Promise<Map<string, V | undefined>> {
    const out = new Map<string, V | undefined>()
    const misses: [string, A][] = []
    const now = this.#options.clock.now().getTime()
    // The earliest expiry of the fresh hits, from what lru-cache's get reports (its status), so
    // the hits are not looked up a second time for it.
    let earliest = Infinity
    const read = this.#reading
    // Fresh hits are read synchronously; only misses (and in-flight keys) go through fetch().
    this.#readingAt = now
    try {
      for (const arg of args) {
        const key = this.#options.keyOf(arg)
        read.status.remainingTTL = NaN // set by get only for an entry it found
        const hit = this.#lru.get(key, read)
        // A near-cache entry is fresh only before its shared expiry, to the millisecond.
        if (hit && (hit.expiresAt === undefined || hit.expiresAt > now)) {
          out.set(key, hit.value)
          const remaining = read.status.remainingTTL ?? NaN
          const expiresAt = hit.expiresAt ?? (remaining > 0 ? now + remaining : Infinity)
          if (expiresAt < earliest) earliest = expiresAt
        } else misses.push([key, arg])
      }
    } finally {
      this.#readingAt = undefined
    }
    const { metrics, name } = this.#options
    if (metrics && name) {
      metrics.cacheLookups(name, true, args.length - misses.length)
      metrics.cacheLookups(name, false, misses.length)
    }
    if (misses.length === 0) {
      if (earliest < Infinity) noteExpiry(earliest)
      return out
    }
    // lru-cache types `context` through a conditional type that a generic A cannot satisfy.
    const fetchEntry = this.#lru.fetch.bind(this.#lru) as (
      key: string,
      options: { context: A; forceRefresh: boolean },
    ) => Promise<Entry<V> | undefined>
    const entries = await Promise.all(
      misses.map(([key, arg]) => fetchEntry(key, { context: arg, forceRefresh: this.#lru.has(key) })),
    )
    misses.forEach(([key], i) => out.set(key, entries[i]?.value))
    this.#noteExpiries(out.keys())
    return out
  }

  /** Tells the request (cache-freshness.ts) until when what it read stays fresh: its earliest expiry. */
  #noteExpiries(keys: Iterable<string>): void {
    const now = this.#options.clock.now().getTime()
    let earliest = Infinity
    this.#readingAt = now
    try {
      for (const key of keys) {
        const shared = this.#lru.peek(key)?.expiresAt
        const remaining = shared === undefined ? this.#lru.getRemainingTTL(key) : NaN
        const expiresAt = shared ?? (remaining > 0 && Number.isFinite(remaining) ? now + remaining : Infinity)
        if (expiresAt < earliest) earliest = expiresAt
      }
    } finally {
      this.#readingAt = undefined
    }
    if (earliest < Infinity) noteExpiry(earliest)
  }

  async get(arg: A): Promise<V | undefined> {
    return (await this.getMany([arg])).values().next().value
  }

  #enqueue(arg: A): Promise<Entry<V>> {
    return new Promise((resolve, reject) => {
      // setImmediate runs after the current batch has registered all its misses.
      if (this.#pending.length === 0) setImmediate(() => this.#flush())
      this.#pending.push({ arg, resolve, reject })
    })
  }

  #flush(): void {
    const waiting = this.#pending
    this.#pending = []
    if (this.#options.shared) return this.#flushShared(this.#options.shared, waiting)
    const { maxBatch, keyOf, loadMany } = this.#options
    for (let i = 0; i < waiting.length; i += maxBatch) {
      const chunk = waiting.slice(i, i + maxBatch)
      loadMany(chunk.map((w) => w.arg)).then(
        (values) => chunk.forEach((w) => w.resolve({ value: values.get(keyOf(w.arg)) })),
        (error: unknown) => chunk.forEach((w) => w.reject(error)),
      )
    }
  }

  /** The tick's misses through the shared cache; lru-cache's fetch() made their keys distinct. */
  #flushShared(shared: SharedCache, waiting: Waiting<A, V>[]): void {
    const { keyOf, loadMany, clock, ttlMs, maxBatch, name = 'cache' } = this.#options
    const codec = this.#options.codec ?? marketCodec<V>()
    const byKey = new Map(waiting.map((w) => [keyOf(w.arg), w]))
    const now = () => clock.now().getTime()
    const answer = (w: Waiting<A, V>, outcome: SharedOutcome | undefined) => {
      if (!outcome) return w.reject(new Error('the shared cache gave no answer'))
      if ('error' in outcome) return w.reject(outcome.error)
      const left = outcome.expiresAt - now()
      w.resolve({
        value: outcome.payload === undefined ? undefined : codec.decode(outcome.payload),
        expiresAt: outcome.expiresAt,
        ttlMs: Math.max(1, Math.min(NEAR_CACHE_MS, left)),
      })
    }
    shared
      .getOrLoad({
        namespace: name,
        keys: [...byKey.keys()],
        ttlMs,
        maxBatch,
        now,
        load: async (keys) => {
          const values = await loadMany(keys.map((k) => byKey.get(k)!.arg))
          const encoded = new Map<string, string>()
          for (const [k, v] of values) encoded.set(k, codec.encode(v))
          return encoded
        },
      })
      .then(
        (outcomes) => byKey.forEach((w, key) => answer(w, outcomes.get(key))),
        (error: unknown) => waiting.forEach((w) => w.reject(error)),
      )
  }
}

/** A one-key load result: absent when the provider does not know the key. */
export function single<V>(key: string, value: V | undefined): Map<string, V> {
  return value === undefined ? new Map() : new Map([[key, value]])
}

/**
 * Drops the "unknown" entries: the ports report unknown items by leaving them out. In place (the
 * map getMany made for its caller), rather than copied for every batch.
 */
export function present<V>(values: Map<string, V | undefined>): Map<string, V> {
  for (const [k, v] of values) if (v === undefined) values.delete(k)
  return values as Map<string, V>
}
