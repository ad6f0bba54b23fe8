import { UpstreamTimeoutError, UpstreamUnavailableError } from '../../domain/errors.js'

/** A provider failure as one instance tells the others (they answer their waiting requests with it). */
export interface UpstreamErrorWire {
  readonly code: 'upstream_timeout' | 'upstream_unavailable'
  readonly provider: string
  readonly message: string
  readonly retryAfterSeconds?: number
}

export function errorToWire(error: unknown): UpstreamErrorWire {
  if (error instanceof UpstreamTimeoutError)
    return { code: 'upstream_timeout', provider: error.provider, message: error.message }
  if (error instanceof UpstreamUnavailableError)
    return {
      code: 'upstream_unavailable',
      provider: error.provider,
      message: error.message,
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    }
  return { code: 'upstream_unavailable', provider: 'market data', message: 'market data is unavailable' }
}

export function errorFromWire(wire: UpstreamErrorWire): Error {
  const error =
    wire.code === 'upstream_timeout'
      ? new UpstreamTimeoutError(wire.provider)
      : new UpstreamUnavailableError(
          wire.provider,
          undefined,
          wire.retryAfterSeconds !== undefined ? { retryAfterSeconds: wire.retryAfterSeconds } : {},
        )
  error.message = wire.message
  return error
}
