import { randomUUID } from 'node:crypto'
import type { Context, Middleware, Next } from 'koa'
import type { Log } from '../../application/ports/log.js'
import type { AppState } from './app-state.js'
import { compressLargeBody } from './compression.js'
import { conditionalGet } from './conditional-get.js'
import type { CorsPolicy } from './cors.js'
import { answerBareStatus, answerError } from './error-middleware.js'
import { UNMATCHED_ROUTE, type HttpMetrics } from './http-metrics.js'
import { refuseRepeatedHeaders } from './single-headers.js'
import { logContext } from '../log-context.js'

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/
/** Every answer depends on the request's Origin (CORS) and Accept-Encoding (compression). */
const VARY = 'Origin, Accept-Encoding'

export interface RequestStepOptions {
  readonly log: Log
  /** The access line's log (logger.ts accessLogOf); defaults to `log`. */
  readonly accessLog?: Log
  readonly metrics: HttpMetrics
  readonly cors: CorsPolicy
  readonly compressionThresholdBytes: number
}

type StateContext = Context & { state: AppState }

/**
 * The outermost step of every request: what every answer needs, in one step rather than one
 * middleware each (each step is an async frame, a dispatch and its own header calls per request;
 * docs/performance.md). In order:
 * - gives every request an id (a sane incoming X-Request-Id is echoed, anything else replaced),
 *   sends it back on every response, and has every log line written while serving it carry it;
 * - `Vary` and the CORS headers (cors.ts), before anything can fail or stream;
 * - refuses repeated credentials and keys (single-headers.ts), before anything reads them;
 * - the route, its JSON serialised once, conditional GET and caching headers (conditional-get.ts),
 *   then compression of a large body (compression.ts);
 * - every failure, and every bare error status, as problem+json (error-middleware.ts);
 * - records the request in the duration histogram under its route template (`/accounts/:id`,
 *   never the raw path, with or without its trailing slash);
 * - writes one access-log line, with the status the client received (everything, errors included,
 *   is settled when its finally runs).
 * `accessLog` writes the lines of plain fields (logger.ts accessLogOf); a fault, whose error object
 * may carry anything, goes to `log` with its full redaction.
 */
export function requestStep(options: RequestStepOptions): Middleware<AppState> {
  const { log, metrics, cors } = options
  const accessLog = options.accessLog ?? log
  const compress = compressLargeBody(options.compressionThresholdBytes)
  const answer = async (ctx: StateContext, next: Next): Promise<void> => {
    refuseRepeatedHeaders(ctx)
    await conditionalGet(ctx, next)
    await compress(ctx)
  }
  // OPTIONS: @koa/cors answers a preflight itself; anything else goes on as any request does.
  const answerOptions = (ctx: StateContext, next: Next): Promise<void> =>
    cors.options(ctx, () => answer(ctx, next)) as Promise<void>
  return async (ctx, next) => {
    const started = performance.now()
    const incoming = ctx.req.headers['x-request-id']
    const requestId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    ctx.state.requestId = requestId
    const res = ctx.res
    res.setHeader('X-Request-Id', requestId)
    res.setHeader('Vary', VARY)
    const preflight = ctx.method === 'OPTIONS'
    if (!preflight) cors.actual(ctx)
    try {
      const outer = logContext.getStore()
      const fields = outer ? { ...outer, request_id: requestId } : { request_id: requestId }
      await logContext.run(fields, preflight ? answerOptions : answer, ctx, next)
      answerBareStatus(ctx)
    } catch (error) {
      answerError(ctx, error)
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
  if (outcome?.reason) fields.reason = outcome.reason
  if (status === 500 || outcome?.fault) {
    if (outcome?.fault) fields.err = outcome.fault
    log.error(fields, 'request failed')
  } else if (status >= 500) accessLog.warn(fields, 'request')
  else accessLog.info(fields, 'request')
}
