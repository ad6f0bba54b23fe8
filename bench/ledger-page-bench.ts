/**
 * The CPU one page of GET /transactions/?limit=50 costs this process outside HTTP, in two parts:
 * the query with its 51 rows read into entities (pg, Kysely, the row mapper), and the wire JSON
 * (mapper and JSON.stringify). Calls run one after another on one connection, and the figure is
 * process CPU time (user + system) per call, so it moves little with the machine's load, unlike
 * the throughput rows of performance-bench.ts (docs/performance.md).
 *
 *   node --import tsx bench/ledger-page-bench.ts [--pages 2000]
 */
import { parseArgs } from 'node:util'
import { KyselyTransactionRepository } from '../src/adapters/postgres/kysely-ledger-repositories.js'
import { transactionMapper } from '../src/adapters/http/ledger/transaction.mapper.js'
import { createKysely, createPool } from '../src/infrastructure/database.js'
import { createBenchDatabase, seedTransactions } from './support.js'

const { values } = parseArgs({ options: { pages: { type: 'string', default: '2000' } } })
const pages = Number(values.pages)

const benchDb = await createBenchDatabase('ledger_page')
try {
  const userId = await seedTransactions(benchDb.url)
  const pool = createPool({ url: benchDb.url, poolMax: 1, statementTimeoutMs: 10_000 })
  pool.on('error', () => undefined) // an idle connection ended by the server (the drop below) is no failure
  const db = createKysely(pool)
  const repository = new KyselyTransactionRepository({ db })
  const page = () => repository.list(userId, {}, { limit: 50, after: undefined })
  for (let i = 0; i < 200; i++) JSON.stringify((await page()).items.map((t) => transactionMapper.toWire(t))) // warm-up

  const cpu = () => {
    const { user, system } = process.cpuUsage()
    return user + system
  }
  let queryCpu = 0
  let wireCpu = 0
  let bytes = 0
  for (let i = 0; i < pages; i++) {
    const t0 = cpu()
    const { items } = await page()
    const t1 = cpu()
    bytes += JSON.stringify(items.map((t) => transactionMapper.toWire(t))).length
    wireCpu += cpu() - t1
    queryCpu += t1 - t0
  }
  console.log(
    `# ledger-page-bench: ${pages} pages of 50 transactions (${(bytes / pages).toFixed(0)} bytes of JSON each)`,
  )
  console.log(`query and rows to entities: ${(queryCpu / pages).toFixed(0)} µs CPU per page`)
  console.log(`entities to wire JSON:      ${(wireCpu / pages).toFixed(0)} µs CPU per page`)
  await db.destroy()
} finally {
  await benchDb.drop()
}
