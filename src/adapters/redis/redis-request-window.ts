import { randomUUID } from 'node:crypto'
import type { RequestWindow, TakeResult, WindowState } from '../../application/ports/request-window.js'
import { InProcessRequestWindow } from '../limits/in-process-request-window.js'
import type { RedisConnection } from './redis-connection.js'

/**
 * One sliding-window step, atomic: drop what left the window, count, record when under the
 * limit, and return the window's times. KEYS: the key's sorted set. ARGV: now, window ms, limit, member.
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local admitted = 0
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  admitted = 1
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
local times = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
local out = { admitted }
for i = 2, #times, 2 do out[#out + 1] = times[i] end
return out`

/**
 * RequestWindow shared by every instance through a Redis sorted set per key (docs/scale-out.md).
 * Its answers also update this process's own window, which answers peek() and, while Redis is
 * away, take() (the limit is then per instance, as without Redis).
 */
export class RedisRequestWindow implements RequestWindow {
  readonly #local = new InProcessRequestWindow()

  constructor(readonly redis: RedisConnection) {}

  async take(key: string, limit: number, windowMs: number, nowMs: number): Promise<TakeResult> {
    if (!this.redis.available) return this.#local.take(key, limit, windowMs, nowMs)
    let reply: (string | number)[]
    try {
      reply = (await this.redis.commands.eval(
        TAKE,
        1,
        this.redis.key(`window:${key}`),
        nowMs,
        windowMs,
        limit,
        `${nowMs}-${randomUUID()}`,
      )) as (string | number)[]
    } catch (error) {
      this.redis.failed(error)
      return this.#local.take(key, limit, windowMs, nowMs)
    }
    const times = reply.slice(1).map(Number)
    this.#local.replace(key, times)
    const state = this.#local.peek(key, windowMs, nowMs)
    return { admitted: Number(reply[0]) === 1, ...state }
  }

  peek(key: string, windowMs: number, nowMs: number): WindowState {
    return this.#local.peek(key, windowMs, nowMs)
  }
}
