import type { Middleware } from 'koa'
import { withFreshness } from '../market/cache-freshness.js'
import type { AppState } from './app-state.js'
import { etagOfBytes, serializeJsonBody } from './serialize-json.js'

/**
 * The answer's body on its way out, in one step: a JSON body is serialized once (serialize-json.ts),
 * then, for every GET and HEAD, conditional GET and caching headers:
 * - a 200 without an ETag of its own (single ledger objects have `"v<version>"`) gets a strong one
 *   from the bytes of its body, and `If-None-Match` that matches answers 304 with no body;
 * - market answers say how long they stay fresh: `private, max-age=<seconds until the earliest
 *   cached value they used expires>`; every other answer with user data `private, no-cache`
 *   (revalidate with the ETag). Errors are `no-store` (the error middleware says so).
 * Called by the request step (request-context.ts) around the route; compression then sees the JSON text.
 */
export const conditionalGet: Middleware<AppState> = async (ctx, next) => {
  const method = ctx.method
  if (method !== 'GET' && method !== 'HEAD') {
    await next()
    serializeJsonBody(ctx)
    return
  }
  const market = ctx.path.startsWith('/market/')
  const expiresAt = market ? await withFreshness(next) : (await next(), undefined)
  const known = serializeJsonBody(ctx)
  // Headers read and written on Node's response directly: Koa's ctx.set builds arrays per call.
  const res = ctx.res
  if (
    ctx.status !== 200 ||
    res.headersSent ||
    String(res.getHeader('Content-Type')).startsWith('text/event-stream')
  )
    return
  if (!res.hasHeader('Cache-Control')) {
    const seconds = expiresAt === undefined ? 0 : Math.floor((expiresAt - Date.now()) / 1000)
    res.setHeader('Cache-Control', seconds > 0 ? `private, max-age=${seconds}` : 'private, no-cache')
  }
  const body: unknown = ctx.body
  let etag = res.getHeader('ETag') as string | undefined
  if (!etag && (typeof body === 'string' || Buffer.isBuffer(body))) {
    etag = known ? known.etag : etagOfBytes(body)
    res.setHeader('ETag', etag)
  }
  const ifNoneMatch = ctx.req.headers['if-none-match']
  if (etag && ifNoneMatch !== undefined && noneMatch(ifNoneMatch, etag)) {
    ctx.status = 304
    ctx.body = null
  }
}

/**
 * If-None-Match as an origin server evaluates it (RFC 9110 section 13.1.2): `*`, or any listed tag
 * equal to ours by weak comparison. By hand rather than Koa's `ctx.fresh`: that one answers "stale"
 * whenever the request says `Cache-Control: no-cache`, which fetch() adds to every conditional
 * request, and which is addressed to caches, not to the origin.
 */
export function noneMatch(header: string, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const ours = opaque(etag)
  return header.split(',').some((tag) => opaque(tag) === ours)
}
