import type { Metrics } from '../../application/ports/metrics.js'
import { UpstreamTimeoutError, UpstreamUnavailableError } from '../../domain/errors.js'
import { OutboundRefusedError } from '../outbound-http/outbound-refused.js'
import { InProcessBackoffGate, type BackoffGate } from './backoff-gate.js'

/** A non-2xx answer from a provider, as the adapters see it before it becomes a domain error. */
export class UpstreamHttpError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | undefined,
    detail: string,
  ) {
    super(`HTTP ${status}: ${detail.slice(0, 200)}`)
    this.name = 'UpstreamHttpError'
  }
}

export interface UpstreamPolicy {
  /** The whole budget of one logical call, retries included: a hung provider is a 504 after this. */
  readonly timeoutMs: number
  /** Extra attempts after the first, for transient failures only (network, 5xx). */
  readonly retries: number
  readonly baseDelayMs?: number
  readonly random?: () => number
  /** Where each call's outcome is counted (upstream_calls_total). */
  readonly metrics?: Metrics
  /** Where a 429's back-off is kept: this caller only by default, every instance with Redis. */
  readonly gate?: BackoffGate
}

const DEFAULT_RETRY_AFTER_S = 30

/**
 * One provider's calls: a deadline, bounded retries with full jitter, and a circuit that stays
 * open for the Retry-After of a 429 so we stop asking until the provider lets us (no hammering).
 */
export class UpstreamCaller {
  readonly #gate: BackoffGate

  constructor(
    readonly provider: string,
    readonly policy: UpstreamPolicy,
  ) {
    this.#gate = policy.gate ?? new InProcessBackoffGate()
  }

  /** One logical call (retries included), counted by outcome. */
  async call<T>(attempt: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const metrics = this.policy.metrics
    if (!metrics) return this.#call(attempt)
    try {
      const result = await this.#call(attempt)
      metrics.upstreamCall(this.provider, 'ok')
      return result
    } catch (error) {
      const outcome =
        error instanceof UpstreamTimeoutError
          ? 'timeout'
          : error instanceof UpstreamUnavailableError && error.retryAfterSeconds !== undefined
            ? 'rate_limited'
            : 'error'
      metrics.upstreamCall(this.provider, outcome)
      throw error
    }
  }

  async #call<T>(attempt: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const waitS = Math.ceil(((await this.#gate.blockedUntil(this.provider)) - Date.now()) / 1000)
    if (waitS > 0)
      throw new UpstreamUnavailableError(this.provider, 'rate limited by the provider', {
        retryAfterSeconds: waitS,
      })
    const deadline = AbortSignal.timeout(this.policy.timeoutMs)
    const random = this.policy.random ?? Math.random
    for (let tried = 0; ; tried++) {
      try {
        return await attempt(deadline)
      } catch (error) {
        if (deadline.aborted) throw new UpstreamTimeoutError(this.provider, { cause: error })
        if (error instanceof UpstreamHttpError && error.status === 429) {
          const retryAfter = error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S
          await this.#gate.block(this.provider, Date.now() + retryAfter * 1000)
          throw new UpstreamUnavailableError(this.provider, 'rate limited by the provider', {
            cause: error,
            retryAfterSeconds: Math.max(1, retryAfter),
          })
        }
        if (!isTransient(error) || tried >= this.policy.retries) {
          throw new UpstreamUnavailableError(this.provider, describe(error), { cause: error })
        }
        const delay = random() * (this.policy.baseDelayMs ?? 200) * 2 ** tried
        await sleep(delay, deadline).catch(() => undefined)
        if (deadline.aborted) throw new UpstreamTimeoutError(this.provider, { cause: error })
      }
    }
  }
}

/** Network failures and 5xx are worth another try; 4xx and malformed payloads are not. */
function isTransient(error: unknown): boolean {
  if (error instanceof UpstreamHttpError) return error.status >= 500
  return error instanceof TypeError // fetch's "fetch failed" (refused, reset)
}

function describe(error: unknown): string {
  if (error instanceof UpstreamHttpError) return `HTTP ${error.status}`
  // Its message says why (a redirect, an answer too large) and names no secret.
  if (error instanceof OutboundRefusedError) return error.message
  if (error instanceof TypeError) return 'unreachable'
  return 'unexpected answer'
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), {
      once: true,
    })
  })
}
