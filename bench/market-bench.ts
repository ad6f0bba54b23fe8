/**
 * Market-data benchmark, everything on loopback:
 *  1. requests/s and p99 of a cached GET /market/stock/{symbol} and of a POST /market/batch of 50
 *     cached items, each next to a bare node:http server answering the same body (ratios);
 *  2. upstream calls per 1,000 client requests for 100 clients each refreshing a 30-symbol
 *     portfolio (POST /market/stocks) every 2 s, over a run longer than the 60 s price TTL.
 * The providers are the tests' fake servers (Yahoo with its crumb flow, CoinGecko, Frankfurter).
 *
 *   node --import tsx bench/market-bench.ts [--seconds 10] [--connections 50] [--portfolio-seconds 70]
 *
 * Uses BENCH_DATABASE_URL (default: a fresh database on the local Postgres at 127.0.0.1:5432).
 */
import { parseArgs } from 'node:util'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import { startMarketFakes } from '../test/market/support/market-fakes.js'
import {
  createBenchDatabase,
  deterministicPortfolios,
  freePort,
  listBenchStocks,
  load,
  refreshPortfolios,
  startChild,
  startService,
  table,
  type LoadResult,
} from './support.js'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'portfolio-seconds': { type: 'string', default: '70' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const portfolioSeconds = Number(values['portfolio-seconds'])

const benchDb = await createBenchDatabase('market')
const dbUrl = new URL(benchDb.url)

const fakes = await startMarketFakes({ timeoutMs: 5000 })
const universe = listBenchStocks(fakes, 200)

const children: { kill(): boolean }[] = []
try {
  const port = await freePort()
  children.push(
    await startService(
      {
        NODE_ENV: 'production',
        DATABASE_URL: dbUrl.toString(),
        DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
        JWT_SECRET: TEST_JWT_SECRET,
        LLM_API_KEY: 'unused-in-this-bench',
        LOG_LEVEL: 'warn',
        SCHEDULER_ENABLED: 'false',
        ...fakes.env,
        MARKET_RETRIES: '2',
      },
      port,
    ),
  )
  const base = `http://127.0.0.1:${port}`
  const auth = { authorization: `Bearer ${userToken()}` }
  const json = { ...auth, 'content-type': 'application/json' }
  const batchBody = JSON.stringify({ stocks: universe.slice(0, 50) })

  // Warm the caches, and keep the exact bodies for the bare servers.
  const quoteBody = await (await fetch(`${base}/market/stock/AAPL`, { headers: auth })).text()
  const batchAnswer = await (
    await fetch(`${base}/market/batch`, { method: 'POST', headers: json, body: batchBody })
  ).text()
  if ((JSON.parse(batchAnswer) as { stocks: unknown[] }).stocks.length !== 50)
    throw new Error('expected 50 quotes in the batch')
  const bareQuote = await startChild(
    ['bench/bare-server.ts', quoteBody],
    {},
    (l) => typeof l.port === 'number',
  )
  const bareBatch = await startChild(
    ['bench/bare-server.ts', batchAnswer],
    {},
    (l) => typeof l.port === 'number',
  )
  children.push(bareQuote.child, bareBatch.child)

  console.log(`# ${connections} connections, ${seconds} s per target, Node ${process.version}`)
  const callsBefore = fakes.yahoo.quoteCalls
  const quoteRows: LoadResult[] = [
    await load(
      `bare node:http, same body (${Buffer.byteLength(quoteBody)} B)`,
      `http://127.0.0.1:${bareQuote.line.port as number}/`,
      { connections, seconds },
    ),
    await load('GET /market/stock/AAPL (cached)', `${base}/market/stock/AAPL`, {
      connections,
      seconds,
      headers: auth,
    }),
  ]
  const batchRows: LoadResult[] = [
    await load(
      `bare node:http, same body (${Buffer.byteLength(batchAnswer)} B)`,
      `http://127.0.0.1:${bareBatch.line.port as number}/`,
      { connections, seconds },
    ),
    await load('POST /market/batch, 50 cached stocks', `${base}/market/batch`, {
      connections,
      seconds,
      headers: json,
      method: 'POST',
      body: batchBody,
    }),
  ]
  console.log(table(quoteRows, quoteRows[0]!))
  console.log(table(batchRows, batchRows[0]!))
  console.log(`# upstream quote calls during the cached runs: ${fakes.yahoo.quoteCalls - callsBefore}`)

  // 100 clients, each with its own 30 of the 200 symbols (a deterministic shuffle), refreshing every 2 s.
  const portfolios = deterministicPortfolios(universe, 100)
  const startCalls = fakes.yahoo.quoteCalls
  const startCrumbs = fakes.yahoo.server.count('/v1/test/getcrumb')
  const { requests, failures } = await refreshPortfolios(base, json, portfolios, portfolioSeconds, 20)
  const calls = fakes.yahoo.quoteCalls - startCalls
  console.log(
    `# portfolio refresh: 100 clients x 30 of 200 symbols every 2 s for ${portfolioSeconds} s: ${requests} requests (${failures} failed), ` +
      `${calls} upstream quote calls (+${fakes.yahoo.server.count('/v1/test/getcrumb') - startCrumbs} crumb) = ${((calls / requests) * 1000).toFixed(1)} per 1,000 requests ` +
      `(without the cache: 1,000)`,
  )
} finally {
  for (const child of children) child.kill()
  await fakes.close()
  await new Promise((r) => setTimeout(r, 500))
  await benchDb.drop()
}
