import Koa from 'koa'
import Router from '@koa/router'

/**
 * The framework's ceiling for the performance benchmark: a bare Koa 3 app with @koa/router
 * answering a fixed JSON body on one route, nothing else. Prints {"port": ...} when ready.
 */
const body = process.argv[2] ?? '{}'
const router = new Router()
router.get('/health', (ctx) => {
  ctx.type = 'application/json; charset=utf-8'
  ctx.body = body
})
const app = new Koa()
app.use(router.routes())
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  )
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
