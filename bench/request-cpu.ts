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
 *
 * `--only list` adds GET /transactions/?limit=50 of a user's 10,000 rows (real Postgres).
 * `stream` is one POST /ai/stream answered by the fake model (bench/advisor-fake-model.ts, in its
 * own process so its CPU is not counted: nine tokens at once), counted until the stream's end.
 * `--burst 50` first times bursts of 50 streams arriving at once (the stream row of
 * performance-bench without the clients and the kernel): p99 to the first byte and to the first
 * text-delta of each run, min and median over the runs.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { pino } from 'pino'
import { startMarketFakes } from '../test/market/support/market-fakes.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import {
  BENCH_TRANSACTION_BODY,
  createBenchDatabase,
  listBenchStocks,
  seedTransactions,
  startMarkedFakeModel,
} from './support.js'
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
    /** With the stream target: also bursts of this many streams at once, timed to first byte and first delta. */
    burst: { type: 'string', default: '0' },
  },
})
const trees = values.trees.split(',').map((t) => resolve(t))
const perRun = Number(values.requests)
const runs = Number(values.runs)

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown
interface Target {
  readonly path: string
  readonly method?: string
  /** A function gives each request its own (e.g. the next of several users). */
  readonly headers?: Record<string, string> | (() => Record<string, string>)
  readonly body?: string
}

/** A socket that accepts and drops every byte (showing each write to `seen`, if given). */
class NullSocket extends Duplex {
  constructor(private readonly seen?: (chunk: Buffer) => void) {
    super()
  }
  override _read(): void {}
  override _write(chunk: Buffer, _encoding: unknown, done: () => void): void {
    this.seen?.(chunk)
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
function once(handler: Handler, target: Target, seen?: (chunk: Buffer) => void): Promise<number> {
  const socket = new NullSocket(seen)
  const req = new IncomingMessage(socket as never)
  req.method = target.method ?? 'GET'
  req.url = target.path
  const own = typeof target.headers === 'function' ? target.headers() : target.headers
  const headers: Record<string, string> = { host: '127.0.0.1', accept: '*/*', ...own }
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

/** Wall-clock ms, comparable with the fake model's marks (another process). */
const now = () => performance.timeOrigin + performance.now()

/**
 * `n` streams arriving at once, each in its own turn of the event loop as sockets' data would,
 * each question tagged `#<marker>` so the model's report of its call is known. For each: from the
 * burst's start to its first byte written, from the start to the model's call, and from the call
 * (the fake writes its first token at once) to the first byte holding a text-delta, in ms.
 */
async function burst(
  handler: Handler,
  streamOf: (marker: string) => Target,
  calledAt: (marker: string) => Promise<number | undefined>,
  n: number,
): Promise<{ first: number[]; toModel: number[]; tokenToDelta: number[]; toDelta: number[] }> {
  const first: number[] = []
  const toModel: number[] = []
  const tokenToDelta: number[] = []
  const toDelta: number[] = []
  const t0 = now()
  const one = async () => {
    const marker = randomUUID()
    let firstAt = NaN
    let deltaAt = NaN
    const seen = (chunk: Buffer) => {
      if (Number.isNaN(firstAt)) firstAt = now()
      if (Number.isNaN(deltaAt) && chunk.includes('"type":"text-delta"')) deltaAt = now()
    }
    await once(handler, streamOf(marker), seen)
    const called = await calledAt(marker)
    if (called === undefined || Number.isNaN(deltaAt)) throw new Error('a stream without a model call')
    first.push(firstAt - t0)
    toModel.push(called - t0)
    tokenToDelta.push(deltaAt - called)
    toDelta.push(deltaAt - t0)
  }
  await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<void>((done, fail) =>
          setImmediate(() => {
            one().then(done, fail)
          }),
        ),
    ),
  )
  return { first, toModel, tokenToDelta, toDelta }
}

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}
const minMedian = (xs: readonly number[]) =>
  `${percentile(xs, 0).toFixed(1)} / ${percentile(xs, 50).toFixed(1)}`

const db = await createBenchDatabase('request_cpu')
const logDir = mkdtempSync(join(tmpdir(), 'ledgerline-request-cpu-'))
const fakes = await startMarketFakes({ timeoutMs: 5000 })
const closers: (() => Promise<unknown>)[] = []
try {
  const symbols = listBenchStocks(fakes, 50)
  const only = values.only.split(',')
  // The list reads the first page of 10,000 rows, as performance-bench.ts's row does.
  const userId = await seedTransactions(db.url, only.includes('list') ? 10_000 : 10)
  const model = await startMarkedFakeModel('You spent 42.00 USD on groceries last month.')
  closers.push(async () => model.child.kill())
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    LLM_API_KEY: 'bench-key',
    LLM_BASE_URL: model.url,
    LLM_MAX_RETRIES: '0',
    AI_REQUESTS_PER_MINUTE: '1000000',
    AI_DAILY_TOKEN_BUDGET: '1000000000',
    LOG_LEVEL: 'info',
    SCHEDULER_ENABLED: 'false',
    ...fakes.env,
  }
  const auth = { authorization: `Bearer ${userToken(userId)}` }
  const streamUsers = Array.from({ length: 50 }, () => userToken(randomUUID()))
  let streamed = 0
  const targets: Record<string, Target> = {
    health: { path: '/health' },
    quote: { path: '/market/stock/AAPL', headers: auth },
    batch: {
      path: '/market/batch',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ stocks: symbols }),
    },
    stream: {
      path: '/ai/stream',
      method: 'POST',
      // 50 users in turn, as the stream row of performance-bench has: one user's per-minute
      // window would hold every request of the run.
      headers: () => ({
        authorization: `Bearer ${streamUsers[streamed++ % streamUsers.length]!}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      }),
      body: JSON.stringify({ message: 'How much did I spend on groceries last month?' }),
    },
    list: { path: '/transactions/?limit=50', headers: auth },
    // performance-bench's POST row: no category, so categorisation runs (rules, learned; the model after).
    create: {
      path: '/transactions/',
      method: 'POST',
      // A fresh Idempotency-Key each time.
      headers: () => ({ ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
      body: BENCH_TRANSACTION_BODY,
    },
  }
  const wanted = only.filter((name) => targets[name])

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
    // As in production (DATABASE_PREPARED_STATEMENTS defaults to true); a tree before the setting ignores it.
    const pool = createPool({ url: db.url, poolMax: 5, statementTimeoutMs: 30_000, preparedStatements: true })
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
  const burstSize = Number(values.burst)
  if (burstSize > 0 && wanted.includes('stream')) {
    const p99s = new Map<
      string,
      Record<'first' | 'toModel' | 'tokenToDelta' | 'toDelta' | 'toDelta50', number[]>
    >()
    const stream = targets.stream!
    const streamOf = (marker: string): Target => ({
      ...stream,
      body: JSON.stringify({ message: `How much did I spend on groceries last month? #${marker}` }),
    })
    for (let r = 0; r < runs; r++)
      for (const app of apps) {
        const times = await burst(app.handler, streamOf, model.calledAt, burstSize)
        const seen = p99s.get(app.tree) ?? {
          first: [],
          toModel: [],
          tokenToDelta: [],
          toDelta: [],
          toDelta50: [],
        }
        for (const key of ['first', 'toModel', 'tokenToDelta', 'toDelta'] as const)
          seen[key].push(percentile(times[key], 99))
        seen.toDelta50.push(percentile(times.toDelta, 50))
        p99s.set(app.tree, seen)
      }
    console.log(
      `# bursts of ${burstSize} streams, ${runs} runs each; the p99 of each run, min / median over runs`,
    )
    for (const [tree, p99] of p99s)
      console.log(
        `burst ${tree}: first byte ${minMedian(p99.first)} ms, the model's call ${minMedian(p99.toModel)} ms, ` +
          `its first token -> our text-delta ${minMedian(p99.tokenToDelta)} ms; ` +
          `the first text-delta ${minMedian(p99.toDelta)} ms (its p50 ${minMedian(p99.toDelta50)} ms)`,
      )
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
  await db.drop()
  rmSync(logDir, { recursive: true, force: true })
}
