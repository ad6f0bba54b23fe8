/** What the parser reads: a fetch `Headers` (or anything with the same `get`). */
export interface HeaderSource {
  get(name: string): string | null
}

const DELTA_SECONDS = /^\d+(\.\d+)?$/

/**
 * How long a server asked us to wait, in seconds (possibly fractional): `retry-after-ms` when an
 * OpenAI-compatible server sends it, else `Retry-After` as delta-seconds or an HTTP date (RFC 9110
 * section 10.2.3; a date in the past is 0). Undefined when neither is there or readable. Each
 * caller rounds and bounds it for its own use. Written by hand: a dozen lines, no dependency
 * worth taking for them.
 */
export function retryAfterSeconds(headers: HeaderSource | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'))
  if (Number.isFinite(ms) && ms > 0) return ms / 1000
  const raw = headers?.get('retry-after')?.trim()
  if (!raw) return undefined
  if (DELTA_SECONDS.test(raw)) return Number(raw)
  const at = Date.parse(raw)
  return Number.isNaN(at) ? undefined : Math.max(0, (at - now) / 1000)
}
