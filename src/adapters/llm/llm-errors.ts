import { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { DomainError, UpstreamTimeoutError, UpstreamUnavailableError } from '../../domain/errors.js'
import { retryAfterSeconds } from '../retry-after.js'

export const PROVIDER = 'llm'

/**
 * SDK and network failures -> core errors. An abort by the caller is re-thrown as the signal's
 * reason (not a provider failure); everything else is 503/504 material, never a vendor message.
 */
export function toLlmError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return abortReason(signal)
  if (error instanceof DomainError) return error
  if (error instanceof APIUserAbortError) return new UpstreamTimeoutError(PROVIDER, { cause: error })
  if (error instanceof APIConnectionTimeoutError) return new UpstreamTimeoutError(PROVIDER, { cause: error })
  if (error instanceof APIError) {
    const status = error.status
    if (status === 429) {
      return new UpstreamUnavailableError(PROVIDER, 'the model provider is rate limiting', {
        cause: error,
        retryAfterSeconds: waitSeconds(error.headers),
      })
    }
    if (status === 408 || status === 504) return new UpstreamTimeoutError(PROVIDER, { cause: error })
    const what =
      status === undefined
        ? 'the model provider is unreachable'
        : status >= 500
          ? `the model provider failed (${status})`
          : `the model provider refused the request (${status})`
    return new UpstreamUnavailableError(PROVIDER, what, { cause: error })
  }
  return new UpstreamUnavailableError(PROVIDER, 'the model call failed', { cause: error })
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('the operation was aborted', 'AbortError')
}

/** Whole seconds, at least 1; 30 when the provider did not say. */
function waitSeconds(headers: Headers | undefined): number {
  const seconds = retryAfterSeconds(headers)
  return seconds === undefined ? 30 : Math.max(1, Math.ceil(seconds))
}
