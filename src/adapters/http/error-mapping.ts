import {
  ConflictError,
  DatabaseUnavailableError,
  DomainError,
  RateLimitedError,
  UpstreamUnavailableError,
  ValidationError,
  type ErrorCode,
} from '../../domain/errors.js'
import { StatementUnreadableError } from '../../domain/imports/statement.js'
import { isDatabaseUnavailable } from '../postgres/database-unavailable.js'
import { isStatementIdentityConflict } from '../postgres/statement-identity-conflict.js'
import { HttpError } from './http-error.js'
import { problem, type Problem } from './problem.js'

/** The one place where core errors meet HTTP. Adding an ErrorCode without a status fails to compile. */
const STATUS_BY_CODE = {
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream_unavailable: 503,
  upstream_timeout: 504,
  symbol_not_found: 404,
  llm_not_configured: 503,
  push_not_configured: 503,
  embedding_unavailable: 503,
  database_unavailable: 503,
  statement_unreadable: 422,
  setup_token_rejected: 422,
  bank_sync_not_configured: 503,
  category_name_taken: 409,
  category_in_use: 409,
} as const satisfies Record<ErrorCode, number>

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  412: 'precondition_failed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  501: 'not_implemented',
}

export interface HttpErrorResponse {
  readonly status: number
  readonly body: Problem
  readonly headers: Readonly<Record<string, string>>
}

interface ExposedError {
  status: number
  expose: boolean
  message: string
  headers?: Record<string, string>
}

function isExposedHttpError(error: unknown): error is ExposedError {
  const e = error as Partial<ExposedError> | null
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose === true
}

export function toHttpError(thrown: unknown): HttpErrorResponse {
  // A lost database connection is an outage, not a fault of ours: 503 with a retry hint, never 500.
  const error =
    !(thrown instanceof DomainError) && isDatabaseUnavailable(thrown)
      ? new DatabaseUnavailableError(undefined, { cause: thrown })
      : isStatementIdentityConflict(thrown)
        ? new ConflictError(
            'the account already holds this bank statement line (same bank id or fingerprint)',
          )
        : thrown
  if (error instanceof DomainError) {
    const status = STATUS_BY_CODE[error.code]
    const headers: Record<string, string> = {}
    if (status === 401) headers['WWW-Authenticate'] = 'Bearer realm="ledgerline"'
    if (error instanceof RateLimitedError)
      headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)))
    if (error instanceof DatabaseUnavailableError) headers['Retry-After'] = String(error.retryAfterSeconds)
    if (error instanceof UpstreamUnavailableError && error.retryAfterSeconds !== undefined) {
      headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)))
    }
    const errors = error instanceof ValidationError ? error.errors : undefined
    const body = problem(status, error.code, error.message, errors)
    if (error instanceof StatementUnreadableError)
      return {
        status,
        body: { ...body, line: error.line, expected: error.expected, candidates: error.candidates },
        headers,
      }
    return { status, body, headers }
  }
  if (error instanceof HttpError) {
    const headers = { ...(error.headers ?? {}) }
    if (error.status === 401) headers['WWW-Authenticate'] ??= 'Bearer realm="ledgerline"'
    return {
      status: error.status,
      body: problem(error.status, error.code, error.message, error.errors),
      headers,
    }
  }
  if (isExposedHttpError(error)) {
    // Koa's ctx.throw and the body parser: their status and message are safe to show.
    const code = CODE_BY_STATUS[error.status] ?? 'bad_request'
    const headers: Record<string, string> = {}
    if (error.status === 401) headers['WWW-Authenticate'] = 'Bearer realm="ledgerline"'
    return { status: error.status, body: problem(error.status, code, error.message), headers }
  }
  // Never the stack, the SQL or a vendor message.
  return {
    status: 500,
    body: problem(
      500,
      'internal_error',
      'an unexpected error occurred; quote the request_id when reporting it',
    ),
    headers: {},
  }
}

/** Problem bodies for responses nobody threw (an unmatched route, a 405 from the router). */
export function problemForStatus(status: number): Problem {
  const code = CODE_BY_STATUS[status] ?? 'error'
  const detail =
    status === 404 ? 'no such route' : status === 405 ? 'method not allowed on this route' : 'request failed'
  return problem(status, code, detail)
}
