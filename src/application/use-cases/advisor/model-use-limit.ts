import { RateLimitedError } from '../../../domain/errors.js'
import type { Clock } from '../../ports/clock.js'
import type { LlmUsageRepository } from '../../ports/llm-usage-repository.js'
import { addDays, dayOf, startOfDay } from '../../../domain/calendar.js'
import type { RequestWindow, WindowState } from '../../ports/request-window.js'

export interface ModelUseLimitSettings {
  readonly requestsPerMinute: number
  readonly dailyTokenBudget: number
}

const WINDOW_MS = 60_000

/**
 * The per-user limit on model use: requests per rolling minute (the RequestWindow: this process's,
 * or every instance's with Redis) and a daily token budget (llm_usage in Postgres, shared by every
 * process). Beyond either: RateLimitedError, whose retryAfterSeconds is when the oldest request
 * leaves the window, or the next UTC midnight.
 */
export class ModelUseLimit {
  readonly #usage: LlmUsageRepository
  readonly #clock: Clock
  readonly #settings: ModelUseLimitSettings
  readonly #window: RequestWindow

  constructor({
    llmUsage,
    clock,
    modelUseLimits,
    requestWindow,
  }: {
    llmUsage: LlmUsageRepository
    clock: Clock
    modelUseLimits: ModelUseLimitSettings
    requestWindow: RequestWindow
  }) {
    this.#usage = llmUsage
    this.#clock = clock
    this.#settings = modelUseLimits
    this.#window = requestWindow
  }

  /**
   * The per-minute window of `userId` as this process last saw it, without using any of it: how
   * many requests it allows, how many are left, and in how many seconds the oldest one leaves the window.
   */
  quota(userId: string): {
    readonly limit: number
    readonly remaining: number
    readonly resetSeconds: number
  } {
    const now = this.#clock.now().getTime()
    const state = this.#window.peek(userId, WINDOW_MS, now)
    const limit = this.#settings.requestsPerMinute
    return {
      limit,
      remaining: Math.max(0, limit - state.count),
      resetSeconds: state.oldestMs === undefined ? 0 : this.#secondsUntilFree(state, now),
    }
  }

  /** Admits one model-backed request of `userId` or throws RateLimitedError. */
  async admit(userId: string): Promise<void> {
    const limit = this.#settings.requestsPerMinute
    // Known to be full already: refused without asking the database.
    const seen = this.#window.peek(userId, WINDOW_MS, this.#clock.now().getTime())
    if (seen.count >= limit) this.#refuse(seen)
    const now = this.#clock.now()
    const spent = await this.#usage.tokensOn(userId, dayOf(now))
    if (spent >= this.#settings.dailyTokenBudget) {
      const midnight = startOfDay(addDays(dayOf(now), 1)).getTime()
      throw new RateLimitedError(
        'the daily AI token budget is used up; it resets at 00:00 UTC',
        Math.ceil((midnight - now.getTime()) / 1000),
      )
    }
    // Check and count in one atomic step: concurrent requests of one user must not all slip through.
    const taken = await this.#window.take(userId, limit, WINDOW_MS, this.#clock.now().getTime())
    if (!taken.admitted) this.#refuse(taken)
  }

  #refuse(state: WindowState): never {
    throw new RateLimitedError(
      `at most ${this.#settings.requestsPerMinute} AI requests per minute`,
      this.#secondsUntilFree(state, this.#clock.now().getTime()),
    )
  }

  #secondsUntilFree(state: WindowState, now: number): number {
    return Math.max(1, Math.ceil(((state.oldestMs ?? now) + WINDOW_MS - now) / 1000))
  }
}
