import { DatabaseUnavailableError } from '../../domain/errors.js'

/**
 * Socket errors of a connection that could not be made or was cut (the server restarting, a
 * failover, the network), and Postgres's own "go away" codes: 57P01-57P03 (admin shutdown, crash
 * shutdown, cannot connect now) and class 08 (connection exception).
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
const SQLSTATES = new Set(['57P01', '57P02', '57P03'])
/** node-postgres reports some connection losses only by message (no code). */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated unexpectedly',
]

function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')))
    return true
  return typeof message === 'string' && MESSAGES.some((m) => message.startsWith(m))
}

/**
 * True when `error` (or anything in its cause chain, or an AggregateError's members: a host with
 * several addresses) says the database could not be reached, rather than refusing a query.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false
  if (error instanceof DatabaseUnavailableError || isConnectionFailure(error)) return true
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1)
}
