import { spawn, type ChildProcess } from 'node:child_process'
import { openSync, readdirSync, readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from '../src/adapters/postgres/migrate.js'
import { createKysely, createPool } from '../src/infrastructure/database.js'
import { loadConfig } from '../src/infrastructure/config/config.js'
import type { MarketFakes } from '../test/market/support/market-fakes.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY } from '../test/support/tokens.js'

export interface LoadResult {
  readonly name: string
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly errors: number
  readonly non2xx: number
}

/** One autocannon run (bounded in time) against a loopback URL. */
export async function load(
  name: string,
  url: string,
  options: {
    connections: number
    seconds: number
    headers?: Record<string, string>
    method?: string
    body?: string
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    method: (options.method ?? 'GET') as 'GET',
    ...(options.body ? { body: options.body } : {}),
  })
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

/** A free loopback port (bind to 0, read it, release it). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net')
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts the service on `port` and waits for /health. Its logs are discarded (they would load the
 * benchmark), or written to `logFile` as a production service writes them.
 */
export async function startService(
  env: Record<string, string | undefined>,
  port: number,
  {
    logFile,
    cwd,
    args = [],
  }: {
    logFile?: string
    /** The source tree to run (default: this one). */
    cwd?: string
    /** The service's own arguments, e.g. ['--workers', '2']. */
    args?: readonly string[]
  } = {},
): Promise<ChildProcess> {
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the service under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const entry = [...nodeArgs, '--import', 'tsx', 'src/infrastructure/main.ts', ...args]
  const child = spawn(process.execPath, entry, {
    ...(cwd ? { cwd } : {}),
    // No load balancer to wait for: a bench's service stops without the shutdown grace.
    env: {
      PATH: process.env.PATH,
      LEDGERLINE_ENV_FILE: '',
      SHUTDOWN_GRACE_MS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'ignore', 'inherit'],
  })
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`)
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return child
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill()
  throw new Error('the service did not answer /health within 60 s')
}

/** Starts a TypeScript entry point as a child process; resolves with its first JSON stdout line matching `ready`. */
export async function startChild(
  args: string[],
  env: Record<string, string | undefined>,
  ready: (line: Record<string, unknown>) => boolean,
): Promise<{ child: ChildProcess; line: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${String(code)}`)))
    createInterface({ input: child.stdout }).on('line', (text) => {
      try {
        const parsed = JSON.parse(text) as Record<string, unknown>
        if (ready(parsed)) resolve(parsed)
      } catch {
        /* not a JSON line */
      }
    })
  })
  return { child, line }
}

/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 10 ms). */
export function cpuSecondsOf(pid: number): number {
  const { user, system } = cpuSplitOf(pid)
  return user + system
}

/** The same, user and system (kernel: system calls, the loopback TCP work they do) apart. */
export function cpuSplitOf(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 }
}

/**
 * CPU seconds of a process and all its descendants (a `--workers N` service: the cluster primary
 * and its workers), from /proc. A descendant that exited is no longer counted.
 */
export function treeCpuSecondsOf(pid: number): number {
  const { user, system } = treeCpuSplitOf(pid)
  return user + system
}

/** treeCpuSecondsOf, user and system apart. */
export function treeCpuSplitOf(pid: number): { user: number; system: number } {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1])
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)])
    } catch {
      /* exited meanwhile */
    }
  }
  const total = { user: 0, system: 0 }
  const visit = (p: number) => {
    try {
      const split = cpuSplitOf(p)
      total.user += split.user
      total.system += split.system
    } catch {
      return
    }
    for (const child of parents.get(p) ?? []) visit(child)
  }
  visit(pid)
  return total
}

export interface MarkedFakeModel {
  readonly child: ChildProcess
  /** LLM_BASE_URL for the service. */
  readonly url: string
  /**
   * When the model got the call whose question carried `#<marker>`, in ms of the wall clock
   * (`performance.timeOrigin + performance.now()`); the report comes through a pipe and may
   * arrive after the stream ended, so this waits for it (2 s at most). Each marker is read once.
   */
  readonly calledAt: (marker: string) => Promise<number | undefined>
}

/**
 * The fake model of the stream benchmarks (advisor-fake-model.ts) in its own process, as a
 * provider is (it does not share the load generator's event loop), answering `text` at once and
 * reporting when each tagged question's call arrived.
 */
export async function startMarkedFakeModel(text: string): Promise<MarkedFakeModel> {
  const { child, line } = await startChild(
    ['bench/advisor-fake-model.ts', '--marks', '--token-delay', '0', '--text', text],
    {},
    (l) => typeof l.url === 'string',
  )
  const marks = new Map<string, number>()
  const waiters = new Map<string, () => void>()
  createInterface({ input: child.stdout! }).on('line', (text) => {
    const mark = JSON.parse(text) as { marker?: string; calledAt?: number }
    if (mark.marker && mark.calledAt !== undefined && !marks.has(mark.marker)) {
      marks.set(mark.marker, mark.calledAt)
      waiters.get(mark.marker)?.()
    }
  })
  return {
    child,
    url: line.url as string,
    calledAt: async (marker) => {
      if (!marks.has(marker))
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 2_000)
          waiters.set(marker, () => {
            clearTimeout(timer)
            resolve()
          })
        })
      waiters.delete(marker)
      const at = marks.get(marker)
      marks.delete(marker)
      return at
    },
  }
}

/**
 * The POST /transactions/ rows' body (performance-bench, request-cpu, http-cpu): no category, so
 * the create runs categorisation (rules and learned choices; the model after the answer).
 */
export const BENCH_TRANSACTION_BODY = JSON.stringify({
  amount: '4.50',
  type: 'expense',
  currency: 'USD',
  occurred_at: '2026-11-24T08:30:00Z',
  merchant: 'Blue Bottle',
})

/**
 * The benchmarks' stock universe on the fake Yahoo: `count` symbols SYM0, SYM1, ... priced 10, 11,
 * ..., and AAPL at 244.6. Returns the SYM symbols, in order.
 */
export function listBenchStocks(fakes: MarketFakes, count: number): string[] {
  const symbols = Array.from({ length: count }, (_, i) => `SYM${i}`)
  symbols.forEach((s, i) => fakes.yahoo.stocks.set(s, { price: 10 + i }))
  fakes.yahoo.stocks.set('AAPL', { price: 244.6 })
  return symbols
}

export function table(rows: readonly LoadResult[], baseline: LoadResult): string {
  const lines = rows.map(
    (r) =>
      `${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ` +
      `rps ratio ${(r.rps / baseline.rps).toFixed(2)}  p99 ratio ${(r.p99 / Math.max(1, baseline.p99)).toFixed(2)}` +
      (r.errors || r.non2xx ? `  (errors ${r.errors}, non-2xx ${r.non2xx})` : ''),
  )
  return lines.join('\n')
}

/**
 * A fresh database for one benchmark run on BENCH_DATABASE_URL's server (default: the local
 * Postgres at 127.0.0.1:5432), named after the run; `drop()` removes it.
 */
export async function createBenchDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `ledgerline_bench_${label}_${process.pid}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/**
 * A fresh bench database with the service's configuration and a pool on it, for a benchmark that
 * builds the container in its own process (imports, categorisation). `close` ends the pool and
 * drops the database.
 */
export async function openBenchDatabase(label: string) {
  const bench = await createBenchDatabase(label)
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: bench.url,
    DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    SCHEDULER_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  })
  const pool = createPool({ url: bench.url, poolMax: config.database.poolMax, statementTimeoutMs: 120_000 })
  const db = createKysely(pool)
  return {
    config,
    pool,
    db,
    close: async () => {
      await db.destroy()
      await bench.drop()
    },
  }
}

/**
 * Migrates the bench database and gives one user `count` transactions (an hour apart, a few
 * merchants and categories), then ANALYZE, as autovacuum would within a minute in a live database:
 * without statistics the planner sorts every row for each page (docs/performance.md). Returns the
 * user's id.
 */
export async function seedTransactions(databaseUrl: string, count = 10_000): Promise<string> {
  const pool = createPool({ url: databaseUrl, poolMax: 4, statementTimeoutMs: 60_000 })
  const db = createKysely(pool)
  await migrateToLatest(db)
  const userId = randomUUID()
  await db.insertInto('users').values({ id: userId }).execute()
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
      const n = start + i
      const at = new Date(Date.UTC(2026, 0, 1) + n * 3_600_000)
      return {
        id: randomUUID(),
        user_id: userId,
        amount: `${(n % 500) + 1}.${String(n % 100).padStart(2, '0')}`,
        type: n % 10 ? ('expense' as const) : ('income' as const),
        currency: 'USD',
        occurred_at: at,
        merchant: `Merchant ${n % 97}`,
        category: ['food', 'rent', 'travel', 'fun'][n % 4]!,
        source: 'manual' as const,
        created_at: at,
        updated_at: at,
      }
    })
    await db.insertInto('transactions').values(rows).execute()
  }
  await sql`analyze`.execute(db)
  await db.destroy()
  return userId
}

/**
 * `clients` portfolios of `size` of `universe`'s symbols each, the same on every run (a seeded
 * shuffle), so the benchmarks' upstream-call figures compare across runs and setups.
 */
export function deterministicPortfolios(universe: readonly string[], clients: number, size = 30): string[][] {
  let seed = 42
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  return Array.from({ length: clients }, () => [...universe].sort(() => rand() - 0.5).slice(0, size))
}

/**
 * Each portfolio refreshed with POST /market/stocks every 2 s until `seconds` have passed, the
 * clients' starts spread by `staggerMs` each (within 2 s), as a crowd of apps would.
 */
export async function refreshPortfolios(
  base: string,
  headers: Record<string, string>,
  portfolios: readonly string[][],
  seconds: number,
  staggerMs: number,
): Promise<{ requests: number; failures: number }> {
  let requests = 0
  let failures = 0
  const until = Date.now() + seconds * 1000
  await Promise.all(
    portfolios.map(async (symbols, i) => {
      await new Promise((r) => setTimeout(r, (i * staggerMs) % 2000))
      while (Date.now() < until) {
        const started = Date.now()
        const res = await fetch(`${base}/market/stocks`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ symbols }),
        })
        await res.arrayBuffer()
        requests++
        if (res.status !== 200) failures++
        await new Promise((r) => setTimeout(r, Math.max(0, 2000 - (Date.now() - started))))
      }
    }),
  )
  return { requests, failures }
}
