import { InProcessBackoffGate, type BackoffGate } from '../market/backoff-gate.js'
import type { RedisConnection } from './redis-connection.js'

/** Raises a provider's "blocked until" (never lowers it) and lets the key lapse with it. */
const BLOCK = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1`

/**
 * A provider's back-off shared by every instance: when one is told to wait (a 429), all wait
 * (docs/scale-out.md). It also keeps the in-process gate, which answers alone while Redis is away.
 */
export class RedisBackoffGate implements BackoffGate {
  readonly #local = new InProcessBackoffGate()

  constructor(readonly redis: RedisConnection) {}

  async blockedUntil(provider: string): Promise<number> {
    const local = await this.#local.blockedUntil(provider)
    if (!this.redis.available) return local
    try {
      const shared = Number((await this.redis.commands.get(this.#key(provider))) ?? 0)
      return Math.max(local, Number.isFinite(shared) ? shared : 0)
    } catch (error) {
      this.redis.failed(error)
      return local
    }
  }

  async block(provider: string, untilMs: number): Promise<void> {
    await this.#local.block(provider, untilMs)
    if (!this.redis.available) return
    await this.redis.commands
      .eval(BLOCK, 1, this.#key(provider), untilMs, Math.max(1, untilMs - Date.now()))
      .catch((error: unknown) => this.redis.failed(error))
  }

  #key(provider: string): string {
    return this.redis.key(`backoff:${provider}`)
  }
}
