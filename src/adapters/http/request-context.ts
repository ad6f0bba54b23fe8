import { randomUUID } from 'node:crypto'
import type { Context, Middleware } from 'koa'
import type { Log } from '../../application/ports/log.js'
import type { AppState } from './app-state.js'
import { UNMATCHED_ROUTE, type HttpMetrics } from './http-metrics.js'
import { logContext } from '../log-context.js'

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The outermost step of every request, one timer for two records:
 * - gives every request an id (a sane incoming X-Request-Id is echoed, anything else replaced),
 *   sends it back on every response, and has every log line written while serving it carry it;
 * - records the request in the duration histogram under its route template (`/accounts/:id`,
 *   never the raw path, with or without its trailing slash);
 * - writes one access-log line, with the status the client received (everything, errors included,
 *   is settled when its finally runs: the error middleware sits inside it).
 * `accessLog` writes the lines of plain fields (logger.ts accessLogOf); a fault, whose error object
 * may carry anything, goes to `log` with its full redaction.
 */
export function requestContext(log: Log, metrics: HttpMetrics, accessLog: Log = log): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now()
    const incoming = ctx.req.headers['x-request-id']
    const requestId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    ctx.state.requestId = requestId
    ctx.set('X-Request-Id', requestId)
    try {
      const outer = logContext.getStore()
      await logContext.run(outer ? { ...outer, request_id: requestId } : { request_id: requestId }, next)
    } finally {
      const ms = performance.now() - started
      metrics.httpRequest(ctx.method, routeLabel(ctx), ctx.status, ms / 1000)
      writeAccessLine(ctx, Math.round(ms * 10) / 10, log, accessLog)
    }
  }
}

/** The route template @koa/router matched, without its trailing slash; each template's label is made once. */
const labels = new Map<string, string>()
function routeLabel(ctx: Context): string {
  const template = (ctx as { _matchedRoute?: unknown })._matchedRoute
  if (typeof template !== 'string') return UNMATCHED_ROUTE
  let label = labels.get(template)
  if (label === undefined) {
    label = template.replace(/(.)\/+$/, '$1')
    labels.set(template, label)
  }
  return label
}

/**
 * One line per request. A fault of ours (500) is an error, with its stack; an answer that says a
 * dependency is unavailable (503, 504) a warning; everything the client caused, info.
 */
function writeAccessLine(ctx: Context, ms: number, log: Log, accessLog: Log): void {
  const state = ctx.state as AppState
  const outcome = state.outcome
  const status = ctx.status
  const fields: Record<string, unknown> = {
    request_id: state.requestId,
    method: ctx.method,
    path: ctx.path,
    status,
    ms,
    user_id: state.user?.id,
  }
  if (outcome) fields.code = outcome.code
  if (status === 500 || outcome?.fault) {
    if (outcome?.fault) fields.err = outcome.fault
    log.error(fields, 'request failed')
  } else if (status >= 500) accessLog.warn(fields, 'request')
  else accessLog.info(fields, 'request')
}
