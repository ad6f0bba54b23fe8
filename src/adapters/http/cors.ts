import cors from '@koa/cors'
import type { Context, Middleware } from 'koa'

const EXPOSED = [
  'X-Request-Id',
  'X-Next-Cursor',
  'Link',
  'ETag',
  'Location',
  'Retry-After',
  'x-vercel-ai-ui-message-stream',
].join(',')
const ALL_METHODS = 'GET,HEAD,PUT,POST,PATCH,DELETE,OPTIONS'

/**
 * docs/api.md "Conventions": with no list every origin is allowed and credentials are not; with a list,
 * only those origins, with credentials. All methods and headers (requested headers are reflected).
 * `Vary: Origin` is the request step's (request-context.ts), set on every response.
 */
export interface CorsPolicy {
  /**
   * The headers of an actual (non-OPTIONS) request, set before the route runs so that errors and
   * streams carry them too. The same headers @koa/cors sets for such a request, without its step:
   * a fixed set of values, set on every request of the service.
   */
  readonly actual: (ctx: Context) => void
  /** OPTIONS: @koa/cors answers a preflight (204) itself, or passes a plain OPTIONS on to `next`. */
  readonly options: Middleware
}

export function corsPolicy(allowedOrigins: '*' | readonly string[]): CorsPolicy {
  if (allowedOrigins === '*') {
    return {
      actual: (ctx) => {
        ctx.res.setHeader('Access-Control-Allow-Origin', '*')
        ctx.res.setHeader('Access-Control-Expose-Headers', EXPOSED)
      },
      options: cors({ origin: '*', allowMethods: ALL_METHODS, exposeHeaders: EXPOSED, credentials: false }),
    }
  }
  const allowed = new Set(allowedOrigins)
  const listed = (origin: unknown): origin is string => typeof origin === 'string' && allowed.has(origin)
  return {
    actual: (ctx) => {
      const origin = ctx.req.headers.origin
      if (!listed(origin)) return // an unlisted origin gets no CORS header at all
      ctx.res.setHeader('Access-Control-Allow-Origin', origin)
      ctx.res.setHeader('Access-Control-Allow-Credentials', 'true')
      ctx.res.setHeader('Access-Control-Expose-Headers', EXPOSED)
    },
    options: cors({
      origin: (ctx) => {
        const origin = ctx.get('origin')
        return allowed.has(origin) ? origin : ''
      },
      allowMethods: ALL_METHODS,
      exposeHeaders: EXPOSED,
      credentials: true,
    }),
  }
}
