/**
 * CPU per request of the Koa app itself, in process: no sockets, no HTTP parser, no load generator
 * competing for the cores. Each request goes through the app's real handler (production settings,
 * logs at info to a file, real Postgres, fake market upstreams) on a socket that discards what is
 * written. Runs alternate between the source trees given, and the minimum over the runs is the
 * figure: on a busy machine a run can only be slowed, so the quietest run is the closest to the
 * code's own cost (docs/performance.md "How to measure"). For comparing a change with what came
 * before it on the same machine at the same time:
 *
 *   git archive HEAD~1 | tar -x -C /tmp/before && ln -s $PWD/node_modules /tmp/before/
 *   node --import tsx bench/request-cpu.ts --trees /tmp/before,$PWD --only health,quote,batch
 */
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { randomUUID } from 'node:crypto'
import { pino } from 'pino'
import { FakeOpenAi } from '../test/support/fake-openai.js'
import { startMarketFakes } from '../test/market/support/market-fakes.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import { createBenchDatabase, seedTransactions } from './support.js'
import type * as ConfigModule from '../src/infrastructure/config/config.js'
import type * as ContainerModule from '../src/infrastructure/container.js'
import type * as DatabaseModule from '../src/infrastructure/database.js'
import type * as LoggerModule from '../src/infrastructure/logger.js'
import type * as HttpWiringModule from '../src/infrastructure/wiring/http.js'

const { values } = parseArgs({
  options: {
    trees: { type: 'string', default: '.' },
    only: { type: 'string', default: 'health,quote,batch' },
    requests: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '12' },
  },
})
const trees = values.trees.split(',').map((t) => resolve(t))
const perRun = Number(values.requests)
const runs = Number(values.runs)

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown
interface Target {
  readonly path: string
  readonly method?: string
  readonly headers?: Record<string, string>
  readonly body?: string
  /** Headers made anew for each request (a fresh Idempotency-Key). */
  readonly fresh?: () => Record<string, string>
}

/** A socket that accepts and drops every byte. */
class NullSocket extends Duplex {
  override _read(): void {}
  override _write(_chunk: unknown, _encoding: unknown, done: () => void): void {
    done()
  }
  setTimeout(): this {
    return this
  }
  setNoDelay(): this {
    return this
  }
  setKeepAlive(): this {
    return this
  }
}

/** One request through the handler; resolves with the status once the response is written. */
function once(handler: Handler, target: Target): Promise<number> {
  const socket = new NullSocket()
  const req = new IncomingMessage(socket as never)
  req.method = target.method ?? 'GET'
  req.url = target.path
  const headers: Record<string, string> = {
    host: '127.0.0.1',
    accept: '*/*',
    ...target.headers,
    ...target.fresh?.(),
  }
  if (target.body) headers['content-length'] = String(Buffer.byteLength(target.body))
  req.headers = headers
  req.rawHeaders = Object.entries(headers).flat()
  if (target.body) req.push(target.body)
  req.push(null)
  req.complete = true
  const res = new ServerResponse(req)
  res.assignSocket(socket as never)
  return new Promise((done) => {
    res.on('finish', () => done(res.statusCode))
    void handler(req, res)
  })
}

/** `n` requests, 20 at a time (as connections would interleave them); CPU µs per request. */
async function run(handler: Handler, target: Target, n: number): Promise<number> {
  let started = 0
  let failed = 0
  const worker = async () => {
    while (started++ < n) if ((await once(handler, target)) >= 400) failed++
  }
  const before = process.cpuUsage()
  await Promise.all(Array.from({ length: 20 }, worker))
  const used = process.cpuUsage(before)
  if (failed > 0) throw new Error(`${target.method ?? 'GET'} ${target.path}: ${failed} requests failed`)
  return (used.user + used.system) / n
}

const db = await createBenchDatabase('request_cpu')
const logDir = mkdtempSync(join(tmpdir(), 'ledgerline-request-cpu-'))
const fakes = await startMarketFakes({ timeoutMs: 5000 })
// The model answers at once, as in performance-bench (a POST without a category asks it, after the answer).
const model = await FakeOpenAi.start()
model.otherwise({ text: 'You spent 42.00 USD on groceries last month.' })
setInterval(() => model.requests.splice(0, model.requests.length), 1_000).unref()
const closers: (() => Promise<unknown>)[] = []
try {
  const symbols = Array.from({ length: 50 }, (_, i) => `SYM${i}`)
  symbols.forEach((s, i) => fakes.yahoo.stocks.set(s, { price: 10 + i }))
  fakes.yahoo.stocks.set('AAPL', { price: 244.6 })
  const userId = await seedTransactions(db.url, 10)
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    LLM_API_KEY: 'bench-key',
    LLM_BASE_URL: model.url,
    LLM_MAX_RETRIES: '0',
    LOG_LEVEL: 'info',
    SCHEDULER_ENABLED: 'false',
    ...fakes.env,
  }
  const auth = { authorization: `Bearer ${userToken(userId)}` }
  const targets: Record<string, Target> = {
    health: { path: '/health' },
    quote: { path: '/market/stock/AAPL', headers: auth },
    batch: {
      path: '/market/batch',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ stocks: symbols }),
    },
    // performance-bench's POST row: no category, so categorisation runs (rules, learned; the model after).
    create: {
      path: '/transactions/',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: '4.50',
        type: 'expense',
        currency: 'USD',
        occurred_at: '2026-11-24T08:30:00Z',
        merchant: 'Blue Bottle',
      }),
      fresh: () => ({ 'idempotency-key': randomUUID() }),
    },
  }
  const wanted = values.only.split(',').filter((name) => targets[name])

  // Each tree's own modules (its app, its logger), side by side in this process.
  const apps: { tree: string; handler: Handler }[] = []
  for (const [i, tree] of trees.entries()) {
    const load = async <T>(file: string): Promise<T> =>
      (await import(pathToFileURL(join(tree, 'src/infrastructure', file)).href)) as T
    const { loadConfig } = await load<typeof ConfigModule>('config/config.ts')
    const { buildContainer } = await load<typeof ContainerModule>('container.ts')
    const { createKysely, createPool } = await load<typeof DatabaseModule>('database.ts')
    const { createLogger } = await load<typeof LoggerModule>('logger.ts')
    const { buildHttpApp } = await load<typeof HttpWiringModule>('wiring/http.ts')
    const config = loadConfig(env)
    const logFile = openSync(join(logDir, `service-${i}.log`), 'w')
    const logger = createLogger(
      'info',
      pino.destination({ fd: logFile, sync: false }) as unknown as NodeJS.WritableStream,
    )
    const pool = createPool({ url: db.url, poolMax: 5, statementTimeoutMs: 30_000 })
    const container = buildContainer(config, { pool, db: createKysely(pool), logger })
    closers.push(async () => {
      await container.dispose()
      if (!pool.ended) await pool.end()
    })
    apps.push({ tree, handler: buildHttpApp(container, config).koa.callback() })
  }

  for (const app of apps) for (const name of wanted) await run(app.handler, targets[name]!, 500) // warm up
  const figures = new Map<string, number[]>()
  for (let r = 0; r < runs; r++)
    for (const name of wanted)
      for (const app of apps) {
        const key = `${name} ${app.tree}`
        figures.set(key, [...(figures.get(key) ?? []), await run(app.handler, targets[name]!, perRun)])
      }
  console.log(`# request-cpu: ${runs} runs of ${perRun} requests, in process, Node ${process.version}`)
  for (const [key, xs] of figures) {
    const sorted = [...xs].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(1)
    console.log(`${key.padEnd(60)} min ${at(0)} µs   median ${at(0.5)} µs CPU per request`)
  }
} finally {
  for (const close of closers) await close().catch(() => undefined)
  await fakes.close()
  await model.close()
  await db.drop()
  rmSync(logDir, { recursive: true, force: true })
}
