import { asValue, type AwilixContainer } from 'awilix'
import type { Middleware } from 'koa'
import type { AppState } from './app-state.js'
import type { HttpCradle } from './http-cradle.js'

/** A child container per request: request-scoped values live there and are disposed at the end. */
export function scopePerRequest(root: AwilixContainer<HttpCradle>): Middleware<AppState> {
  return async (ctx, next) => {
    const scope = root.createScope<HttpCradle>()
    scope.register({ requestId: asValue(ctx.state.requestId) })
    ctx.state.container = scope
    try {
      await next()
    } finally {
      await scope.dispose()
    }
  }
}
