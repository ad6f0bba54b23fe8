import type { Middleware } from 'koa'
import { toHttpError, problemForStatus } from './error-mapping.js'
import { PROBLEM_CONTENT_TYPE } from './problem.js'
import type { AppState } from './app-state.js'

/**
 * Must be the first app.use(): it can only catch what runs after it. Every non-2xx leaves as
 * problem+json, including the router's bare 404/405 and anything a middleware set without a body.
 */
export const errorMiddleware: Middleware<AppState> = async (ctx, next) => {
  try {
    await next()
    const status = ctx.status
    if (status >= 400 && !ctx.response.is('application/problem+json')) {
      const body = problemForStatus(status)
      body.request_id = ctx.state.requestId
      ctx.body = body // Koa turns an implicit 404 into 200 when a body is set: put the status back
      ctx.status = status
      ctx.type = PROBLEM_CONTENT_TYPE
    }
  } catch (error) {
    const { status, body, headers } = toHttpError(error)
    body.request_id = ctx.state.requestId
    ctx.status = status
    ctx.set(headers)
    ctx.body = body
    ctx.type = PROBLEM_CONTENT_TYPE
    if (status >= 500) ctx.app.emit('error', error, ctx)
  }
}
