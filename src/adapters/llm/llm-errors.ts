import { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { DomainError, UpstreamTimeoutError, UpstreamUnavailableError } from '../../domain/errors.js'

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
        retryAfterSeconds: retryAfter(error.headers) ?? 30,
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

function retryAfter(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'))
  if (Number.isFinite(ms) && ms > 0) return Math.ceil(ms / 1000)
  const raw = headers?.get('retry-after')
  if (!raw) return undefined
  const seconds = Number(raw)
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds))
  const at = Date.parse(raw)
  return Number.isFinite(at) ? Math.max(1, Math.ceil((at - Date.now()) / 1000)) : undefined
}
