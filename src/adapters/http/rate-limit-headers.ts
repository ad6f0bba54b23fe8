import type { Context } from 'koa'

/** A limit as the client should see it (the per-minute window of model use). */
export interface Quota {
  readonly limit: number
  readonly remaining: number
  readonly resetSeconds: number
}

/** What the headers need of a limiter: the caller's window, read without using any of it. */
export interface QuotaSource {
  quota(userId: string): Quota
}

/**
 * `RateLimit-Policy` and `RateLimit` (IETF httpapi ratelimit-headers draft, structured fields):
 * the policy (`q` requests per `w` seconds) and what is left of it (`r`) with the seconds until
 * the window frees a request (`t`). `consumed`: this request will use one of the remaining ones
 * (said before a stream starts, when the headers cannot wait for the answer).
 */
export function setRateLimitHeaders(ctx: Context, quota: Quota, consumed = 0): void {
  ctx.set('RateLimit-Policy', `"minute";q=${quota.limit};w=60`)
  ctx.set('RateLimit', `"minute";r=${Math.max(0, quota.remaining - consumed)};t=${quota.resetSeconds}`)
}
