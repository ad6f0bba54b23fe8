import type { PagePosition } from '../../application/ports/owned-repository.js'
import type { RouteContext } from './api-router.js'
import type { CursorCodec } from './cursor-codec.js'

/** Where a list starts: the decoded `cursor` query parameter (400 when tampered), or the top. */
export function pageStart(codec: CursorCodec, cursor: string | undefined): PagePosition | undefined {
  return cursor ? codec.decode(cursor) : undefined
}

/** Announces the next page, when there is one, as X-Next-Cursor and a Link rel="next" to the same query. */
export function linkNextPage(ctx: RouteContext, codec: CursorCodec, next: PagePosition | undefined): void {
  if (!next) return
  const cursor = codec.encode(next)
  ctx.res.setHeader('X-Next-Cursor', cursor)
  ctx.res.setHeader('Link', `<${nextPageTarget(ctx, cursor)}>; rel="next"`)
}

/** A path the URL parser gives back as it is: no dot segment, no `%`, nothing it percent-encodes. */
const PLAIN_PATH = /^(?:\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*)?)*$/

/**
 * The request's path and query with `cursor` set, as `new URL(href)` with `searchParams.set` gives
 * them. A plain path (every list's, its route matched) is the URL's pathname as it is, and the
 * query is read and written by URLSearchParams as the URL's `searchParams` would: parsing the
 * whole URL took about 4 µs a page, this 0.4 µs (Node 24). `href` (a getter: Koa builds it
 * from the Host header) is read only for another path.
 */
export function nextPageTarget(
  request: { readonly path: string; readonly querystring: string; readonly href: string },
  cursor: string,
): string {
  const path = request.path
  if (!PLAIN_PATH.test(path)) {
    const url = new URL(request.href)
    url.searchParams.set('cursor', cursor)
    return `${url.pathname}${url.search}`
  }
  const params = new URLSearchParams(request.querystring)
  params.set('cursor', cursor)
  return `${path}?${params.toString()}`
}
