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
  return destination ? pino(options, destination as pino.DestinationStream) : pino(options)
}

export type { Logger }
