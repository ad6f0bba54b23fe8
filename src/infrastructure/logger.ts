import { pino, type Logger } from 'pino'

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

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'ledgerline' },
    redact: { paths: REDACTED, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  })
}

export type { Logger }
