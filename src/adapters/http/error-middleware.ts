import type { Context, Middleware } from 'koa'
import { UnauthorizedError } from '../../domain/errors.js'
import { toHttpError, problemForStatus } from './error-mapping.js'
import { lingeringClose } from './linger.js'
import { PROBLEM_CONTENT_TYPE } from './problem.js'
import type { AppState } from './app-state.js'

type StateContext = Context & { state: AppState }

/**
 * Every non-2xx leaves as problem+json, including the router's bare 404/405 and anything a
 * middleware set without a body. The request step (request-context.ts) calls these two around
 * everything after it, and writes the access line once they have set the final status.
 */
export const errorMiddleware: Middleware<AppState> = async (ctx, next) => {
  try {
    await next()
    answerBareStatus(ctx)
  } catch (error) {
    answerError(ctx, error)
  }
}

/**
 * After the route: a route that answers an error status with a body of its own (GET /ready's
 * per-dependency report) keeps it; only a bare status (router 404/405, a middleware's) becomes a problem.
 */
export function answerBareStatus(ctx: StateContext): void {
  const status = ctx.status
  if (status < 400 || ctx.body != null) return
  const body = problemForStatus(status)
  body.request_id = ctx.state.requestId
  ctx.state.outcome = { code: body.code }
  ctx.body = body // Koa turns an implicit 404 into 200 when a body is set: put the status back
  ctx.status = status
  ctx.type = PROBLEM_CONTENT_TYPE
  ctx.set('Cache-Control', 'no-store')
}

/** A failure anywhere after the request step: its problem, status and headers. */
export function answerError(ctx: StateContext, error: unknown): void {
  const { status, body, headers } = toHttpError(error)
  body.request_id = ctx.state.requestId
  ctx.status = status
  ctx.set(headers)
  // A body refused before it was read (too large, or not even looked at): answer now and close,
  // rather than keep the socket and read, or wait for, the rest of what the client is sending.
  if (status === 413 || !ctx.req.complete) lingeringClose(ctx.req, ctx.res)
  ctx.body = body
  ctx.type = PROBLEM_CONTENT_TYPE
  ctx.set('Cache-Control', 'no-store') // an error is never reused from a cache
  // The access log writes the one line of this request: mapped outcomes (4xx, an upstream or the
  // database unavailable) with their code; only the unexpected (500) with its stack.
  ctx.state.outcome = {
    code: body.code,
    ...(status === 500 ? { fault: error } : {}),
    ...(error instanceof UnauthorizedError ? { reason: error.reason } : {}),
  }
}
