/**
 * Net worth benchmark, in this process acting as one service instance:
 *
 * 1. Seeds U users x 20 holdings (20 shared symbols, held since Y years ago, no trades: each an
 *    opening buy) and Y years of weekday closes for each symbol in price_history, recorded as
 *    fetched today (so no upstream is asked; a counting fake stands behind the market ports).
 * 2. The daily snapshot job for every user (TakeDailySnapshots, as the 22:30 job runs it): wall time.
 * 3. One user's rebuild over the Y years: wall time and days written.
 * 4. GET /portfolio/performance?period=max for that user, N sequential requests over HTTP from the
 *    stored snapshots: p50 / p99 (target < 50 ms), and the number of upstream calls (must be 0).
 *
 *   node --import tsx bench/net-worth-bench.ts            # 1,000 users x 20 holdings x 3 years, 300 requests
 *   node --import tsx bench/net-worth-bench.ts --quick    # 50 users x 20 holdings x 1 year, 50 requests
 *
 * Uses BENCH_DATABASE_URL (default: a fresh database on the local Postgres at 127.0.0.1:5432).
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { asValue } from 'awilix'
import { sql } from 'kysely'
import { migrateToLatest } from '../src/adapters/postgres/migrate.js'
import { loadConfig } from '../src/infrastructure/config/config.js'
import { buildContainer } from '../src/infrastructure/container.js'
import { createKysely, createPool } from '../src/infrastructure/database.js'
import { listen } from '../src/infrastructure/http-server.js'
import { createLogger } from '../src/infrastructure/logger.js'
import { buildHttpApp } from '../src/infrastructure/wiring/http.js'
import { FakeForexHistory } from '../test/fakes/fake-forex-history.js'
import { FakeStockMarketData } from '../test/fakes/fake-stock-market-data.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import { createBenchDatabase } from './support.js'

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } })
const USERS = values.quick ? 50 : 1000
const YEARS = values.quick ? 1 : 3
const REQUESTS = values.quick ? 50 : 300
const HOLDINGS = 20

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const benchDb = await createBenchDatabase('networth')
try {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: benchDb.url,
    DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    SCHEDULER_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  })
  const pool = createPool({ url: benchDb.url, poolMax: config.database.poolMax, statementTimeoutMs: 120_000 })
  const db = createKysely(pool)
  await migrateToLatest(db)
  const since = sql`(current_date - ${sql.lit(YEARS * 365)})`
  await sql`insert into users (id) select 'bench-' || lpad(g::text, 6, '0') from generate_series(1, ${USERS}) g`.execute(
    db,
  )
  await sql`insert into accounts (id, user_id, name, type, currency, balance, is_active, created_at, updated_at)
    select gen_random_uuid(), id, 'Checking', 'checking', 'USD', 1000, true, ${since}::timestamptz, now() from users`.execute(
    db,
  )
  await sql`insert into holdings (id, user_id, symbol, asset_type, quantity, average_cost, currency, created_at, updated_at)
    select gen_random_uuid(), u.id, 'S' || lpad(n::text, 2, '0'), 'stock', 10, 100, 'USD', ${since}::timestamptz + interval '15 hours', now()
    from users u cross join generate_series(0, ${HOLDINGS - 1}) n`.execute(db)
  await sql`insert into price_history (provider, symbol, date, close)
    select 'yahoo', 'S' || lpad(n::text, 2, '0'), d::date, round((100 + n + 10 * sin(extract(epoch from d) / 86400 / 20))::numeric, 4)
    from generate_series(0, ${HOLDINGS - 1}) n cross join generate_series(${since}::timestamp, current_date, interval '1 day') d
    where extract(isodow from d) < 6`.execute(db)
  await sql`insert into price_history_fetches (provider, symbol, covered_from, fetched_on, known)
    select 'yahoo', 'S' || lpad(n::text, 2, '0'), ${since}, current_date, true from generate_series(0, ${HOLDINGS - 1}) n`.execute(
    db,
  )
  const closes = Number(
    (await sql<{ n: string }>`select count(*) as n from price_history`.execute(db)).rows[0]!.n,
  )

  const stocks = new FakeStockMarketData()
  const forex = new FakeForexHistory()
  const logger = createLogger(config.logLevel)
  const container = buildContainer(config, { pool, db, logger })
  container.register({ stockMarketData: asValue(stocks), forexHistory: asValue(forex) })

  let t = performance.now()
  const job = await container.resolve('takeDailySnapshots').execute()
  const jobMs = performance.now() - t
  console.log(
    `daily snapshot job: ${job.users} users x ${HOLDINGS} holdings (${closes} stored closes, ${YEARS} y): ${(jobMs / 1000).toFixed(2)} s, ${(job.users / (jobMs / 1000)).toFixed(0)} users/s`,
  )

  const user = 'bench-000001'
  t = performance.now()
  const rebuilt = await container.resolve('rebuildNetWorth').execute({ userId: user })
  console.log(
    `rebuild of one user: ${rebuilt.days} days x ${HOLDINGS} holdings in ${(performance.now() - t).toFixed(0)} ms`,
  )

  const { koa } = buildHttpApp(container, config)
  const server = await listen(koa, 0, '127.0.0.1', config.http)
  const url = `http://127.0.0.1:${server.port}/portfolio/performance?period=max`
  const headers = { authorization: `Bearer ${userToken(user)}` }
  const upstreamBefore = stocks.historyAsked.length + forex.asked.length
  let points = 0
  for (let i = 0; i < 10; i++) await (await fetch(url, { headers })).arrayBuffer()
  const times: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now()
    const res = await fetch(url, { headers })
    const body = (await res.json()) as { points: unknown[] }
    times.push(performance.now() - start)
    if (res.status !== 200) throw new Error(`performance answered ${res.status}`)
    points = body.points.length
  }
  times.sort((a, b) => a - b)
  // The same read without HTTP (routing, JSON, compression, ETag): where the time goes.
  const inProcess: number[] = []
  const performanceOf = container.resolve('getPortfolioPerformance')
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now()
    await performanceOf.execute({ userId: user, period: 'max' })
    inProcess.push(performance.now() - start)
  }
  inProcess.sort((a, b) => a - b)
  const upstream = stocks.historyAsked.length + forex.asked.length - upstreamBefore
  console.log(
    `GET /portfolio/performance?period=max (${points} points), ${REQUESTS} sequential: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, upstream calls ${upstream}`,
  )
  console.log(
    `  the use case alone (no HTTP): p50 ${percentile(inProcess, 50).toFixed(1)} ms, p99 ${percentile(inProcess, 99).toFixed(1)} ms (machine load average ${loadavg()[0]!.toFixed(1)})`,
  )
  await server.close(1000)
  await container.dispose()
  await db.destroy()
  if (!pool.ended) await pool.end()
} finally {
  // A pooled connection may still be idle when the database is dropped (57P01): expected here.
  process.on('uncaughtException', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error
  })
  await benchDb.drop()
}
process.exit(0)
