import { constants } from 'node:zlib'
import compress from 'koa-compress'
import type { Context } from 'koa'

const settled = async (): Promise<void> => undefined

/**
 * gzip and br for responses larger than `thresholdBytes` (docs/api.md "Conventions": "over 1000 bytes"),
 * never for server-sent events, which must reach the client as they are written. Called once the
 * body is final (request-context.ts); `Vary: Accept-Encoding` is the request step's, set on every
 * response. A body of known length at or under the threshold is left as it is without asking
 * koa-compress, whose checks (type, encodings, Cache-Control) cost more than the answer for small
 * bodies. So is any body asked for without `Accept-Encoding`: koa-compress then answers identity
 * (its `defaultEncoding`, left unset here), after the same checks. Anything else (over the
 * threshold, or a stream of unknown length) goes to koa-compress, which decides as it always has.
 */
export function compressLargeBody(thresholdBytes: number): (ctx: Context) => Promise<void> | undefined {
  const koaCompress = compress({
    threshold: thresholdBytes + 1,
    filter: (type) => !/text\/event-stream/i.test(type) && /json|text|javascript|xml|svg/i.test(type),
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  })
  return (ctx) => {
    if (ctx.body == null || !ctx.req.headers['accept-encoding']) return undefined
    const length = ctx.response.length
    if (length !== undefined && length <= thresholdBytes) return undefined
    return koaCompress(ctx, settled)
  }
}
