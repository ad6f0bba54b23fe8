/**
 * The CPU one page of GET /transactions/?limit=50 costs outside HTTP, in two parts: the query with
 * its 51 rows read into entities (pg, Kysely, the row mapper), and the wire JSON (mapper and
 * JSON.stringify); plus the CPU of the Postgres backend that answered it (from /proc, so only
 * with a Postgres on this machine). Calls run one after another on one connection (prepared
 * statements on, as in production), and the figures are CPU time per call, so they move little
 * with the machine's load, unlike the throughput rows of performance-bench.ts
 * (docs/performance.md). With several source trees, their repositories run side by side in this
 * process, in alternating runs; each figure is the minimum over the runs, then the median.
 *
 *   node --import tsx bench/ledger-page-bench.ts [--pages 500] [--runs 8]
 *   node --import tsx bench/ledger-page-bench.ts --trees /tmp/before,$PWD
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type * as RepositoriesModule from '../src/adapters/postgres/kysely-ledger-repositories.js'
import type * as MapperModule from '../src/adapters/http/ledger/transaction.mapper.js'
import type * as DatabaseModule from '../src/infrastructure/database.js'
import { createBenchDatabase, seedTransactions } from './support.js'

const { values } = parseArgs({
  options: {
    trees: { type: 'string', default: '.' },
    pages: { type: 'string', default: '500' },
    runs: { type: 'string', default: '8' },
  },
})
const trees = values.trees.split(',').map((t) => resolve(t))
const pages = Number(values.pages)
const runs = Number(values.runs)

/** CPU µs (user + system) a process has used so far, from /proc; 0 when it is not readable here. */
function cpuOfProcess(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10_000
  } catch {
    return 0
  }
}
const ownCpu = () => {
  const { user, system } = process.cpuUsage()
  return user + system
}
const minAndMedian = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return `min ${sorted[0]!.toFixed(0)}, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)}`
}

const benchDb = await createBenchDatabase('ledger_page')
const closers: (() => Promise<void>)[] = []
try {
  const userId = await seedTransactions(benchDb.url)
  const setups = []
  for (const tree of trees) {
    const load = async <T>(file: string): Promise<T> =>
      (await import(pathToFileURL(join(tree, file)).href)) as T
    const { createKysely, createPool } = await load<typeof DatabaseModule>('src/infrastructure/database.ts')
    const { KyselyTransactionRepository } = await load<typeof RepositoriesModule>(
      'src/adapters/postgres/kysely-ledger-repositories.ts',
    )
    const { transactionMapper } = await load<typeof MapperModule>(
      'src/adapters/http/ledger/transaction.mapper.ts',
    )
    // A tree from before the setting ignores preparedStatements.
    const pool = createPool({
      url: benchDb.url,
      poolMax: 1,
      statementTimeoutMs: 10_000,
      preparedStatements: true,
    })
    pool.on('error', () => undefined) // an idle connection ended by the server (the drop below) is no failure
    const db = createKysely(pool)
    closers.push(() => db.destroy())
    const repository = new KyselyTransactionRepository({ db })
    const backend = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid
    setups.push({
      tree,
      backend,
      page: () => repository.list(userId, {}, { limit: 50, after: undefined }),
      wire: (items: Parameters<typeof transactionMapper.toWire>[0][]) =>
        JSON.stringify(items.map((t) => transactionMapper.toWire(t))),
      query: [] as number[],
      json: [] as number[],
      postgres: [] as number[],
      bytes: 0,
    })
  }
  for (const s of setups) for (let i = 0; i < 200; i++) s.wire([...(await s.page()).items]) // warm-up

  for (let run = 0; run < runs; run++) {
    for (const s of run % 2 ? [...setups].reverse() : setups) {
      let queryCpu = 0
      let wireCpu = 0
      const postgresBefore = cpuOfProcess(s.backend)
      for (let i = 0; i < pages; i++) {
        const t0 = ownCpu()
        const { items } = await s.page()
        const t1 = ownCpu()
        s.bytes = s.wire([...items]).length
        wireCpu += ownCpu() - t1
        queryCpu += t1 - t0
      }
      s.postgres.push((cpuOfProcess(s.backend) - postgresBefore) / pages)
      s.query.push(queryCpu / pages)
      s.json.push(wireCpu / pages)
    }
  }
  console.log(`# ledger-page-bench: ${runs} runs of ${pages} pages of 50 transactions, µs of CPU per page`)
  for (const s of setups) {
    console.log(`${s.tree} (${s.bytes} bytes of JSON)`)
    console.log(`  query and rows to entities: ${minAndMedian(s.query)}`)
    console.log(`  entities to wire JSON:      ${minAndMedian(s.json)}`)
    console.log(`  the Postgres backend:       ${minAndMedian(s.postgres)}`)
  }
} finally {
  for (const close of closers) await close()
  await benchDb.drop()
}
