import type { Middleware } from 'koa'
import type { AppState } from './app-state.js'
import { HttpError } from './http-error.js'

/**
 * Headers that must come once. Node keeps only the first Authorization and joins repeated
 * If-Match values with commas, so two credentials or two keys would be read as one the client
 * may not have meant: refused instead (RFC 9110 allows one field line for these).
 */
const SINGLE = ['authorization', 'idempotency-key', 'if-match'] as const

export const singleHeaders: Middleware<AppState> = async (ctx, next) => {
  const distinct = ctx.req.headersDistinct
  for (const name of SINGLE) {
    if ((distinct[name]?.length ?? 0) > 1) {
      throw new HttpError(400, 'bad_request', `the ${name} header was sent more than once; send it once`)
    }
  }
  await next()
}
