/**
 * Statement import benchmark: a 50,000-line CSV from upload to committed, against an
 * account holding 10,000 existing transactions, 1,000 of them the same payments as statement
 * lines (reconciliation). Then the same file again (0 new). Prints the time of each step and
 * the process's RSS (before, peak, growth), with the service running in this process and the
 * upload sent over loopback HTTP through the real app.
 *
 *   node --import tsx bench/import-bench.ts [--rows 50000] [--existing 10000] [--matches 1000] [--quick]
 *     [--actual <dir with @actual-app/api installed>]
 *
 * --quick (CI): 5,000 lines, 1,000 existing, 100 matches. --actual: also Actual Budget's
 * importTransactions on the same lines, 2,000 lines with 200 matches and 10,000 with 1,000 (2,000
 * only with --quick), each beside ours at the same size in this run, with the ratios
 * (docs/imports.md "Figures"). Uses BENCH_DATABASE_URL (default: a fresh database on the local
 * Postgres at 127.0.0.1:5432). With the statement readers in src/adapters/statements the file is
 * a bank-style CSV; with only their placeholder built in, the test suite's FakeStatementReader
 * reads the same lines in its own line format (said in the output).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { parseArgs } from 'node:util'
import { asValue } from 'awilix'
import { migrateToLatest } from '../src/adapters/postgres/migrate.js'
import { buildContainer } from '../src/infrastructure/container.js'
import { listen } from '../src/infrastructure/http-server.js'
import { createLogger } from '../src/infrastructure/logger.js'
import { buildHttpApp } from '../src/infrastructure/wiring/http.js'
import { FakeStatementReader } from '../test/fakes/fake-statement-reader.js'
import { userToken } from '../test/support/tokens.js'
import { existingPayments, isoDay, money, statementLine } from './import-bench-data.js'
import { openBenchDatabase } from './support.js'

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    existing: { type: 'string' },
    matches: { type: 'string' },
    quick: { type: 'boolean', default: false },
    actual: { type: 'string' },
  },
})
const ROWS = Number(values.rows ?? (values.quick ? 5_000 : 50_000))
const EXISTING = Number(values.existing ?? (values.quick ? 1_000 : 10_000))
const MATCHES = Number(values.matches ?? (values.quick ? 100 : 1_000))

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

function statementFile(rows: number, realReader: boolean): string {
  const out: string[] = [realReader ? 'Date,Description,Amount' : '# bench']
  for (let i = 0; i < rows; i++) {
    const l = statementLine(i, rows)
    out.push(
      realReader
        ? `${isoDay(l.day)},${l.description},${money(l.cents)}`
        : `${isoDay(l.day)}|${money(l.cents)}|${l.description}|${l.merchant}`,
    )
  }
  return out.join('\n') + '\n'
}

const { config, pool, db, close } = await openBenchDatabase('import')
const logger = createLogger('warn')
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

  /** A fresh user and account holding `existing` payments; imports a `rows`-line statement twice. */
  async function scenario(
    label: string,
    rows: number,
    existing: number,
    matches: number,
    afterFirst: () => void = () => undefined,
  ) {
    const userId = `bench-${label}`
    const auth = { authorization: `Bearer ${userToken(userId)}` }
    const account = (await (
      await fetch(`${base}/accounts/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Checking', type: 'checking', currency: 'USD', balance: '1000.00' }),
      })
    ).json()) as { id: string }
    const now = new Date()
    const payments = existingPayments(rows, existing, matches).map((p, k) => ({
      id: crypto.randomUUID(),
      user_id: userId,
      account_id: k % 3 === 0 ? null : account.id,
      amount: money(Math.abs(p.cents)),
      type: p.cents < 0 ? 'expense' : 'income',
      currency: 'USD',
      occurred_at: new Date(p.day),
      merchant: p.merchant,
      description: null,
      category: 'misc',
      notes: null,
      source: k % 2 === 0 ? 'manual' : 'notification',
      created_at: now,
      updated_at: now,
    }))
    for (let i = 0; i < payments.length; i += 2000)
      await db
        .insertInto('transactions')
        .values(payments.slice(i, i + 2000))
        .execute()
    const file = statementFile(rows, realReader)
    const mapping = realReader
      ? JSON.stringify({ date: 'Date', amount: 'Amount', description: 'Description' })
      : undefined

    async function importOnce(step: string): Promise<number> {
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
        `  ${step.padEnd(10)} preview ${((t1 - t0) / 1000).toFixed(2)} s, commit ${((t2 - t1) / 1000).toFixed(2)} s, total ${((t2 - t0) / 1000).toFixed(2)} s; counts ${JSON.stringify(preview.counts)}; commit ${JSON.stringify(outcome)}`,
      )
      return (t2 - t0) / 1000
    }
    console.log(
      `${label}: ${rows} lines (${(file.length / 1024 / 1024).toFixed(1)} MB), ${existing} existing transactions, ${matches} of them the same payments`,
    )
    const first = await importOnce('first')
    afterFirst()
    return { first, again: await importOnce('re-import') }
  }

  console.log(
    `reader: ${realReader ? 'FileStatementReader, CSV' : 'FakeStatementReader line format (the statement readers are not built in)'}`,
  )
  global.gc?.()
  const rssBefore = process.memoryUsage().rss
  let peak = rssBefore
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  let firstPeak = 0
  const main = await scenario('main', ROWS, EXISTING, MATCHES, () => (firstPeak = peak))
  clearInterval(sampler)
  console.log(
    `RSS: ${mb(rssBefore)} before, peak ${mb(firstPeak)} during the first import (growth ${mb(firstPeak - rssBefore)}), ${mb(peak)} after the re-import too`,
  )
  console.log(
    `targets: first import < 10 s (${main.first < 10 ? 'met' : 'MISSED'}), RSS growth < 200 MB (${firstPeak - rssBefore < 200 * 1024 * 1024 ? 'met' : 'MISSED'})`,
  )

  if (values.actual) {
    const run = promisify(execFile)
    for (const rows of values.quick ? [2_000] : [2_000, 10_000]) {
      const matches = rows / 10
      const ours = await scenario(`ours-${rows}`, rows, matches, matches)
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'bench/actual-budget-import.ts', values.actual, String(rows), String(matches)],
        { maxBuffer: 64 * 1024 * 1024 },
      )
      const actual = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, number>
      console.log(
        `  Actual Budget importTransactions: first ${actual.first_s!.toFixed(2)} s (added ${actual.first_added}, matched ${actual.first_updated}), re-import ${actual.again_s!.toFixed(2)} s (added ${actual.again_added}), max RSS ${actual.max_rss_mb} MB`,
      )
      console.log(
        `  ratio Actual / ours at ${rows} lines: first ${(actual.first_s! / ours.first).toFixed(1)}x, re-import ${(actual.again_s! / ours.again).toFixed(1)}x`,
      )
    }
  }
  await server.close(1000)
  await container.dispose()
} finally {
  await close()
}
