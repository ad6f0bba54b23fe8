import type { Middleware } from 'koa'
import type { AppState } from './app-state.js'

/** What HTTP needs of the metrics adapter: to record a request, and to be scraped. */
export interface HttpMetrics {
  httpRequest(method: string, route: string, status: number, seconds: number): void
  scrape(): Promise<{ readonly contentType: string; readonly body: string }>
}

/** The label for requests no route matched: raw paths would make a series per scanner probe. */
export const UNMATCHED_ROUTE = '(unmatched)'

/**
 * Records every request in the duration histogram under its route template (`/accounts/:id`,
 * never the raw path, with or without its trailing slash), after the error middleware has set
 * the final status (so it runs outside it).
 */
export function httpMetrics(metrics: HttpMetrics): Middleware<AppState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      const template = (ctx as { _matchedRoute?: unknown })._matchedRoute
      const route = typeof template === 'string' ? template.replace(/(.)\/+$/, '$1') : UNMATCHED_ROUTE
      metrics.httpRequest(ctx.method, route, ctx.status, Number(process.hrtime.bigint() - started) / 1e9)
    }
  }
}
