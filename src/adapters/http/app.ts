import bodyParser from '@koa/bodyparser'
import Koa from 'koa'
import type { Log } from '../../application/ports/log.js'
import { ApiRouter } from './api-router.js'
import type { AppState } from './app-state.js'
import { requireAdmin } from './auth/require-admin.js'
import { requireUser } from './auth/require-user.js'
import type { JwtVerifier } from './auth/jwt-verifier.js'
import type { UserAuthenticator } from './auth/user-authenticator.js'
import { corsPolicy } from './cors.js'
import { HttpError } from './http-error.js'
import type { HttpCradle } from './http-cradle.js'
import { requestStep } from './request-context.js'
import { API_TITLE } from './openapi/api-document.js'
import { registerAllRoutes } from './routes/index.js'

export interface HttpAppOptions {
  readonly version: string
  readonly allowedOrigins: '*' | readonly string[]
  readonly jsonBodyLimitBytes: number
  readonly compressionThresholdBytes: number
  readonly userAuthenticator: UserAuthenticator
  readonly adminVerifier: JwtVerifier
  readonly serviceKey: string
  readonly log: Log
  /** The access line's log (logger.ts accessLogOf); defaults to `log`. */
  readonly accessLog?: Log
  /** Koa's proxy setting: trust X-Forwarded-* from a load balancer. */
  readonly trustProxy?: boolean
}

export interface HttpApp {
  readonly koa: Koa<AppState>
  readonly api: ApiRouter
}

/**
 * The middleware order lives here and only here. `deps` is read once, while the routes are built:
 * no request resolves anything.
 */
export function createHttpApp(deps: HttpCradle, options: HttpAppOptions): HttpApp {
  const api = new ApiRouter(
    {
      user: requireUser(options.userAuthenticator),
      admin: requireAdmin(options.serviceKey, options.adminVerifier),
    },
    deps.modelQuota,
  )
  registerAllRoutes(api, deps, { title: API_TITLE, version: options.version })

  const koa = new Koa<AppState>({ proxy: options.trustProxy ?? false })
  koa.silent = true // app.on('error') below is the one sink for unexpected failures
  koa.on('error', (error: unknown, ctx?: Koa.Context) => {
    options.log.error(
      { err: error, request_id: (ctx?.state as AppState | undefined)?.requestId },
      'unhandled error',
    )
  })

  // 1st: request id, CORS, error mapping, serialisation, conditional GET, compression, metrics
  // and the access line, in one step (request-context.ts)
  koa.use(
    requestStep({
      log: options.log,
      accessLog: options.accessLog ?? options.log,
      metrics: deps.metrics,
      cors: corsPolicy(options.allowedOrigins),
      compressionThresholdBytes: options.compressionThresholdBytes,
    }),
  )
  const parseJsonBody = bodyParser({
    enableTypes: ['json'],
    jsonLimit: options.jsonBodyLimitBytes,
    onError: (error) => {
      const status = (error as { status?: number }).status
      if (status === 413)
        throw new HttpError(
          413,
          'payload_too_large',
          `the body is larger than ${options.jsonBodyLimitBytes} bytes`,
        )
      if (status === 415) throw new HttpError(415, 'unsupported_media_type', 'unsupported content encoding')
      throw new HttpError(400, 'bad_request', 'the body is not valid JSON')
    },
  })
  koa.use((ctx, next) => {
    // Routes declared with rawBody (bill uploads, up to 8 MB images) read and bound the body themselves.
    if (!api.readsOwnBody(ctx.method, ctx.path)) return parseJsonBody(ctx, next)
    ;(ctx as { disableBodyParser?: boolean }).disableBodyParser = true
    return next()
  })
  koa.use(api.router.routes())
  koa.use(api.router.allowedMethods({ throw: false }))
  return { koa, api }
}
