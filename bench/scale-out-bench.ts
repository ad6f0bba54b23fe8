/**
 * Scale-out benchmark, side by side in one run, everything on loopback:
 *   A. 1 instance, no Redis (in-process caches)
 *   B. 3 instances (`--workers 3`, one port) + Redis
 *   C. 3 instances (`--workers 3`), no Redis: what B saves
 * All three run at once. For each: req/s of a cached GET /market/stock/{symbol} (the load goes
 * round-robin over the three, 3 rounds); upstream quote calls per 1,000 requests
 * for 300 clients each refreshing a 30-of-200-symbol portfolio every 2 s; upstream calls per minute
 * for 500 live price streams (GET /market/price/stream) watching the same 30 symbols.
 * The providers are the tests' fake servers; Redis is the machine's (own key prefix, deleted after).
 *
 *   node --import tsx bench/scale-out-bench.ts [--quick] [--seconds 10] [--portfolio-seconds 70]
 *     [--stream-seconds 30] [--stream-interval 5]
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { createParser } from 'eventsource-parser'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import { startMarketFakes } from '../test/market/support/market-fakes.js'
import { deleteKeys } from '../test/scale-out/support/instances.js'
import {
  createBenchDatabase,
  deterministicPortfolios,
  freePort,
  listBenchStocks,
  load,
  refreshPortfolios,
} from './support.js'

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '50' },
    'portfolio-seconds': { type: 'string' },
    'stream-seconds': { type: 'string' },
    'stream-interval': { type: 'string' },
  },
})
const quick = values.quick
const seconds = Number(values.seconds ?? (quick ? 3 : 10))
const connections = Number(values.connections)
const portfolioSeconds = Number(values['portfolio-seconds'] ?? (quick ? 8 : 70))
const streamSeconds = Number(values['stream-seconds'] ?? (quick ? 8 : 30))
const streamInterval = Number(values['stream-interval'] ?? (quick ? 2 : 5))
const portfolioClients = 300
const streams = quick ? 100 : 500

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `ledgerline-bench:${randomUUID().slice(0, 8)}:`
const benchDb = await createBenchDatabase('scaleout')
const fakes = await startMarketFakes({ timeoutMs: 5000 })
const universe = listBenchStocks(fakes, 200)
const auth = { authorization: `Bearer ${userToken()}` }
const json = { ...auth, 'content-type': 'application/json' }

interface Setup {
  readonly name: string
  readonly workers: number
  readonly redis: boolean
}
const setups: Setup[] = [
  { name: '1 instance, no Redis', workers: 1, redis: false },
  { name: '3 instances + Redis', workers: 3, redis: true },
  { name: '3 instances, no Redis', workers: 3, redis: false },
]

/** The service (with `--workers N` when N > 1) on `port`, logs discarded; resolves when every worker answers. */
async function startSetup(setup: Setup, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/infrastructure/main.ts',
      ...(setup.workers > 1 ? ['--workers', String(setup.workers)] : []),
    ],
    {
      env: {
        PATH: process.env.PATH,
        LEDGERLINE_ENV_FILE: '',
        NODE_ENV: 'production',
        SHUTDOWN_GRACE_MS: '0', // no load balancer to wait for
        DATABASE_URL: benchDb.url,
        DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
        JWT_SECRET: TEST_JWT_SECRET,
        LLM_API_KEY: 'unused-in-this-bench',
        LOG_LEVEL: 'warn',
        SCHEDULER_ENABLED: 'false',
        ...fakes.env,
        MARKET_RETRIES: '2',
        MARKET_STREAM_INTERVAL_S: String(streamInterval),
        PORT: String(port),
        HOST: '127.0.0.1',
        ...(setup.redis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`)
    const ready = await fetch(`http://127.0.0.1:${port}/ready`, { headers: { connection: 'close' } }).then(
      async (r) => (r.ok ? ((await r.json()) as { checks: { redis: string } }).checks.redis : undefined),
      () => undefined,
    )
    if (ready === (setup.redis ? 'ok' : 'disabled')) break
    await new Promise((r) => setTimeout(r, 100))
  }
  // Let the other workers finish starting (each answers /ready once it listens).
  await new Promise((r) => setTimeout(r, setup.workers > 1 ? 3000 : 0))
  return child
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

/** 300 clients, each with its own 30 of the 200 symbols (a deterministic shuffle), refreshing every 2 s. */
async function portfolios(
  base: string,
): Promise<{ requests: number; failures: number; calls: number; symbols: number }> {
  const lists = deterministicPortfolios(universe, portfolioClients)
  const startCalls = fakes.yahoo.quoteCalls
  const startRequests = fakes.yahoo.server.requests.length
  const { requests, failures } = await refreshPortfolios(base, json, lists, portfolioSeconds, 7)
  return {
    requests,
    failures,
    calls: fakes.yahoo.quoteCalls - startCalls,
    symbols: symbolsFetched(startRequests),
  }
}

/** Price changes so far, over every setup: each one a new price. */
let moves = 0

/** Symbols asked of Yahoo's quote endpoint since request number `from` (an item fetched twice counts twice). */
const symbolsFetched = (from: number) =>
  fakes.yahoo.server.requests
    .slice(from)
    .filter((r) => r.path === '/v7/finance/quote')
    .reduce((n, r) => n + (r.query.get('symbols') ?? '').split(',').length, 0)

/** `streams` SSE clients on the same 30 symbols; one symbol's price moves every second. */
async function liveStreams(
  base: string,
): Promise<{ opened: number; events: number; calls: number; seconds: number }> {
  const symbols = universe.slice(0, 30)
  const abort = new AbortController()
  let events = 0
  let opened = 0
  const readers = Array.from({ length: streams }, async () => {
    try {
      const res = await fetch(`${base}/market/price/stream?symbols=${symbols.join(',')}`, {
        headers: auth,
        signal: abort.signal,
      })
      if (res.status !== 200) return
      opened++
      const parser = createParser({ onEvent: () => void events++ })
      const decoder = new TextDecoder()
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
        parser.feed(decoder.decode(chunk, { stream: true }))
    } catch {
      // aborted at the end
    }
  })
  await new Promise((r) => setTimeout(r, 1000))
  const startCalls = fakes.yahoo.quoteCalls
  const started = Date.now()
  const mover = setInterval(() => {
    moves++
    fakes.yahoo.stocks.set(symbols[moves % 30]!, { price: 1000 + moves })
  }, 1000)
  await new Promise((r) => setTimeout(r, streamSeconds * 1000))
  const calls = fakes.yahoo.quoteCalls - startCalls
  const elapsed = (Date.now() - started) / 1000
  clearInterval(mover)
  abort.abort()
  await Promise.all(readers)
  return { opened, events, calls, seconds: elapsed }
}

const rows: string[] = []
try {
  console.log(
    `# Node ${process.version}; ${quick ? 'quick' : 'full'} run: ${seconds} s of load per target (${connections} connections), ` +
      `portfolios ${portfolioClients} clients for ${portfolioSeconds} s, ${streams} streams for ${streamSeconds} s at a ${streamInterval} s interval`,
  )
  // All three run side by side; the cached-quote load goes round-robin over them (rounds), so a
  // shared machine's load drifts over all three alike.
  const running: { setup: Setup; child: ChildProcess; base: string }[] = []
  for (const setup of setups) {
    const port = await freePort()
    running.push({ setup, child: await startSetup(setup, port), base: `http://127.0.0.1:${port}` })
  }
  const rounds = quick ? 1 : 3
  const cached = new Map<Setup, { rps: number[]; p99: number[]; calls: number }>()
  for (const r of running) {
    await fetch(`${r.base}/market/stock/AAPL`, { headers: auth }).then((res) => res.arrayBuffer())
    cached.set(r.setup, { rps: [], p99: [], calls: 0 })
  }
  for (let round = 0; round < rounds; round++)
    for (const r of running) {
      const before = fakes.yahoo.quoteCalls
      const result = await load(r.setup.name, `${r.base}/market/stock/AAPL`, {
        connections,
        seconds,
        headers: auth,
      })
      const c = cached.get(r.setup)!
      c.rps.push(result.rps)
      c.p99.push(result.p99)
      c.calls += fakes.yahoo.quoteCalls - before
    }
  try {
    for (const r of running) {
      const c = cached.get(r.setup)!
      const rps = c.rps.reduce((a, b) => a + b, 0) / c.rps.length
      const p = await portfolios(r.base)
      const s = await liveStreams(r.base)
      const row =
        `| ${r.setup.name} | ${rps.toFixed(0)} (${c.rps.map((x) => x.toFixed(0)).join(', ')}) | ${Math.max(...c.p99)} ms | ${c.calls} | ${p.requests} (${p.failures} failed) | ${p.calls} | ` +
        `${((p.calls / Math.max(1, p.requests)) * 1000).toFixed(1)} | ${p.symbols} | ${s.opened} | ${s.events} | ${s.calls} in ${s.seconds.toFixed(0)} s | ${((s.calls / s.seconds) * 60).toFixed(1)} |`
      rows.push(row)
      console.log(row)
    }
  } finally {
    await Promise.all(running.map((r) => stop(r.child)))
  }
  console.log(
    '\n| setup | cached quote req/s, mean (rounds) | worst p99 | upstream calls during it | portfolio requests | upstream quote calls | per 1,000 requests | symbols fetched (200 in the universe) | streams open | price events delivered | stream upstream calls | per minute |\n|---|---|---|---|---|---|---|---|---|---|---|---|',
  )
  for (const row of rows) console.log(row)
  console.log(
    `# one stream alone polls once per interval: ${(60 / streamInterval).toFixed(1)} calls per minute for its 30 symbols (one quote call each)`,
  )
} finally {
  await fakes.close()
  await new Promise((r) => setTimeout(r, 500))
  await benchDb.drop()
  await deleteKeys(REDIS_URL, prefix)
}
