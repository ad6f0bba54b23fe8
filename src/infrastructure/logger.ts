import { pino, type Logger } from 'pino'
import { logContext } from '../adapters/log-context.js'

/** Paths whose values never reach a log line: tokens, keys and passwords. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.authorization',
  '*.password',
  '*.token',
  '*.apiKey',
  '*.api_key',
  '*.secret',
  '*.serviceKey',
  'config.serviceKey',
  'config.auth.jwtSecret',
  'config.llm.apiKey',
]

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'ledgerline' },
    redact: { paths: REDACTED, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // request_id (and job ids) on every line written while serving a request or running a job
    mixin: () => ({ ...logContext.getStore() }),
  }
  return pino(options, (destination as pino.DestinationStream | undefined) ?? standardOutput())
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
