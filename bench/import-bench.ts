/**
 * Statement import benchmark (issue 18): a 50,000-line CSV from upload to committed, against an
 * account holding 10,000 existing transactions, 1,000 of them the same payments as statement
 * lines (reconciliation). Then the same file again (0 new). Prints the time of each step and
 * the process's RSS (before, peak, growth), with the service running in this process and the
 * upload sent over loopback HTTP through the real app.
 *
 *   node --import tsx bench/import-bench.ts [--rows 50000] [--existing 10000] [--matches 1000] [--quick]
 *
 * --quick (CI): 5,000 lines, 1,000 existing, 100 matches. Uses BENCH_DATABASE_URL (default: a
 * fresh database on the local Postgres at 127.0.0.1:5432). With the statement readers in
 * src/adapters/statements the file is a bank-style CSV; with only their placeholder built in,
 * the test suite's FakeStatementReader reads the same lines in its own line format (said in the output).
 */
import { parseArgs } from 'node:util'
import { asValue } from 'awilix'
import { migrateToLatest } from '../src/adapters/postgres/migrate.js'
import { loadConfig } from '../src/infrastructure/config/config.js'
import { buildContainer } from '../src/infrastructure/container.js'
import { createKysely, createPool } from '../src/infrastructure/database.js'
import { listen } from '../src/infrastructure/http-server.js'
import { createLogger } from '../src/infrastructure/logger.js'
import { buildHttpApp } from '../src/infrastructure/wiring/http.js'
import { FakeStatementReader } from '../test/fakes/fake-statement-reader.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import { createBenchDatabase } from './support.js'

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    existing: { type: 'string' },
    matches: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
})
const ROWS = Number(values.rows ?? (values.quick ? 5_000 : 50_000))
const EXISTING = Number(values.existing ?? (values.quick ? 1_000 : 10_000))
const MATCHES = Number(values.matches ?? (values.quick ? 100 : 1_000))
const DAY_MS = 86_400_000
const START = Date.UTC(2024, 10, 1)
const SPAN_DAYS = 730
const MERCHANTS = Array.from(
  { length: 300 },
  (_, i) => `Merchant ${i} ${['Market', 'Cafe', 'Online', 'Fuel'][i % 4]}`,
)

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Line i of the statement: spread over two years, amounts varied, every (ROWS/MATCHES)th one also recorded by hand. */
function statementLine(i: number) {
  const day = START + Math.floor((i * SPAN_DAYS) / ROWS) * DAY_MS
  const income = i % 40 === 0
  const cents = 100 + ((i * 7919) % 25_000)
  const amount = `${income ? '' : '-'}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
  return { day, amount, merchant: MERCHANTS[i % MERCHANTS.length]!, income, cents }
}

function statementFile(realReader: boolean): string {
  const out: string[] = [realReader ? 'Date,Description,Amount' : '# bench']
  for (let i = 0; i < ROWS; i++) {
    const l = statementLine(i)
    out.push(
      realReader
        ? `${iso(l.day)},${l.merchant} CARD ${i % 97},${l.amount}`
        : `${iso(l.day)}|${l.amount}|${l.merchant} CARD ${i % 97}|${l.merchant}`,
    )
  }
  return out.join('\n') + '\n'
}

const bench = await createBenchDatabase('import')
const logger = createLogger('warn')
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
try {
  await migrateToLatest(db)
  const container = buildContainer(config, { pool, db, logger })
  // The real readers when they are built in; else the tests' line format (same lines, same pipeline).
  let realReader = true
  try {
    await container
      .resolve('statementReader')
      .read(new TextEncoder().encode('Date,Description,Amount\n2026-01-01,x,-1.00\n'), {
        defaultCurrency: 'USD',
      })
  } catch (error) {
    if ((error as { expected?: string }).expected?.includes('none is installed')) {
      realReader = false
      container.register({ statementReader: asValue(new FakeStatementReader()) })
    }
  }
  const { koa } = buildHttpApp(container, config)
  const server = await listen(koa, 0, '127.0.0.1', config.http)
  const base = `http://127.0.0.1:${server.port}`
  const auth = { authorization: `Bearer ${userToken('bench-user')}` }

  const account = (await (
    await fetch(`${base}/accounts/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Checking', type: 'checking', currency: 'USD', balance: '1000.00' }),
    })
  ).json()) as { id: string }

  // Existing transactions: MATCHES recorded by hand a day after the bank's line (merchant as the
  // user typed it), the rest other payments over the same two years (candidates that must not match).
  const step = Math.floor(ROWS / Math.max(1, MATCHES))
  const now = new Date()
  const existing = Array.from({ length: EXISTING }, (_, k) => {
    const matched = k < MATCHES
    const l = statementLine(matched ? k * step : 0)
    const day = matched ? l.day + DAY_MS + 9 * 3_600_000 : START + ((k * 104_729) % (SPAN_DAYS * DAY_MS))
    const cents = matched ? l.cents : 30_000 + k // amounts no statement line has
    return {
      id: crypto.randomUUID(),
      user_id: 'bench-user',
      account_id: k % 3 === 0 ? null : account.id,
      amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      type: matched && l.income ? 'income' : 'expense',
      currency: 'USD',
      occurred_at: new Date(day),
      merchant: matched ? l.merchant.split(' ').slice(0, 2).join(' ') : 'Other',
      description: null,
      category: 'misc',
      notes: null,
      source: k % 2 === 0 ? 'manual' : 'notification',
      created_at: now,
      updated_at: now,
    }
  })
  for (let i = 0; i < existing.length; i += 2000)
    await db
      .insertInto('transactions')
      .values(existing.slice(i, i + 2000))
      .execute()

  const file = statementFile(realReader)
  const mapping = realReader
    ? JSON.stringify({ date: 'Date', amount: 'Amount', description: 'Description' })
    : undefined
  global.gc?.()
  const rssBefore = process.memoryUsage().rss
  let peak = rssBefore
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)

  async function importOnce(label: string) {
    const form = new FormData()
    form.set('file', new Blob([file]), 'statement.csv')
    form.set('account_id', account.id)
    if (mapping) form.set('mapping', mapping)
    const t0 = performance.now()
    const res = await fetch(`${base}/imports/`, { method: 'POST', headers: auth, body: form })
    const preview = (await res.json()) as { id: string; counts: Record<string, number> }
    if (res.status !== 201) throw new Error(`preview: ${res.status} ${JSON.stringify(preview)}`)
    const t1 = performance.now()
    const commit = await fetch(`${base}/imports/${preview.id}/commit`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    })
    const outcome = (await commit.json()) as Record<string, number>
    const t2 = performance.now()
    console.log(
      `${label.padEnd(10)} preview ${((t1 - t0) / 1000).toFixed(2)} s, commit ${((t2 - t1) / 1000).toFixed(2)} s, total ${((t2 - t0) / 1000).toFixed(2)} s; counts ${JSON.stringify(preview.counts)}; commit ${JSON.stringify(outcome)}`,
    )
    return (t2 - t0) / 1000
  }

  console.log(
    `import bench: ${ROWS} lines (${(file.length / 1024 / 1024).toFixed(1)} MB, reader: ${realReader ? 'FileStatementReader, CSV' : 'FakeStatementReader line format (statement readers not built in)'}), ${EXISTING} existing transactions, ${MATCHES} of them the same payments`,
  )
  const first = await importOnce('first')
  const firstPeak = peak
  const again = await importOnce('re-import')
  clearInterval(sampler)
  console.log(
    `RSS: ${mb(rssBefore)} before the upload, peak ${mb(firstPeak)} during the first import (growth ${mb(firstPeak - rssBefore)}), peak ${mb(peak)} overall`,
  )
  console.log(
    `targets: first import < 10 s (${first < 10 ? 'met' : 'MISSED'}), RSS growth < 200 MB (${firstPeak - rssBefore < 200 * 1024 * 1024 ? 'met' : 'MISSED'}); re-import ${again.toFixed(2)} s`,
  )
  await server.close(1000)
  await container.dispose()
} finally {
  await db.destroy()
  await bench.drop()
}
