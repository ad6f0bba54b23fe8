/**
 * Newsletter benchmark, in this process acting as one service instance:
 *
 * 1. The daily run for N seeded subscribers (3 holdings each), the production way: the daily job
 *    fans out into page jobs on Agenda; each user costs a Yahoo news search per symbol (fake Yahoo),
 *    cached quotes and earnings (fake Yahoo and Nasdaq), a fast-tier curation and a reasoning-tier
 *    synthesis on a fake OpenAI-compatible server with a fixed latency per tier.
 *    Prints users/s and the model calls per tier.
 * 2. GET /notifications/?limit=50 for a user with 1,000 notifications, under autocannon.
 *
 *   node --import tsx bench/newsletter-bench.ts [--users 200] [--curation-ms 300] [--synthesis-ms 1500]
 *
 * Uses BENCH_DATABASE_URL (default: a fresh database on the local Postgres at 127.0.0.1:5432).
 */
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { NEWSLETTER_DAILY, NEWSLETTER_PAGE } from '../src/adapters/jobs/newsletter.job-names.js'
import { migrateToLatest } from '../src/adapters/postgres/migrate.js'
import { loadConfig } from '../src/infrastructure/config/config.js'
import { buildContainer } from '../src/infrastructure/container.js'
import { createKysely, createPool } from '../src/infrastructure/database.js'
import { listen } from '../src/infrastructure/http-server.js'
import { createLogger } from '../src/infrastructure/logger.js'
import { buildHttpApp } from '../src/infrastructure/wiring/http.js'
import { startMarketFakes } from '../test/market/support/market-fakes.js'
import { FakeOpenAi } from '../test/support/fake-openai.js'
import { FakeYahooNews } from '../test/support/newsletter-fake-news.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import { createBenchDatabase, load } from './support.js'

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    'curation-ms': { type: 'string', default: '300' },
    'synthesis-ms': { type: 'string', default: '1500' },
  },
})
const USERS = Number(values.users)
const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOG', 'META', 'TSLA', 'JPM']
const T = Math.floor(Date.now() / 1000)

const llm = await FakeOpenAi.start()
llm.on((r) => r.model === 'fast-model', {
  json: {
    picks: [
      { index: 0, reason: 'top story', symbols: [] },
      { index: 1, reason: 'market', symbols: [] },
    ],
  },
  delayMs: Number(values['curation-ms']),
})
llm.on((r) => r.model === 'reasoning-model', {
  json: {
    title: 'Your day in markets',
    summary: 'Stocks moved.',
    sections: [{ heading: 'Portfolio', body: 'Your holdings moved.', symbols: [] }],
  },
  delayMs: Number(values['synthesis-ms']),
})
const market = await startMarketFakes({ timeoutMs: 5000 })
const news = await FakeYahooNews.start(market.yahoo.url)
SYMBOLS.forEach((s, i) => {
  market.yahoo.stocks.set(s, { price: 100 + i * 10, changePercent: i - 3 })
  news.news.set(s, [
    {
      title: `${s} beats estimates`,
      link: `https://finance.yahoo.com/news/${s}-beat.html`,
      time: T - i * 60,
      tickers: [s],
    },
    { title: 'Markets rally', link: 'https://finance.yahoo.com/news/rally.html', time: T - 3600 },
  ])
})
news.news.set('stock market', [
  { title: 'Fed holds', link: 'https://finance.yahoo.com/news/fed.html', time: T - 100 },
])

const benchDb = await createBenchDatabase('newsletter')
const databaseUrl = benchDb.url
try {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    SCHEDULER_ENABLED: 'true',
    LLM_API_KEY: 'bench',
    LLM_BASE_URL: llm.url,
    LLM_FAST_MODEL: 'fast-model',
    LLM_REASONING_MODEL: 'reasoning-model',
    ...market.env,
    YAHOO_BASE_URL: news.url,
    LOG_LEVEL: 'warn',
  })
  const pool = createPool({ url: databaseUrl, poolMax: config.database.poolMax, statementTimeoutMs: 60_000 })
  const db = createKysely(pool)
  await migrateToLatest(db)
  await sql`insert into users (id) select 'bench-' || lpad(g::text, 6, '0') from generate_series(1, ${USERS}) g`.execute(
    db,
  )
  await sql`
    insert into holdings (id, user_id, symbol, asset_type, quantity, currency, created_at, updated_at)
    select gen_random_uuid(), u.id, (${sql.raw(`array[${SYMBOLS.map((s) => `'${s}'`).join(',')}]`)})[1 + (right(u.id, 6)::int + n) % ${SYMBOLS.length}],
           'stock', 10, 'USD', now(), now()
    from users u cross join generate_series(1, 3) n`.execute(db)

  const logger = createLogger(config.logLevel)
  const container = buildContainer(config, { pool, db, logger })
  const lifecycle = container.resolve('lifecycle')
  await lifecycle.start(logger)

  const started = performance.now()
  await container.resolve('jobQueue').enqueue(NEWSLETTER_DAILY, {})
  for (;;) {
    await new Promise((r) => setTimeout(r, 200))
    const { rows } = await sql<{ open: string; pages: string }>`
      select count(*) filter (where last_finished_at is null) as open, count(*) filter (where name = ${NEWSLETTER_PAGE}) as pages
      from agenda_jobs where type = 'normal'`.execute(db)
    if (Number(rows[0]!.open) === 0 && Number(rows[0]!.pages) > 0) break
  }
  const seconds = (performance.now() - started) / 1000
  const written = Number(
    (await sql<{ n: string }>`select count(*) as n from user_newsletters`.execute(db)).rows[0]!.n,
  )
  const calls = (model: string) => llm.requests.filter((r) => r.model === model).length
  console.log(
    `daily run for ${USERS} subscribers: ${seconds.toFixed(1)} s wall, ${(written / seconds).toFixed(2)} users/s, ${written} newsletters written`,
  )
  console.log(
    `  model latency per call: curation ${values['curation-ms']} ms, synthesis ${values['synthesis-ms']} ms`,
  )
  console.log(
    `  model calls: fast ${calls('fast-model')}, reasoning ${calls('reasoning-model')}; news searches: ${news.queries.length}; quote calls: ${market.yahoo.quoteCalls}`,
  )

  // The feed: one user with 1,000 notifications, first page of 50.
  const reader = 'bench-000001'
  await sql`insert into notifications (id, user_id, kind, title, body, data, created_at)
    select gen_random_uuid(), ${reader}, 'insight_alert', 'Alert ' || g, 'Body ' || g, '{"insight_id":"x"}'::jsonb, now() - g * interval '1 minute'
    from generate_series(1, 1000) g`.execute(db)
  const { koa } = buildHttpApp(container, config)
  const server = await listen(koa, 0, '127.0.0.1', config.http)
  const result = await load(
    'GET /notifications/?limit=50',
    `http://127.0.0.1:${server.port}/notifications/?limit=50`,
    {
      connections: 10,
      seconds: 5,
      headers: { authorization: `Bearer ${userToken(reader)}` },
    },
  )
  console.log(
    `${result.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  )
  await server.close(1000)
  await lifecycle.stop(logger)
  await container.dispose()
  await db.destroy()
} finally {
  // Agenda's LISTEN client outlives the scheduler's stop(); dropping the database ends it (57P01).
  process.on('uncaughtException', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error
  })
  await benchDb.drop()
  await Promise.all([llm.close(), market.close(), news.close()])
}

// Agenda's notification channel may keep reconnecting after the drop: end the run explicitly.
process.exit(0)
