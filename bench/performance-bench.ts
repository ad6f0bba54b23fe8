/**
 * The per-request floor, every row in one run on this machine: each request of the
 * table against the real service (production settings, logs at info written to a file as in
 * production), next to a bare node:http server answering the same bytes (the ratio), plus a bare
 * Koa 3 + @koa/router app (the framework's ceiling), and for the three floor rows that app doing
 * what the contract asks of every answer (bench/contract-koa.ts: the contract's ceiling). Then /ai/stream under 50 concurrent streams,
 * the fake model in its own process: request -> first SSE byte, request -> the model's first call,
 * model's first token -> our first text-delta. Then the service's RSS after 1 and 5 minutes of mixed load.
 *
 *   node --import tsx bench/performance-bench.ts [--seconds 10] [--connections 50] [--quick]
 *   node --import tsx bench/performance-bench.ts --only transactions --tree /tmp/before --create-ceiling create-d0e87bf
 *
 * --quick (CI) runs every row for 1 s and the RSS phase for a few seconds: it proves the script
 * still runs; its figures mean nothing. --warm-connections warms the stream row with as many
 * streams as a round, of other users: the first round then has new users on warm connections, which
 * splits its cost between the two (docs/performance.md, "The advisor's stream"). --warm-up N
 * (default 5) warms it with N streams of other users on connections closed before the rounds: a
 * long one leaves the code warm and the first round still new users on new connections (with
 * --warm-connections too: new users on warm connections and warm code).
 * --workers N runs the service as `--workers N` (node:cluster) with REDIS_URL (default the local
 * Redis, a key prefix of the run's own) so the AI limits are shared; CPU is then the primary's and
 * its workers' together. The two
 * /transactions rows each have a database ceiling beside them (bench/database-ceiling.ts): node:http
 * and pg sending the statements the service sends, answering the same bytes; its ratio is what
 * Postgres on this machine allows. The /ai/stream row has its transport's ceiling after it
 * (bench/stream-ceiling.ts: node:http + undici relaying the same model, the same rounds).
 * --tree measures another source tree's service with this bench.
 * Uses BENCH_DATABASE_URL (default: a fresh database on the local Postgres).
 * BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' profiles the service.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import http from 'node:http'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { loadConfig } from '../src/infrastructure/config/config.js'
import { startMarketFakes } from '../test/market/support/market-fakes.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import {
  BENCH_TRANSACTION_BODY,
  cpuSecondsOf,
  createBenchDatabase,
  treeCpuSecondsOf,
  treeCpuSplitOf,
  freePort,
  listBenchStocks,
  seedTransactions,
  startChild,
  startMarkedFakeModel,
  startService,
} from './support.js'
import { TargetVerdicts, type StreamFigures } from './target-verdicts.js'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    streams: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
    quick: { type: 'boolean', default: false },
    'warm-connections': { type: 'boolean', default: false },
    /** The stream row's warm-up: this many streams of other users on other connections (default 5). */
    'warm-up': { type: 'string', default: '5' },
    /** The service as a node:cluster primary with N workers (`--workers N`), sharing limits through REDIS_URL. */
    workers: { type: 'string', default: '1' },
    /** Only the rows whose name contains this (e.g. 'health', 'stream', 'RSS'): for profiling one. */
    only: { type: 'string' },
    /** The source tree whose service is measured (default: this one), e.g. a copy of main for a before/after pair. */
    tree: { type: 'string' },
    /**
     * The create row's database ceilings (bench/database-ceiling.ts), comma-separated: 'create' (the
     * service's statements), 'create-d0e87bf' (main's at d0e87bf), 'create-one-statement' and
     * 'insert-only' (the least any design could send).
     */
    'create-ceiling': { type: 'string', default: 'create,create-one-statement,insert-only' },
  },
})
const wanted = (name: string) => !values.only || name.toLowerCase().includes(values.only.toLowerCase())
const quick = values.quick
const seconds = quick ? 1 : Number(values.seconds)
const connections = Number(values.connections)
const streams = Number(values.streams)
const rounds = quick ? 1 : Number(values.rounds)
const rssMinutes = quick ? [0.05, 0.1] : [1, 5]
const warmUp = Number(values['warm-up'])
const workers = Number(values.workers)
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

interface Row {
  readonly name: string
  readonly rps: number
  /** CPU time (user + system) the server spent per request, in µs: steady on a busy machine. */
  readonly cpuPerRequest: number
  readonly p50: number
  readonly p99: number
  readonly failed: number
}

/** One autocannon run; `fresh` sets per-request headers (a new Idempotency-Key each time). */
async function hammer(
  name: string,
  url: string,
  pid: number,
  options: {
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    fresh?: () => Record<string, string>
    expect: number
  },
): Promise<Row> {
  const { fresh } = options
  const cpuBefore = treeCpuSecondsOf(pid)
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
    ...(fresh
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                headers: { ...req.headers, ...fresh() },
              }),
            },
          ],
        }
      : {}),
  })
  const wrongStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== options.expect)
    .reduce((n, [, s]) => n + (s as { count: number }).count, 0)
  return {
    name,
    rps: result.requests.average,
    cpuPerRequest: ((treeCpuSecondsOf(pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + wrongStatus,
  }
}

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
}

const benchDb = await createBenchDatabase('performance')
const logDir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-'))
const fakes = await startMarketFakes({ timeoutMs: 5000 })
const symbols = listBenchStocks(fakes, 50)

// The model answers at once, in its own process (as a provider is: it does not share this
// process's event loop with the 50 clients), and reports when each question's call arrived, in ms
// of the wall clock; the bench's times are taken on the same clock (`now`).
const model = await startMarkedFakeModel('You spent 42.00 USD on groceries last month.')
const modelUrl = model.url
const now = () => performance.timeOrigin + performance.now()

/**
 * The stream row's client: node:http rather than fetch, whose WHATWG streams cost the bench
 * process about 1.7 ms of CPU a stream on the cores the service runs on. Resolves with the
 * status once the response has ended; `onText` sees each chunk as it arrives.
 */
const streamAgent = new http.Agent({ keepAlive: true })
function postStream(
  url: string,
  headers: Record<string, string>,
  body: string,
  onText: (text: string) => void,
  agent: http.Agent = streamAgent,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers, agent }, (res) => {
      res.setEncoding('utf8')
      res.on('data', onText)
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

const children: { kill(): boolean }[] = []
const startedLoad = loadavg()[0]!
try {
  const userId = await seedTransactions(benchDb.url)

  const port = await freePort()
  const serviceEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: benchDb.url,
    DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    LLM_API_KEY: 'bench-key',
    LLM_BASE_URL: modelUrl,
    LLM_MAX_RETRIES: '0',
    AI_REQUESTS_PER_MINUTE: '1000000',
    AI_DAILY_TOKEN_BUDGET: '1000000000',
    LOG_LEVEL: 'info',
    SCHEDULER_ENABLED: 'false',
    MIGRATE_ON_START: 'false',
    ...fakes.env,
    // Several workers share the AI limits through Redis (docs/scale-out.md), under a prefix of this run's own.
    ...(workers > 1 ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${process.pid}:` } : {}),
  }
  const service = await startService(serviceEnv, port, {
    logFile: join(logDir, 'service.log'),
    ...(values.tree ? { cwd: values.tree } : {}),
    ...(workers > 1 ? { args: ['--workers', String(workers)] } : {}),
  })
  // The database ceiling's pool is the service's (DATABASE_POOL_MAX or its default).
  const poolMax = loadConfig(serviceEnv).database.poolMax
  children.push(service)
  const base = `http://127.0.0.1:${port}`
  const auth = { authorization: `Bearer ${userToken(userId)}` }
  const json = { ...auth, 'content-type': 'application/json' }
  const batchBody = JSON.stringify({ stocks: symbols })
  const transactionBody = BENCH_TRANSACTION_BODY

  // Each request once, to warm the caches and keep the exact bytes for its bare twin.
  const bodyOf = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${base}${path}`, init)
    const text = await res.text()
    if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`)
    return text
  }
  const targets = [
    { name: 'GET /health', path: '/health', expect: 200, contract: true, body: await bodyOf('/health') },
    {
      name: 'GET /market/stock/AAPL (cached, JWT)',
      path: '/market/stock/AAPL',
      headers: auth,
      expect: 200,
      contract: true,
      body: await bodyOf('/market/stock/AAPL', { headers: auth }),
    },
    {
      name: 'POST /market/batch (50 cached)',
      path: '/market/batch',
      method: 'POST' as const,
      headers: json,
      payload: batchBody,
      expect: 200,
      contract: true,
      body: await bodyOf('/market/batch', { method: 'POST', headers: json, body: batchBody }),
    },
    {
      name: 'GET /transactions/?limit=50 (10k rows)',
      path: '/transactions/?limit=50',
      headers: auth,
      expect: 200,
      ceilings: ['list'],
      body: await bodyOf('/transactions/?limit=50', { headers: auth }),
    },
    {
      name: 'POST /transactions/ (Idempotency-Key)',
      path: '/transactions/',
      method: 'POST' as const,
      headers: json,
      payload: transactionBody,
      fresh: () => ({ 'idempotency-key': randomUUID() }),
      expect: 201,
      ceilings: values['create-ceiling'].split(','),
      body: await bodyOf('/transactions/', {
        method: 'POST',
        headers: { ...json, 'idempotency-key': randomUUID() },
        body: transactionBody,
      }),
    },
  ]

  console.log(
    `# performance-bench: ${values.tree ?? 'this tree'}${workers > 1 ? ` (--workers ${workers})` : ''}, ${connections} connections, ${seconds} s per target, Node ${process.version}, ` +
      `load average at start ${startedLoad.toFixed(2)}${quick ? ' (--quick: figures mean nothing)' : ''}`,
  )
  console.log(
    `${'request'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}` +
      `   ${'bare req/s'.padStart(10)} ${'ratio'.padStart(6)}   ${'CPU/req'.padStart(8)} ${'bare'.padStart(7)} ${'ratio'.padStart(6)}`,
  )
  const print = (row: Row, bare: Row) =>
    console.log(
      `${row.name.padEnd(40)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50}ms`.padStart(6)} ${`${row.p99}ms`.padStart(6)}` +
        `   ${bare.rps.toFixed(0).padStart(10)} ${(row.rps / bare.rps).toFixed(2).padStart(6)}` +
        `   ${`${row.cpuPerRequest.toFixed(0)}µs`.padStart(8)} ${`${bare.cpuPerRequest.toFixed(0)}µs`.padStart(7)}` +
        ` ${(bare.cpuPerRequest / row.cpuPerRequest).toFixed(2).padStart(6)}` +
        (row.failed ? `   (${row.failed} failed or unexpected status)` : ''),
    )
  const verdicts = new TargetVerdicts()
  for (const t of targets.filter((t) => wanted(t.name))) {
    const bare = await startChild(
      ['bench/bare-server.ts', t.body, String(t.expect)],
      {},
      (l) => typeof l.port === 'number',
    )
    children.push(bare.child)
    const bareRow = await hammer(
      'bare',
      `http://127.0.0.1:${bare.line.port as number}${t.path}`,
      bare.child.pid!,
      {
        ...t,
        ...(t.payload ? { body: t.payload } : {}),
      },
    )
    bare.child.kill()
    const row = await hammer(t.name, `${base}${t.path}`, service.pid!, {
      ...t,
      ...(t.payload ? { body: t.payload } : {}),
    })
    print(row, bareRow)
    verdicts.service(t.name, row.rps / bareRow.rps)
    for (const ceiling of 'ceilings' in t ? t.ceilings : []) {
      const twin = await startChild(
        ['bench/database-ceiling.ts', ceiling, t.body, String(t.expect)],
        { DATABASE_URL: benchDb.url, BENCH_USER_ID: userId, POOL_MAX: String(poolMax) },
        (l) => typeof l.port === 'number',
      )
      children.push(twin.child)
      const ceilingRow = await hammer(
        `  database ceiling: ${ceiling}`,
        `http://127.0.0.1:${twin.line.port as number}${t.path}`,
        twin.child.pid!,
        { ...t, ...(t.payload ? { body: t.payload } : {}) },
      )
      print(ceilingRow, bareRow)
      verdicts.ceiling(t.name, ceiling, ceilingRow.rps / bareRow.rps)
      twin.child.kill()
    }
    if (t.path === '/health') {
      const koa = await startChild(['bench/bare-koa.ts', t.body], {}, (l) => typeof l.port === 'number')
      children.push(koa.child)
      print(
        await hammer(
          'bare Koa 3 + @koa/router (ceiling)',
          `http://127.0.0.1:${koa.line.port as number}/health`,
          koa.child.pid!,
          { expect: 200 },
        ),
        bareRow,
      )
      koa.child.kill()
    }
    if ('contract' in t) {
      const contract = await startChild(
        ['bench/contract-koa.ts', t.body, join(logDir, 'contract-koa.log')],
        { JWT_SECRET: TEST_JWT_SECRET },
        (l) => typeof l.port === 'number',
      )
      children.push(contract.child)
      const contractRow = await hammer(
        "  Koa + the contract's duties (ceiling)",
        `http://127.0.0.1:${contract.line.port as number}${t.path}`,
        contract.child.pid!,
        { ...t, ...(t.payload ? { body: t.payload } : {}) },
      )
      print(contractRow, bareRow)
      verdicts.ceiling(t.name, "the contract's duties", contractRow.rps / bareRow.rps)
      contract.child.kill()
    }
  }

  // /ai/stream: rounds of `streams` concurrent requests, each tagged so the model's arrival is known.
  const firstByte: number[] = []
  const toModel: number[] = []
  const tokenToDelta: number[] = []
  const streamUsers = Array.from({ length: streams }, () => userToken(randomUUID()))
  const oneStream = async (i: number, target: string, users = streamUsers, agent = streamAgent) => {
    const marker = randomUUID()
    const t0 = now()
    let text = ''
    let delta = NaN
    const status = await postStream(
      `${target}/ai/stream`,
      {
        authorization: `Bearer ${users[i % users.length]!}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      JSON.stringify({ message: `How much did I spend on groceries last month? #${marker}` }),
      (chunk) => {
        if (!text) firstByte.push(now() - t0)
        text += chunk
        if (Number.isNaN(delta) && text.includes('"type":"text-delta"')) delta = now()
      },
      agent,
    )
    if (status !== 200) throw new Error(`/ai/stream: ${status} ${text}`)
    const calledAt = await model.calledAt(marker)
    if (calledAt === undefined || Number.isNaN(delta))
      throw new Error(`stream without a model call: ${text.slice(-200)}`)
    toModel.push(calledAt - t0)
    // The fake model writes its first token as soon as the call arrives (no token delay).
    tokenToDelta.push(delta - calledAt)
  }
  if (wanted('/ai/stream')) {
    verdicts.streams(
      'service',
      await runStreams(base, service.pid!, `/ai/stream, ${streams} concurrent x ${rounds} rounds`),
    )
    // The same rounds against node:http + undici relaying the same model (bench/stream-ceiling.ts).
    const twin = await startChild(
      ['bench/stream-ceiling.ts', modelUrl],
      {},
      (l) => typeof l.port === 'number',
    )
    children.push(twin.child)
    const ceilingFigures = await runStreams(
      `http://127.0.0.1:${twin.line.port as number}`,
      twin.child.pid!,
      '  stream ceiling (node:http + undici relaying the same model, nothing else), the same rounds',
    )
    verdicts.streams('ceiling', ceilingFigures)
    twin.child.kill()
  }
  /** Rounds of `streams` concurrent streams against `target`, whose process (and children) is `pid`. */
  async function runStreams(target: string, pid: number, title: string): Promise<StreamFigures> {
    // The warm-up: other users on connections of their own, closed before the rounds, so the
    // first round is new users on new connections; a long one (--warm-up 500) leaves the code warm.
    const warmUsers = Array.from({ length: Math.min(warmUp, streams) }, () => userToken(randomUUID()))
    const warmAgent = new http.Agent({ keepAlive: true })
    for (let done = 0; done < warmUp; done += streams)
      await Promise.all(
        Array.from({ length: Math.min(streams, warmUp - done) }, (_, i) =>
          oneStream(i, target, warmUsers, warmAgent),
        ),
      )
    warmAgent.destroy()
    if (values['warm-connections']) {
      // Every connection of a round opened and used once, by users the rounds never ask for.
      const roundUsers = streamUsers.splice(0, streams, ...streamUsers.map(() => userToken(randomUUID())))
      await Promise.all(Array.from({ length: streams }, (_, i) => oneStream(i, target)))
      streamUsers.splice(0, streams, ...roundUsers)
    }
    firstByte.length = toModel.length = tokenToDelta.length = 0
    const cpuBefore = treeCpuSplitOf(pid)
    const clientsBefore = process.cpuUsage()
    const modelBefore = cpuSecondsOf(model.child.pid!)
    // The first round's streams are most users' first question (a read of the day's token count
    // each, new connections to the service and from it to the model); the later rounds' are not.
    let firstRound = { firstByte: [] as number[], toModel: [] as number[], tokenToDelta: [] as number[] }
    for (let r = 0; r < rounds; r++) {
      await Promise.all(Array.from({ length: streams }, (_, i) => oneStream(i, target)))
      if (r === 0) {
        firstRound = { firstByte: [...firstByte], toModel: [...toModel], tokenToDelta: [...tokenToDelta] }
      }
    }
    const perStream = (seconds: number) => ((seconds * 1e3) / (rounds * streams)).toFixed(2)
    const cpuAfter = treeCpuSplitOf(pid)
    const cpuPerStream = perStream(cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system)
    const systemPerStream = perStream(cpuAfter.system - cpuBefore.system)
    const clients = process.cpuUsage(clientsBefore)
    const clientsPerStream = perStream((clients.user + clients.system) / 1e6)
    const modelPerStream = perStream(cpuSecondsOf(model.child.pid!) - modelBefore)
    const ms = (xs: number[]) =>
      `p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms`
    console.log(
      `${title}, after a warm-up of ${warmUp} streams${values['warm-connections'] ? ' and warm connections' : ''}:`,
    )
    console.log(`  request -> first SSE byte:            ${ms(firstByte)}`)
    console.log(`  request -> the model's first call:    ${ms(toModel)}`)
    console.log(`  model's first token -> our text-delta: ${ms(tokenToDelta)}`)
    if (rounds > 1) {
      const later = (all: number[], first: number[]) => all.slice(first.length)
      console.log(
        `  first round only:  first byte ${ms(firstRound.firstByte)}; model's call ${ms(firstRound.toModel)};` +
          ` token -> delta ${ms(firstRound.tokenToDelta)}`,
      )
      console.log(
        `  later rounds only: first byte ${ms(later(firstByte, firstRound.firstByte))};` +
          ` model's call ${ms(later(toModel, firstRound.toModel))};` +
          ` token -> delta ${ms(later(tokenToDelta, firstRound.tokenToDelta))}`,
      )
    }
    console.log(
      `  server CPU per stream:                ${cpuPerStream} ms (of which system ${systemPerStream} ms)`,
    )
    console.log(`  (the clients' CPU per stream ${clientsPerStream} ms, the model's ${modelPerStream} ms)`)
    return {
      firstByte: percentile(firstByte, 99),
      toModel: percentile(toModel, 99),
      tokenToDelta: percentile(tokenToDelta, 99),
    }
  }

  // Memory: the service's RSS after 1 and 5 minutes of mixed load (quotes, pages, creates).
  const pid = service.pid!
  const started = Date.now()
  const rss: string[] = []
  for (const minutes of wanted('RSS') ? rssMinutes : []) {
    const left = started + minutes * 60_000 - Date.now()
    const mixed = Math.max(1, Math.round(left / 1000))
    await Promise.all([
      autocannon({ url: `${base}/transactions/?limit=50`, connections: 10, duration: mixed, headers: auth }),
      autocannon({ url: `${base}/market/stock/AAPL`, connections: 20, duration: mixed, headers: auth }),
    ])
    rss.push(`${minutes} min: ${(rssOf(pid) / 1e6).toFixed(0)} MB`)
  }
  if (rss.length) console.log(`RSS under mixed load: ${rss.join(', ')}`)
  for (const line of verdicts.lines()) console.log(line)
} finally {
  for (const child of children) child.kill()
  model.child.kill()
  await fakes.close()
  await new Promise((r) => setTimeout(r, 500))
  await benchDb.drop()
  rmSync(logDir, { recursive: true, force: true })
}
