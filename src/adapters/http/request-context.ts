import { randomUUID } from 'node:crypto'
import type { Middleware } from 'koa'
import type { Log } from '../../application/ports/log.js'
import type { AppState } from './app-state.js'
import { withLogContext } from '../log-context.js'

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Gives every request an id (a sane incoming X-Request-Id is echoed, anything else replaced),
 * sends it back on every response, and writes one access-log line carrying it, with the status
 * the client received (it is the outermost middleware: everything, errors included, is settled
 * when its finally runs). `accessLog` writes the lines of plain fields (logger.ts accessLogOf);
 * a fault, whose error object may carry anything, goes to `log` with its full redaction.
 */
export function requestContext(log: Log, accessLog: Log = log): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id')
    ctx.state.requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    ctx.set('X-Request-Id', ctx.state.requestId)
    const started = process.hrtime.bigint()
    try {
      await withLogContext({ request_id: ctx.state.requestId }, next)
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const outcome = ctx.state.outcome
      const fields = {
        request_id: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
        user_id: ctx.state.user?.id,
        ...(outcome ? { code: outcome.code } : {}),
        ...(outcome?.fault ? { err: outcome.fault } : {}),
      }
      // One line per request. A fault of ours (500) is an error, with its stack; an answer that
      // says a dependency is unavailable (503, 504) a warning; everything the client caused, info.
      if (ctx.status === 500 || outcome?.fault) log.error(fields, 'request failed')
      else if (ctx.status >= 500) accessLog.warn(fields, 'request')
      else accessLog.info(fields, 'request')
    }
  }
}
