import { RateLimitedError } from '../../../domain/errors.js'
import type { Clock } from '../../ports/clock.js'
import type { LlmUsageRepository } from '../../ports/llm-usage-repository.js'
import { addDays, dayOf, startOfDay } from '../../../domain/calendar.js'

export interface ModelUseLimitSettings {
  readonly requestsPerMinute: number
  readonly dailyTokenBudget: number
}

const WINDOW_MS = 60_000

/**
 * The per-user limit on model use: requests per rolling minute (counted in this process) and a
 * daily token budget (llm_usage, shared by every process). Beyond either: RateLimitedError, whose
 * retryAfterSeconds is when the oldest request leaves the window, or the next UTC midnight.
 */
export class ModelUseLimit {
  readonly #usage: LlmUsageRepository
  readonly #clock: Clock
  readonly #settings: ModelUseLimitSettings
  readonly #recent = new Map<string, number[]>()

  constructor({
    llmUsage,
    clock,
    modelUseLimits,
  }: {
    llmUsage: LlmUsageRepository
    clock: Clock
    modelUseLimits: ModelUseLimitSettings
  }) {
    this.#usage = llmUsage
    this.#clock = clock
    this.#settings = modelUseLimits
  }

  /**
   * The per-minute window of `userId` as it stands, without using any of it: how many requests
   * it allows, how many are left, and in how many seconds the oldest one leaves the window.
   */
  quota(userId: string): {
    readonly limit: number
    readonly remaining: number
    readonly resetSeconds: number
  } {
    const now = this.#clock.now().getTime()
    const times = (this.#recent.get(userId) ?? []).filter((t) => t > now - WINDOW_MS)
    const limit = this.#settings.requestsPerMinute
    const oldest = times[0]
    return {
      limit,
      remaining: Math.max(0, limit - times.length),
      resetSeconds: oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)),
    }
  }

  /** Admits one model-backed request of `userId` or throws RateLimitedError. */
  async admit(userId: string): Promise<void> {
    this.#checkWindow(userId)
    const now = this.#clock.now()
    const spent = await this.#usage.tokensOn(userId, dayOf(now))
    if (spent >= this.#settings.dailyTokenBudget) {
      const midnight = startOfDay(addDays(dayOf(now), 1)).getTime()
      throw new RateLimitedError(
        'the daily AI token budget is used up; it resets at 00:00 UTC',
        Math.ceil((midnight - now.getTime()) / 1000),
      )
    }
    // Checked again after the await: concurrent requests of one user must not all slip through.
    this.#checkWindow(userId).push(this.#clock.now().getTime())
  }

  #checkWindow(userId: string): number[] {
    const now = this.#clock.now().getTime()
    const times = (this.#recent.get(userId) ?? []).filter((t) => t > now - WINDOW_MS)
    this.#recent.set(userId, times)
    if (times.length >= this.#settings.requestsPerMinute) {
      const oldest = times[0] ?? now
      throw new RateLimitedError(
        `at most ${this.#settings.requestsPerMinute} AI requests per minute`,
        Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)),
      )
    }
    if (this.#recent.size > 10_000) this.#prune(now)
    return times
  }

  /** Bounded memory: forget users with nothing in the window. */
  #prune(now: number): void {
    for (const [user, times] of this.#recent)
      if (!times.some((t) => t > now - WINDOW_MS)) this.#recent.delete(user)
  }
}
