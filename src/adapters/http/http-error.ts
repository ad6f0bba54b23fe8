import type { FieldError } from '../../domain/errors.js'

/**
 * A transport-level failure raised inside the HTTP adapter (malformed JSON, a bad query string,
 * a tampered cursor, a wrong media type). Core failures are DomainErrors instead.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: readonly FieldError[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
