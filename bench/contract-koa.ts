import { randomUUID } from 'node:crypto'
import bodyParser from '@koa/bodyparser'
import Router from '@koa/router'
import Koa, { type Context, type Next } from 'koa'
import { pino } from 'pino'
import { bearerToken } from '../src/adapters/http/auth/bearer.js'
import { JwtVerifier } from '../src/adapters/http/auth/jwt-verifier.js'
import { TokenCache } from '../src/adapters/http/auth/token-cache.js'
import { UserAuthenticator } from '../src/adapters/http/auth/user-authenticator.js'
import { corsPolicy } from '../src/adapters/http/cors.js'
import { noneMatch } from '../src/adapters/http/conditional-get.js'
import { etagOfBytes } from '../src/adapters/http/serialize-json.js'
import { PrometheusMetrics } from '../src/adapters/metrics/prometheus-metrics.js'
import { accessLogOf, createLogger } from '../src/infrastructure/logger.js'

/**
 * The contract's ceiling for the performance benchmark's three floor rows: the bare Koa 3 +
 * @koa/router app (bare-koa.ts) plus what the contract asks of every answer, each done once, by
 * hand, in one middleware: the request id (a sane incoming one echoed, else a new UUID), `Vary`,
 * the CORS headers, for a GET `Cache-Control` and a strong ETag of the body's bytes with
 * If-None-Match, the request in the duration histogram, and the access line written as the
 * service writes it (its logger, at info, to a file asynchronously). The market routes also
 * authenticate the user as the service does (its verifier and token cache; a cached token is
 * a SHA-256 and a lookup), and the batch reads its JSON body with the service's body parser.
 * Every route answers the given body's bytes. No request context, no error mapping, no
 * compression step (no request of the bench asks for it), no quote cache, no user row.
 * Its ratio is what Koa and those duties allow on this machine; the service's distance from it is
 * its own structure.
 *
 *   node --import tsx bench/contract-koa.ts <body> <log file>     # env JWT_SECRET (market routes)
 *   CONTRACT_WITHOUT=log,metrics node --import tsx bench/contract-koa.ts ...   # to price duties
 *
 * CONTRACT_WITHOUT leaves duties out, to price each: `id` (a fixed request id), `cors`, `etag`,
 * `metrics`, `log`. Prints {"port": ...} when ready.
 */
const without = new Set((process.env.CONTRACT_WITHOUT ?? '').split(','))
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/
const body = Buffer.from(process.argv[2] ?? '{}')
const file = pino.destination({ dest: process.argv[3] ?? '/dev/null', sync: false })
const log = createLogger('info', file as unknown as NodeJS.WritableStream)
const accessLog = accessLogOf(log)
const metrics = new PrometheusMetrics()
const cors = corsPolicy('*')
const authenticator = new UserAuthenticator(
  new JwtVerifier(
    { jwtSecret: process.env.JWT_SECRET, jwksUrl: undefined, audience: 'authenticated', issuer: undefined },
    { checkAudience: true },
  ),
  new TokenCache(300, 10_000),
  async () => undefined,
)

const answer = (ctx: Context) => {
  ctx.type = 'application/json; charset=utf-8'
  ctx.body = body
}
const user = async (ctx: Context, next: Next) => {
  ctx.state.user = await authenticator.authenticate(bearerToken(ctx))
  await next()
}
const router = new Router()
router.get('/health', answer)
router.get('/market/stock/:symbol', user, (ctx) => {
  ctx.res.setHeader('Cache-Control', 'private, max-age=60')
  answer(ctx)
})
router.post('/market/batch', user, bodyParser({ enableTypes: ['json'] }), (ctx) => {
  if (!Array.isArray((ctx.request.body as { stocks?: unknown }).stocks)) ctx.throw(400)
  answer(ctx)
})

const app = new Koa()
app.use(async (ctx, next) => {
  const started = performance.now()
  const incoming = ctx.req.headers['x-request-id']
  const requestId =
    typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)
      ? incoming
      : without.has('id')
        ? 'bench'
        : randomUUID()
  const res = ctx.res
  res.setHeader('X-Request-Id', requestId)
  res.setHeader('Vary', 'Origin, Accept-Encoding')
  if (!without.has('cors')) cors.actual(ctx)
  await next()
  if (ctx.method === 'GET' && ctx.status === 200 && !without.has('etag')) {
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'private, no-cache')
    // Made per request, as the service makes it for a body it has not seen before.
    const tag = etagOfBytes(body)
    res.setHeader('ETag', tag)
    const ifNoneMatch = ctx.req.headers['if-none-match']
    if (ifNoneMatch !== undefined && noneMatch(ifNoneMatch, tag)) {
      ctx.status = 304
      ctx.body = null
    }
  }
  const ms = performance.now() - started
  const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? 'unmatched'
  if (!without.has('metrics')) metrics.httpRequest(ctx.method, route, ctx.status, ms / 1000)
  if (!without.has('log'))
    accessLog.info(
      {
        request_id: requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
        user_id: (ctx.state as { user?: { sub: string } }).user?.sub,
      },
      'request',
    )
})
app.use(router.routes())
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  )
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
