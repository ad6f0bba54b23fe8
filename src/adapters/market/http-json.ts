import { retryAfterSeconds } from '../retry-after.js'
import { UpstreamHttpError } from './upstream-call.js'

export type Fetch = typeof fetch

/** GET a JSON document; a non-2xx answer throws UpstreamHttpError (status, Retry-After, body excerpt). */
export async function getJson(
  fetchFn: Fetch,
  url: URL,
  signal: AbortSignal,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetchFn(url, { headers: { accept: 'application/json', ...headers }, signal })
  const text = await response.text()
  if (!response.ok) throw new UpstreamHttpError(response.status, retryAfterSeconds(response.headers), text)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new Error(`not JSON: ${text.slice(0, 80)}`)
  }
}
