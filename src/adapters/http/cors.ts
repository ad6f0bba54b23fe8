import cors from '@koa/cors'
import type { Middleware } from 'koa'

const EXPOSED = [
  'X-Request-Id',
  'X-Next-Cursor',
  'Link',
  'ETag',
  'Location',
  'Retry-After',
  'x-vercel-ai-ui-message-stream',
]
const ALL_METHODS = 'GET,HEAD,PUT,POST,PATCH,DELETE,OPTIONS'

/**
 * docs/api.md "Conventions": with no list every origin is allowed and credentials are not; with a list,
 * only those origins, with credentials. All methods and headers (requested headers are reflected).
 */
export function corsMiddleware(allowedOrigins: '*' | readonly string[]): Middleware {
  if (allowedOrigins === '*') {
    return cors({ origin: '*', allowMethods: ALL_METHODS, exposeHeaders: EXPOSED, credentials: false })
  }
  const allowed = new Set(allowedOrigins)
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('origin')
      return allowed.has(origin) ? origin : ''
    },
    allowMethods: ALL_METHODS,
    exposeHeaders: EXPOSED,
    credentials: true,
  })
}
