import { constants } from 'node:zlib'
import compress from 'koa-compress'
import type { Middleware } from 'koa'

/**
 * gzip and br for responses larger than `thresholdBytes` (docs/api.md "Conventions": "over 1000 bytes"),
 * never for server-sent events, which must reach the client as they are written.
 */
export function compression(thresholdBytes: number): Middleware {
  return compress({
    threshold: thresholdBytes + 1,
    filter: (type) => !/text\/event-stream/i.test(type) && /json|text|javascript|xml|svg/i.test(type),
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  })
}
