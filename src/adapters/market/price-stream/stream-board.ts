/** An update as the board carries it: the item's key, its seq, and the price encoded once. */
export interface BoardUpdate {
  readonly key: string
  readonly seq: number
  readonly payload: string
}

/**
 * Where the instances of a live price stream meet (docs/scale-out.md "Live prices"): who watches
 * what, who polls this interval, the update sequence, the latest update of each item, and the
 * fan-out of new updates. In process (one instance) or in Redis (every instance). Its methods
 * never throw for the store's own reasons: a store that is away answers as one process would.
 */
export interface StreamBoard {
  /** `instance` watches `keys` for `ttlMs` more (renewed every interval; a dead instance's lapse). */
  announce(instance: string, keys: readonly string[], ttlMs: number): Promise<void>
  /** `instance` stopped watching `keys`. */
  withdraw(instance: string, keys: readonly string[]): Promise<void>
  /** Every key some live instance watches. */
  watched(): Promise<string[]>
  /** True for exactly one caller per `tick` (the instance that polls this interval). */
  claimTick(tick: number, ttlMs: number): Promise<boolean>
  /** The next update seq (larger than every one before it). */
  nextSeq(): Promise<number>
  /** The newest seq handed out (0: none). */
  currentSeq(): Promise<number>
  /** Stores the updates as their items' latest and sends them to every instance's handler. */
  publish(updates: readonly BoardUpdate[]): Promise<void>
  /** The latest update of each key that has one. */
  latest(keys: readonly string[]): Promise<Map<string, BoardUpdate>>
  onUpdates(handler: (updates: readonly BoardUpdate[]) => void): void
}

/** The board of a single process (no Redis): one poller per process. */
export class InProcessStreamBoard implements StreamBoard {
  readonly #watchers = new Map<string, Map<string, number>>()
  readonly #latest = new Map<string, BoardUpdate>()
  readonly #handlers: ((updates: readonly BoardUpdate[]) => void)[] = []
  #lastTick = -1
  #seq = 0

  async announce(instance: string, keys: readonly string[], ttlMs: number): Promise<void> {
    const until = Date.now() + ttlMs
    for (const key of keys) {
      const by = this.#watchers.get(key) ?? new Map<string, number>()
      by.set(instance, until)
      this.#watchers.set(key, by)
    }
  }

  async withdraw(instance: string, keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const by = this.#watchers.get(key)
      by?.delete(instance)
      if (by?.size === 0) {
        this.#watchers.delete(key)
        this.#latest.delete(key)
      }
    }
  }

  async watched(): Promise<string[]> {
    const now = Date.now()
    return [...this.#watchers].filter(([, by]) => [...by.values()].some((t) => t > now)).map(([k]) => k)
  }

  async claimTick(tick: number): Promise<boolean> {
    if (tick <= this.#lastTick) return false
    this.#lastTick = tick
    return true
  }

  /** The clock's ms, or one more than the last (RedisStreamBoard's rule, so both stay comparable). */
  async nextSeq(): Promise<number> {
    this.#seq = Math.max(this.#seq + 1, Date.now())
    return this.#seq
  }

  async currentSeq(): Promise<number> {
    return this.#seq
  }

  async publish(updates: readonly BoardUpdate[]): Promise<void> {
    for (const u of updates) this.#latest.set(u.key, u)
    for (const handler of this.#handlers) handler(updates)
  }

  async latest(keys: readonly string[]): Promise<Map<string, BoardUpdate>> {
    const out = new Map<string, BoardUpdate>()
    for (const key of keys) {
      const u = this.#latest.get(key)
      if (u) out.set(key, u)
    }
    return out
  }

  onUpdates(handler: (updates: readonly BoardUpdate[]) => void): void {
    this.#handlers.push(handler)
  }
}
