/**
 * Where a provider's "back off" (a 429 and its Retry-After) is kept, so that every caller of that
 * provider waits: in this process, or (RedisBackoffGate) in every instance. Never throws.
 */
export interface BackoffGate {
  /** ms since the epoch until which `provider` must not be called; 0 or a past time: go ahead. */
  blockedUntil(provider: string): Promise<number>
  /** `provider` asked us to wait until `untilMs`. */
  block(provider: string, untilMs: number): Promise<void>
}

/** The gate of one process (the default, and the fallback of the shared one). */
export class InProcessBackoffGate implements BackoffGate {
  readonly #until = new Map<string, number>()

  async blockedUntil(provider: string): Promise<number> {
    return this.#until.get(provider) ?? 0
  }

  async block(provider: string, untilMs: number): Promise<void> {
    if (untilMs > (this.#until.get(provider) ?? 0)) this.#until.set(provider, untilMs)
  }
}
