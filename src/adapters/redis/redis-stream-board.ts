import {
  InProcessStreamBoard,
  type BoardUpdate,
  type StreamBoard,
} from '../market/price-stream/stream-board.js'
import type { RedisConnection } from './redis-connection.js'

/** Stores updates as their items' latest and fans them out. KEYS: latest hash. ARGV: channel, message, ttl ms, then key/payload pairs. */
const PUBLISH = `
for i = 4, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', ARGV[1], ARGV[2])
return 1`

/** The next seq: the clock's ms, or one more than the last when that is later (so seqs of Redis and of an outage's local board stay increasing together). */
const NEXT_SEQ = `
local next = math.max(tonumber(redis.call('GET', KEYS[1]) or '0') + 1, tonumber(ARGV[1]))
redis.call('SET', KEYS[1], string.format('%d', next))
return next`

const LATEST_TTL_MS = 86_400_000

/**
 * The live price board of every instance (docs/scale-out.md "Live prices"): watchers in a sorted
 * set scored by their lease, one SET NX per tick, an INCR sequence, the latest update per item in
 * a hash, and pub/sub for the fan-out. While Redis is away it answers as the in-process board
 * (each instance polls for itself), and sharing resumes with the connection.
 */
export class RedisStreamBoard implements StreamBoard {
  readonly #local = new InProcessStreamBoard()
  readonly #channel: string
  readonly #handlers: ((updates: readonly BoardUpdate[]) => void)[] = []

  constructor(readonly redis: RedisConnection) {
    this.#channel = redis.key('stream:prices')
    redis.subscribe(this.#channel, (text) => {
      let updates: BoardUpdate[]
      try {
        updates = JSON.parse(text) as BoardUpdate[]
      } catch {
        return
      }
      for (const handler of this.#handlers) handler(updates)
    })
    this.#local.onUpdates((updates) => this.#handlers.forEach((h) => h(updates)))
  }

  async announce(instance: string, keys: readonly string[], ttlMs: number): Promise<void> {
    await this.#local.announce(instance, keys, ttlMs)
    if (keys.length === 0) return
    const until = Date.now() + ttlMs
    await this.#shared(() =>
      this.redis.commands.zadd(
        this.#key('stream:watch'),
        ...keys.flatMap((k) => [String(until), `${instance}|${k}`]),
      ),
    )
  }

  async withdraw(instance: string, keys: readonly string[]): Promise<void> {
    await this.#local.withdraw(instance, keys)
    if (keys.length === 0) return
    await this.#shared(() =>
      this.redis.commands.zrem(this.#key('stream:watch'), ...keys.map((k) => `${instance}|${k}`)),
    )
  }

  async watched(): Promise<string[]> {
    const members = await this.#shared(async () => {
      await this.redis.commands.zremrangebyscore(this.#key('stream:watch'), '-inf', String(Date.now()))
      return this.redis.commands.zrange(this.#key('stream:watch'), '0', '-1')
    })
    if (members === undefined) return this.#local.watched()
    return [...new Set(members.map((m) => m.slice(m.indexOf('|') + 1)))]
  }

  async claimTick(tick: number, ttlMs: number): Promise<boolean> {
    const claimed = await this.#shared(() =>
      this.redis.commands.set(this.#key(`stream:tick:${tick}`), '1', 'PX', 2 * ttlMs, 'NX'),
    )
    return claimed === undefined ? this.#local.claimTick(tick) : claimed === 'OK'
  }

  async nextSeq(): Promise<number> {
    const shared = await this.#shared(() =>
      this.redis.commands.eval(NEXT_SEQ, 1, this.#key('stream:seq'), Date.now()),
    )
    return shared === undefined ? this.#local.nextSeq() : Number(shared)
  }

  async currentSeq(): Promise<number> {
    const shared = await this.#shared(() => this.redis.commands.get(this.#key('stream:seq')))
    return shared === undefined ? this.#local.currentSeq() : Number(shared ?? 0)
  }

  async publish(updates: readonly BoardUpdate[]): Promise<void> {
    const done = await this.#shared(() =>
      this.redis.commands.eval(
        PUBLISH,
        1,
        this.#key('stream:latest'),
        this.#channel,
        JSON.stringify(updates),
        LATEST_TTL_MS,
        ...updates.flatMap((u) => [u.key, JSON.stringify(u)]),
      ),
    )
    if (done === undefined) await this.#local.publish(updates)
  }

  async latest(keys: readonly string[]): Promise<Map<string, BoardUpdate>> {
    if (keys.length === 0) return new Map()
    const values = await this.#shared(() => this.redis.commands.hmget(this.#key('stream:latest'), ...keys))
    if (values === undefined) return this.#local.latest(keys)
    const out = new Map<string, BoardUpdate>()
    keys.forEach((key, i) => {
      const text = values[i]
      if (text) out.set(key, JSON.parse(text) as BoardUpdate)
    })
    return out
  }

  onUpdates(handler: (updates: readonly BoardUpdate[]) => void): void {
    this.#handlers.push(handler)
  }

  /** A shared step, or undefined when Redis is away (the caller then answers locally). */
  async #shared<T>(step: () => Promise<T>): Promise<T | undefined> {
    if (!this.redis.available) return undefined
    try {
      return await step()
    } catch (error) {
      this.redis.failed(error)
      return undefined
    }
  }

  #key(name: string): string {
    return this.redis.key(name)
  }
}
