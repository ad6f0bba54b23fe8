/**
 * One error model for the core. Each failure has a stable snake_case `code` (the API's `code`
 * field) and no HTTP knowledge: adapters/http/error-mapping.ts is the only status table.
 * Areas add their codes to this union; the mapping then fails to compile until it has a status.
 */
export type ErrorCode =
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'precondition_failed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'upstream_unavailable'
  | 'upstream_timeout'
  | 'symbol_not_found'
  | 'llm_not_configured'
  | 'push_not_configured'
  | 'embedding_unavailable'
  | 'database_unavailable'
  | 'statement_unreadable'
  | 'setup_token_rejected'
  | 'bank_sync_not_configured'
  | 'category_name_taken'
  | 'category_in_use'

/** One bad field: `pointer` is a JSON Pointer into the request (RFC 6901), e.g. `/amount`. */
export interface FieldError {
  readonly pointer: string
  readonly detail: string
}

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = new.target.name
  }
}

/** The input is well-formed but means something invalid; one entry per bad field. */
export class ValidationError extends DomainError {
  readonly code = 'validation_failed'
  constructor(
    readonly errors: readonly FieldError[],
    message = errors.length === 1
      ? (errors[0]?.detail ?? 'validation failed')
      : 'the request has invalid fields',
  ) {
    super(message)
  }

  static field(pointer: string, detail: string): ValidationError {
    return new ValidationError([{ pointer, detail }])
  }
}

/** A missing object, including one that belongs to another user (never reveal which). */
export class NotFoundError extends DomainError {
  readonly code = 'not_found'
  constructor(what: string) {
    super(`${what} not found`)
  }
}

/** What every 401 says to the client: which check refused the token is told to the log only. */
export const UNAUTHORIZED_DETAIL = 'The bearer token is missing, invalid or expired.'

/**
 * The caller is not authenticated. `message` (the problem's detail) is the same for every
 * refusal, so a client learns nothing of which check failed; `reason` names it ("jwt expired",
 * "invalid signature", ...) for the access log.
 */
export class UnauthorizedError extends DomainError {
  readonly code = 'unauthorized'
  readonly reason: string
  constructor(reason: string, options?: ErrorOptions) {
    super(UNAUTHORIZED_DETAIL, options)
    this.reason = reason.slice(0, 200)
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'forbidden'
}

export class ConflictError extends DomainError {
  readonly code = 'conflict'
}

/** If-Match did not match the object's current version. */
export class PreconditionFailedError extends DomainError {
  readonly code = 'precondition_failed'
  constructor(message = 'the object changed since it was read (If-Match did not match)') {
    super(message)
  }
}

export class PayloadTooLargeError extends DomainError {
  readonly code = 'payload_too_large'
}

export class UnsupportedMediaTypeError extends DomainError {
  readonly code = 'unsupported_media_type'
}

/** Too many requests; `retryAfterSeconds` becomes the Retry-After header. */
export class RateLimitedError extends DomainError {
  readonly code = 'rate_limited'
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

/** An upstream provider failed or refused; `retryAfterSeconds` is set when it asked us to wait. */
export class UpstreamUnavailableError extends DomainError {
  readonly code = 'upstream_unavailable'
  constructor(
    readonly provider: string,
    detail?: string,
    options?: ErrorOptions & { retryAfterSeconds?: number },
  ) {
    super(detail ? `${provider} is unavailable: ${detail}` : `${provider} is unavailable`, options)
    this.retryAfterSeconds = options?.retryAfterSeconds
  }
  readonly retryAfterSeconds: number | undefined

  /** Every provider tried failed (a primary and its fallback): the message names each and why. */
  static ofAll(failures: readonly DomainError[]): UpstreamUnavailableError {
    const named = failures.map((f) => ({
      provider:
        f instanceof UpstreamUnavailableError || f instanceof UpstreamTimeoutError
          ? f.provider
          : 'a provider',
      why: f.message,
    }))
    const retryAfter = failures.find((f) => f instanceof UpstreamUnavailableError)?.retryAfterSeconds
    const error = new UpstreamUnavailableError(named.map((n) => n.provider).join(' and '), undefined, {
      cause: failures[0],
      ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
    })
    error.message = `every provider tried failed: ${named.map((n) => n.why).join('; ')}`
    return error
  }
}

export class UpstreamTimeoutError extends DomainError {
  readonly code = 'upstream_timeout'
  constructor(
    readonly provider: string,
    options?: ErrorOptions,
  ) {
    super(`${provider} did not answer in time`, options)
  }
}

/** The language-model provider is not configured (no LLM_API_KEY). */
export class LlmNotConfiguredError extends DomainError {
  readonly code = 'llm_not_configured'
  constructor() {
    super('no language-model provider is configured (LLM_API_KEY is unset)')
  }
}

/** Push delivery is not configured (no GOOGLE_APPLICATION_CREDENTIALS). */
export class PushNotConfiguredError extends DomainError {
  readonly code = 'push_not_configured'
  constructor() {
    super('push delivery is not configured (GOOGLE_APPLICATION_CREDENTIALS is unset)')
  }
}

/** The embedding server is not configured or not reachable. */
export class EmbeddingUnavailableError extends DomainError {
  readonly code = 'embedding_unavailable'
  constructor(detail = 'the embedding server is not available', options?: ErrorOptions) {
    super(detail, options)
  }
}

/** A market symbol, crypto id or currency pair the provider does not know. */
export class SymbolNotFoundError extends DomainError {
  readonly code = 'symbol_not_found'
  constructor(readonly symbol: string) {
    super(`unknown symbol: ${symbol}`)
  }
}

/**
 * The system of record cannot be reached (restart, failover, network). Nothing was stored by the
 * failed operation; the client may retry after `retryAfterSeconds` (with its Idempotency-Key).
 */
export class DatabaseUnavailableError extends DomainError {
  readonly code = 'database_unavailable'
  constructor(
    readonly retryAfterSeconds = 5,
    options?: ErrorOptions,
  ) {
    super('the database is temporarily unavailable; retry shortly', options)
  }
}
