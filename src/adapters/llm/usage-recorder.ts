import { LRUCache } from 'lru-cache'
import type { Clock } from '../../application/ports/clock.js'
import type { LlmUsage } from '../../application/ports/llm.js'
import type { DayUsage, LlmUsageRepository } from '../../application/ports/llm-usage-repository.js'
import type { Log } from '../../application/ports/log.js'
import type { UsageListener } from './openai-llm.js'
import { dayOf } from '../../domain/calendar.js'

/** The table the recorder writes: several users' calls in one statement. */
export interface UsageTable extends Pick<LlmUsageRepository, 'tokensOn'> {
  addAll(rows: readonly DayUsage[]): Promise<void>
}

/**
 * Records each model call's tokens without holding up the answer, and is itself the usage
 * repository the budget check reads: `tokensOn` first waits for that user's writes in flight, so a
 * request that follows a finished one always sees its tokens. A failed write is logged, not thrown.
 *
 * A user's daily total is kept in process (this process's own calls are added to it at once). A
 * total read less than FRESH_MS ago is served as it is; an older one (up to KEEP_MS) is served at
 * once while a read of the table refreshes it behind the question, so an active user's budget check
 * costs no query; after KEEP_MS the check reads the table first. Other instances' usage therefore
 * counts within FRESH_MS plus one question (docs/advisor.md). A day's total only grows, so the
 * kept total is the larger of the table's and what this process knew: never an undercount of either.
 *
 * The writes are grouped: one statement at a time, carrying every call recorded since the one before
 * (summed per user and day), so 50 streams ending together cost one or two round trips, not 50. A
 * call recorded while nothing is in flight is written on the next turn of the event loop.
 */
const FRESH_MS = 5_000
const KEEP_MS = 10 * 60_000

interface KnownTotal {
  readonly tokens: number
  /** When the table was last read for it (the clock's ms). */
  readonly readAt: number
}

export class UsageRecorder implements LlmUsageRepository {
  readonly #store: UsageTable
  readonly #clock: Clock
  readonly #log: Log
  readonly #pending = new Map<string, Set<Promise<void>>>()
  /** Calls not yet written, summed per user and day. */
  #queued = new Map<string, DayUsage>()
  /** The write that will carry #queued, once the one in flight (if any) is done. */
  #nextWrite: Promise<void> | undefined
  #inFlight: Promise<void> = Promise.resolve()
  readonly #totals = new LRUCache<string, KnownTotal>({ max: 20_000, ttl: KEEP_MS })
  /** One read of the table at a time per user and day. */
  readonly #reading = new Map<string, Promise<number>>()

  constructor({ store, clock, log }: { store: UsageTable; clock: Clock; log: Log }) {
    this.#store = store
    this.#clock = clock
    this.#log = log
  }

  /** The OpenAiLlm hook: fire and forget. */
  readonly listener: UsageListener = (userId, usage) => {
    void this.add(userId, dayOf(this.#clock.now()), usage)
  }

  async add(userId: string, day: string, usage: LlmUsage): Promise<void> {
    const key = `${userId}\u0000${day}`
    const known = this.#totals.get(key)
    if (known)
      this.#totals.set(key, { ...known, tokens: known.tokens + usage.inputTokens + usage.outputTokens })
    const queued = this.#queued.get(key)
    this.#queued.set(key, {
      userId,
      day,
      requests: (queued?.requests ?? 0) + 1,
      inputTokens: (queued?.inputTokens ?? 0) + usage.inputTokens,
      outputTokens: (queued?.outputTokens ?? 0) + usage.outputTokens,
    })
    const write = this.#scheduleWrite()
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

  /** Resolves once every call recorded so far is written (at shutdown, before the pool closes). */
  async drain(): Promise<void> {
    while (this.#nextWrite) await this.#nextWrite
    await this.#inFlight
  }

  async tokensOn(userId: string, day: string): Promise<number> {
    const set = this.#pending.get(userId)
    if (set) await Promise.all(set)
    const key = `${userId}\u0000${day}`
    const known = this.#totals.get(key)
    if (!known) return this.#read(userId, day, key)
    if (this.#clock.now().getTime() - known.readAt >= FRESH_MS)
      this.#read(userId, day, key).catch((error: unknown) => {
        this.#log.warn({ err: error, userId }, 'could not refresh the daily model token total')
      })
    return known.tokens
  }

  /**
   * `userId`'s row was just made by this process's insert: llm_usage references users (on delete
   * cascade), so no usage of theirs was stored before that row, and today's total is 0 without a
   * read. Kept as if read now, so another instance's usage still counts within FRESH_MS. A total
   * already known or being read is left alone.
   */
  startsWithoutUsage(userId: string): void {
    const key = `${userId}\u0000${dayOf(this.#clock.now())}`
    if (this.#totals.has(key) || this.#reading.has(key)) return
    this.#totals.set(key, { tokens: 0, readAt: this.#clock.now().getTime() })
  }

  /**
   * Group commit, by hand: no library in the project batches writes this way (DataLoader batches
   * reads per tick and would keep one promise per key). Resolves once what is queued now is
   * written; never rejects (a failed write is logged, as each call's was before).
   */
  #scheduleWrite(): Promise<void> {
    this.#nextWrite ??= this.#inFlight
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(async () => {
        const rows = [...this.#queued.values()]
        this.#queued = new Map()
        this.#nextWrite = undefined
        this.#inFlight = this.#write(rows)
        await this.#inFlight
      })
    return this.#nextWrite
  }

  /**
   * One statement for all; if it fails, one per row, so that one bad row (a user deleted meanwhile:
   * llm_usage references users) does not lose the others' tokens. Failures are logged, not thrown.
   */
  async #write(rows: readonly DayUsage[]): Promise<void> {
    try {
      await this.#store.addAll(rows)
      return
    } catch (error) {
      if (rows.length === 1) return this.#failed(rows[0]!, error)
    }
    await Promise.all(
      rows.map((row) => this.#store.addAll([row]).catch((e: unknown) => this.#failed(row, e))),
    )
  }

  #failed(row: DayUsage, error: unknown): void {
    this.#log.warn({ err: error, userId: row.userId }, 'could not record model token usage')
  }

  /** Reads the table and keeps the larger total. */
  #read(userId: string, day: string, key: string): Promise<number> {
    const running = this.#reading.get(key)
    if (running) return running
    const reading = (async () => {
      const stored = await this.#store.tokensOn(userId, day)
      const tokens = Math.max(stored, this.#totals.get(key)?.tokens ?? 0)
      this.#totals.set(key, { tokens, readAt: this.#clock.now().getTime() })
      return tokens
    })().finally(() => this.#reading.delete(key))
    this.#reading.set(key, reading)
    return reading
  }
}
