import { pino, type Logger } from 'pino'
import type { Log } from '../application/ports/log.js'
import { logContext } from '../adapters/log-context.js'

/** Paths named in full: redacting them costs nothing on a line that has no such top-level key. */
const EXPLICIT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'config.serviceKey',
  'config.auth.jwtSecret',
  'config.llm.apiKey',
]

/**
 * Paths whose values never reach a log line: tokens, keys and passwords. The wildcards look inside
 * every field of every line (a few µs a line), which the access line, made of known plain fields,
 * is spared (accessLogOf).
 */
const REDACTED = [
  ...EXPLICIT,
  '*.authorization',
  '*.password',
  '*.token',
  '*.apiKey',
  '*.api_key',
  '*.secret',
  '*.serviceKey',
]
const CENSOR = '[redacted]'

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'ledgerline' },
    redact: { paths: REDACTED, censor: CENSOR },
    timestamp: isoTimeOncePerMillisecond(),
    // request_id (and job ids) on every line written while serving a request or running a job
    mixin: () => ({ ...logContext.getStore() }),
  }
  return pino(options, (destination as pino.DestinationStream | undefined) ?? standardOutput())
}

/**
 * The log for the one access line per request, whose fields are all known and plain (ids, method,
 * path, status, duration, error code: no object a secret could hide in): the same logger, the same
 * lines, without the wildcard redaction. A request's fault (with its error object) is written to
 * the full log instead (request-context.ts).
 */
export function accessLogOf(log: Log): Log {
  return isPino(log) ? log.child({}, { redact: { paths: EXPLICIT, censor: CENSOR } }) : log
}

const isPino = (log: Log): log is Logger => typeof (log as Partial<Logger>).child === 'function'

/**
 * pino's isoTime, with the text made once per millisecond: under load a dozen lines share one
 * (`new Date().toISOString()` was a tenth of the access line's cost).
 */
function isoTimeOncePerMillisecond(): () => string {
  let at = 0
  let text = ''
  return () => {
    const now = Date.now()
    if (now !== at) {
      at = now
      text = `,"time":"${new Date(now).toISOString()}"`
    }
    return text
  }
}

/**
 * Standard output written asynchronously: pino's default writes each line with a blocking
 * write(2), a syscall per request on the hot path (the largest single cost of GET /health in the
 * profile, docs/performance.md). While a write is in flight, sonic-boom gathers the lines that
 * follow into the next one, so under load many lines share one syscall, and at rest every line is
 * written at once (no minimum batch that would hold a quiet service's lines back). Streams of
 * pino.destination are flushed when the process exits, also on the signals that stop it.
 */
function standardOutput(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false })
}

export type { Logger }
