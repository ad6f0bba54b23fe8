import type { EnvReader } from './env-reader.js'

/** The HTTP server's limits and how it stops (docs/operations.md "A shutdown"). */
export interface HttpSettings {
  readonly jsonBodyLimitBytes: number
  readonly requestTimeoutMs: number
  readonly headersTimeoutMs: number
  readonly keepAliveTimeoutMs: number
  /** The whole stop, from the signal to the exit; past it open connections are cut and the exit code is 1. */
  readonly shutdownTimeoutMs: number
  /**
   * From the signal, how long the server keeps serving (every answer saying `Connection: close`,
   * no socket closed under a client) before its listener and idle sockets close. Part of
   * shutdownTimeoutMs, always shorter.
   */
  readonly shutdownGraceMs: number
  readonly compressionThresholdBytes: number
}

/** A fifth of the shutdown deadline: 5 s with the default 25 s. */
const GRACE_SHARE_OF_DEADLINE = 5

/** HTTP_* and SHUTDOWN_*: Node's own defaults are generous (5 min per request), these are not. */
export function readHttpSettings(read: EnvReader): HttpSettings {
  const shutdownTimeoutMs = read.int('SHUTDOWN_TIMEOUT_MS', 25_000, { min: 1000, max: 25_000 })
  const shutdownGraceMs = read.int(
    'SHUTDOWN_GRACE_MS',
    Math.floor(shutdownTimeoutMs / GRACE_SHARE_OF_DEADLINE),
    { max: 25_000 },
  )
  if (shutdownGraceMs >= shutdownTimeoutMs)
    read.problems.push(
      `SHUTDOWN_GRACE_MS (${shutdownGraceMs}) must be shorter than SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs}): ` +
        'the grace is the first part of the shutdown deadline, and in-flight requests, jobs and the pool need the rest',
    )
  return {
    jsonBodyLimitBytes: read.int('HTTP_JSON_LIMIT_BYTES', 1024 * 1024, { min: 1024 }),
    requestTimeoutMs: read.int('HTTP_REQUEST_TIMEOUT_MS', 120_000, { min: 1000 }),
    headersTimeoutMs: read.int('HTTP_HEADERS_TIMEOUT_MS', 20_000, { min: 1000 }),
    keepAliveTimeoutMs: read.int('HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, { min: 1000 }),
    shutdownTimeoutMs,
    shutdownGraceMs,
    compressionThresholdBytes: 1000,
  }
}
