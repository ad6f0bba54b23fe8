import {
  loadInChunks,
  type SharedCache,
  type SharedEntry,
  type SharedLoadRequest,
  type SharedOutcome,
} from '../market/shared-cache.js'
import type { RedisConnection } from './redis-connection.js'
import { errorFromWire, errorToWire, type UpstreamErrorWire } from './upstream-error-wire.js'

/*
 * Stored value: "<expiresAt ms>|v<payload>" or "<expiresAt ms>|u" (the provider does not know the
 * key). The expiry is the loading instance's Clock, so "fresh" means the same on every instance
 * (and tests can age entries); the key's own PX is only Redis's clean-up.
 */

/**
 * For each key: its stored value when fresh; 'E<error>' when its last load failed a moment ago
 * (the failure is shared with those already waiting, for FAILURE_SHARED_MS); else 'L<token>' when
 * this call took the key's lock (the token is a fencing token: only its holder may fill the key),
 * else 'W' (someone else loads it).
 * KEYS: fence counter, n data keys, n lock keys, n failure keys. ARGV: n, now, lease ms.
 */
const CLAIM = `
local n = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local token = nil
local out = {}
for i = 1, n do
  local v = redis.call('GET', KEYS[1 + i])
  local fresh = false
  if v then
    local sep = string.find(v, '|', 1, true)
    if sep and tonumber(string.sub(v, 1, sep - 1)) > now then fresh = true end
  end
  local failed = nil
  if not fresh then failed = redis.call('GET', KEYS[1 + 2 * n + i]) end
  if fresh then
    out[i] = v
  elseif failed then
    out[i] = 'E' .. failed
  else
    if not token then token = redis.call('INCR', KEYS[1]) end
    if redis.call('SET', KEYS[1 + n + i], token, 'NX', 'PX', ARGV[3]) then
      out[i] = 'L' .. token
    else
      out[i] = 'W'
    end
  end
end
return out`

/** How long a failed load answers the requests that were waiting for it (then the next one tries again). */
const FAILURE_SHARED_MS = 500

/**
 * Stores each value whose lock this token still holds (a holder whose lease passed and was
 * taken over writes nothing), frees those locks and wakes the waiters.
 * KEYS: n data keys, n lock keys. ARGV: n, token, px, channel, message, n values.
 */
const FILL = `
local n = tonumber(ARGV[1])
for i = 1, n do
  if redis.call('GET', KEYS[n + i]) == ARGV[2] then
    redis.call('SET', KEYS[i], ARGV[5 + i], 'PX', ARGV[3])
    redis.call('DEL', KEYS[n + i])
  end
end
redis.call('PUBLISH', ARGV[4], ARGV[5])
return 1`

/**
 * Frees the locks this token holds (its load failed), keeps the failure for FAILURE_SHARED_MS and
 * tells the waiters. KEYS: n lock keys, n failure keys. ARGV: token, channel, message, error, ms.
 */
const RELEASE = `
local n = #KEYS / 2
for i = 1, n do
  if redis.call('GET', KEYS[i]) == ARGV[1] then
    redis.call('DEL', KEYS[i])
    redis.call('SET', KEYS[n + i], ARGV[4], 'PX', ARGV[5])
  end
end
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1`

interface DoneMessage {
  /** Data keys just filled (or whose load failed, with `e`). */
  readonly k: readonly string[]
  readonly e?: UpstreamErrorWire
}

type Waker = (error: UpstreamErrorWire | undefined) => void

export interface RedisSharedCacheOptions {
  /** How long a lock lives without its holder: more than one provider call may take. */
  readonly leaseMs: number
  /** The bounded poll of a waiter, in case a wake-up message is lost. */
  readonly pollMs?: number
}

/** SharedCache on Redis: see the interface for the promise; the Lua scripts above make each step atomic. */
export class RedisSharedCache implements SharedCache {
  readonly #redis: RedisConnection
  readonly #leaseMs: number
  readonly #pollMs: number
  readonly #channel: string
  readonly #wakers = new Map<string, Set<Waker>>()

  constructor(redis: RedisConnection, options: RedisSharedCacheOptions) {
    this.#redis = redis
    this.#leaseMs = options.leaseMs
    this.#pollMs = options.pollMs ?? 50
    this.#channel = redis.key('cache:done')
    redis.subscribe(this.#channel, (text) => this.#onDone(text))
  }

  async getOrLoad(request: SharedLoadRequest): Promise<ReadonlyMap<string, SharedOutcome>> {
    if (!this.#redis.available) return loadInChunks(request)
    const out = new Map<string, SharedOutcome>()
    const loads: Promise<void>[] = []
    const dataKey = (key: string) => this.#redis.key(`c:${request.namespace}:${key}`)
    // A waiter that outlives two leases has seen holders come and go: it loads for itself.
    const giveUpAt = Date.now() + 2 * this.#leaseMs
    let pending = [...request.keys]
    while (pending.length > 0) {
      let claimed: string[]
      try {
        claimed = await this.#claim(pending.map(dataKey), request.now())
      } catch (error) {
        this.#redis.failed(error)
        // Redis went away mid-request: what is not answered yet is loaded here.
        for (const [k, v] of await loadInChunks(request, pending)) out.set(k, v)
        break
      }
      const mine = new Map<string, string[]>()
      const waiting: string[] = []
      pending.forEach((key, i) => {
        const reply = claimed[i] ?? 'W'
        if (reply === 'W') waiting.push(key)
        else if (reply.startsWith('E'))
          out.set(key, { error: errorFromWire(JSON.parse(reply.slice(1)) as UpstreamErrorWire) })
        else if (reply.startsWith('L')) mine.set(reply.slice(1), [...(mine.get(reply.slice(1)) ?? []), key])
        else out.set(key, parseStored(reply))
      })
      for (const [token, keys] of mine) loads.push(this.#loadAndFill(request, keys, token, dataKey, out))
      if (waiting.length === 0) break
      if (Date.now() >= giveUpAt) {
        for (const [k, v] of await loadInChunks(request, waiting)) out.set(k, v)
        break
      }
      const failed = await this.#wait(waiting.map(dataKey))
      pending = waiting.filter((key) => {
        const error = failed.get(dataKey(key))
        if (error) out.set(key, { error: errorFromWire(error) })
        return !error
      })
    }
    await Promise.all(loads)
    return out
  }

  async #claim(keys: readonly string[], now: number): Promise<string[]> {
    return (await this.#redis.commands.eval(
      CLAIM,
      1 + 3 * keys.length,
      this.#redis.key('fence'),
      ...keys,
      ...keys.map((k) => this.#sibling(k, 'l:')),
      ...keys.map((k) => this.#sibling(k, 'e:')),
      keys.length,
      now,
      this.#leaseMs,
    )) as string[]
  }

  /** The lock (`l:`) or failure (`e:`) key of a data key. */
  #sibling(dataKey: string, kind: 'l:' | 'e:'): string {
    return this.#redis.key(kind) + dataKey.slice(this.#redis.key('c:').length)
  }

  /** Loads the keys this instance holds, `maxBatch` per provider call, and shares each result. */
  async #loadAndFill(
    request: SharedLoadRequest,
    keys: readonly string[],
    token: string,
    dataKey: (key: string) => string,
    out: Map<string, SharedOutcome>,
  ): Promise<void> {
    const chunks: string[][] = []
    for (let i = 0; i < keys.length; i += request.maxBatch) chunks.push(keys.slice(i, i + request.maxBatch))
    await Promise.all(
      chunks.map(async (chunk) => {
        const data = chunk.map(dataKey)
        const locks = data.map((k) => this.#sibling(k, 'l:'))
        let values: ReadonlyMap<string, string>
        try {
          values = await request.load(chunk)
        } catch (error) {
          for (const key of chunk) out.set(key, { error })
          const wire = errorToWire(error)
          const message: DoneMessage = { k: data, e: wire }
          const failures = data.map((k) => this.#sibling(k, 'e:'))
          await this.#redis.commands
            .eval(
              RELEASE,
              2 * locks.length,
              ...locks,
              ...failures,
              token,
              this.#channel,
              JSON.stringify(message),
              JSON.stringify(wire),
              FAILURE_SHARED_MS,
            )
            .catch((e: unknown) => this.#redis.failed(e)) // the locks lapse with their lease
          return
        }
        const expiresAt = request.now() + request.ttlMs
        const stored = chunk.map((key) => {
          const entry: SharedEntry = { payload: values.get(key), expiresAt }
          out.set(key, entry)
          return `${expiresAt}|${entry.payload === undefined ? 'u' : `v${entry.payload}`}`
        })
        const message: DoneMessage = { k: data }
        await this.#redis.commands
          .eval(
            FILL,
            2 * data.length,
            ...data,
            ...locks,
            data.length,
            token,
            request.ttlMs,
            this.#channel,
            JSON.stringify(message),
            ...stored,
          )
          .catch((e: unknown) => this.#redis.failed(e)) // not shared this time; this instance answers
      }),
    )
  }

  /** Resolves when one of `keys` is filled or failed (with the failures), or after the poll interval. */
  #wait(keys: readonly string[]): Promise<Map<string, UpstreamErrorWire>> {
    return new Promise((resolve) => {
      const failed = new Map<string, UpstreamErrorWire>()
      let timer: NodeJS.Timeout | undefined = undefined
      let settled = false
      const done = () => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        for (const key of keys) {
          const set = this.#wakers.get(key)
          set?.delete(wakers.get(key)!)
          if (set?.size === 0) this.#wakers.delete(key)
        }
        resolve(failed)
      }
      const wakers = new Map<string, Waker>()
      for (const key of keys) {
        const waker: Waker = (error) => {
          if (error) failed.set(key, error)
          // Let the other keys of the same message report too before resolving.
          queueMicrotask(done)
        }
        wakers.set(key, waker)
        let set = this.#wakers.get(key)
        if (!set) this.#wakers.set(key, (set = new Set()))
        set.add(waker)
      }
      timer = setTimeout(done, this.#pollMs)
    })
  }

  #onDone(text: string): void {
    let message: DoneMessage
    try {
      message = JSON.parse(text) as DoneMessage
    } catch {
      return
    }
    for (const key of message.k) {
      const set = this.#wakers.get(key)
      if (!set) continue
      this.#wakers.delete(key)
      for (const wake of set) wake(message.e)
    }
  }
}

function parseStored(text: string): SharedEntry {
  const sep = text.indexOf('|')
  const expiresAt = Number(text.slice(0, sep))
  return { expiresAt, payload: text[sep + 1] === 'v' ? text.slice(sep + 2) : undefined }
}
