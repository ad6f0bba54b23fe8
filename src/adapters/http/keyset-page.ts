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
  const url = new URL(ctx.href)
  url.searchParams.set('cursor', cursor)
  ctx.set('X-Next-Cursor', cursor)
  ctx.set('Link', `<${url.pathname}${url.search}>; rel="next"`)
}
