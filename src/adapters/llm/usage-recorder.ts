import { LRUCache } from 'lru-cache'
import type { Clock } from '../../application/ports/clock.js'
import type { LlmUsage } from '../../application/ports/llm.js'
import type { LlmUsageRepository } from '../../application/ports/llm-usage-repository.js'
import type { Log } from '../../application/ports/log.js'
import type { UsageListener } from './openai-llm.js'
import { dayOf } from '../../domain/calendar.js'

/**
 * Records each model call's tokens without holding up the answer, and is itself the usage
 * repository the budget check reads: `tokensOn` first waits for that user's writes in flight, so a
 * request that follows a finished one always sees its tokens. A failed write is logged, not thrown.
 * A user's daily total is cached for a few seconds (this process's own calls are added to it at
 * once): other instances' usage shows up within CACHE_TTL_MS, one query fewer per request.
 */
const CACHE_TTL_MS = 5_000

export class UsageRecorder implements LlmUsageRepository {
  readonly #store: LlmUsageRepository
  readonly #clock: Clock
  readonly #log: Log
  readonly #pending = new Map<string, Set<Promise<void>>>()
  readonly #totals = new LRUCache<string, { tokens: number }>({ max: 20_000, ttl: CACHE_TTL_MS })

  constructor({ store, clock, log }: { store: LlmUsageRepository; clock: Clock; log: Log }) {
    this.#store = store
    this.#clock = clock
    this.#log = log
  }

  /** The OpenAiLlm hook: fire and forget. */
  readonly listener: UsageListener = (userId, usage) => {
    void this.add(userId, dayOf(this.#clock.now()), usage)
  }

  async add(userId: string, day: string, usage: LlmUsage): Promise<void> {
    const cached = this.#totals.get(`${userId}\u0000${day}`)
    if (cached) cached.tokens += usage.inputTokens + usage.outputTokens
    const write = this.#store.add(userId, day, usage).catch((error: unknown) => {
      this.#log.warn({ err: error, userId }, 'could not record model token usage')
    })
    const set = this.#pending.get(userId) ?? new Set()
    set.add(write)
    this.#pending.set(userId, set)
    try {
      await write
    } finally {
      set.delete(write)
      if (set.size === 0) this.#pending.delete(userId)
    }
  }

  async tokensOn(userId: string, day: string): Promise<number> {
    const set = this.#pending.get(userId)
    if (set) await Promise.all(set)
    const key = `${userId}\u0000${day}`
    const cached = this.#totals.get(key)
    if (cached) return cached.tokens
    const tokens = await this.#store.tokensOn(userId, day)
    this.#totals.set(key, { tokens })
    return tokens
  }
}
