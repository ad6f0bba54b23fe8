/**
 * HTTP benchmark of the foundation: autocannon against GET /transactions/ (a page of 50
 * out of 10,000 rows of one user, authenticated) and GET /health on the real service, and against
 * a bare node:http server answering the same JSON body, in one run. Prints req/s, p50/p99 and the
 * ratios to the bare server.
 *
 *   node --import tsx bench/http-bench.ts [--seconds 10] [--connections 50]
 *
 * Uses BENCH_DATABASE_URL (default: a fresh database on the local Postgres at 127.0.0.1:5432).
 */
import { parseArgs } from 'node:util'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import {
  createBenchDatabase,
  seedTransactions,
  freePort,
  load,
  startChild,
  startService,
  table,
} from './support.js'

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)

const benchDb = await createBenchDatabase('http')
const databaseUrl = benchDb.url

const children: { kill(): boolean }[] = []
try {
  const userId = await seedTransactions(databaseUrl)

  const port = await freePort()
  const service = await startService(
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
      JWT_SECRET: TEST_JWT_SECRET,
      LLM_API_KEY: 'unused-in-this-bench',
      LOG_LEVEL: 'info',
      SCHEDULER_ENABLED: 'false',
      MIGRATE_ON_START: 'false',
    },
    port,
  )
  children.push(service)
  const base = `http://127.0.0.1:${port}`
  const auth = { authorization: `Bearer ${userToken(userId)}` }
  const page = await (await fetch(`${base}/transactions/?limit=50`, { headers: auth })).text()
  if (JSON.parse(page).length !== 50) throw new Error('expected a page of 50')

  const bare = await startChild(['bench/bare-server.ts', page], {}, (line) => typeof line.port === 'number')
  children.push(bare.child)
  const bareUrl = `http://127.0.0.1:${bare.line.port as number}/`

  console.log(
    `# ${connections} connections, ${seconds} s per target, body ${Buffer.byteLength(page)} bytes, Node ${process.version}`,
  )
  const results = []
  for (const [name, target, headers] of [
    ['bare node:http, same JSON body', bareUrl, {}],
    ['GET /health', `${base}/health`, {}],
    ['GET /transactions/?limit=50 (10k rows, JWT)', `${base}/transactions/?limit=50`, auth],
  ] as const) {
    results.push(await load(name, target, { connections, seconds, headers }))
  }
  console.log(table(results, results[0]!))
} finally {
  for (const child of children) child.kill()
  await new Promise((r) => setTimeout(r, 500))
  await benchDb.drop()
}
