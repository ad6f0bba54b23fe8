/**
 * Actual Budget's importer on the benchmark's lines, for bench/import-bench.ts (run as a child
 * process: its own SQLite and its own RSS). `@actual-app/api` is not a dependency of this
 * repository (docs/imports.md "Figures"): the first argument is a folder where it is installed.
 *
 *   node --import tsx bench/actual-budget-import.ts <dir> <rows> <matches>
 *
 * Prints one JSON line: {first_s, first_added, first_updated, again_s, again_added, max_rss_mb}.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { existingPayments, isoDay, statementLine } from './import-bench-data.js'

const [dir, rowsArg, matchesArg] = process.argv.slice(2)
const rows = Number(rowsArg)
const matches = Number(matchesArg)
const require = createRequire(path.join(path.resolve(dir!), 'package.json'))
const api = (await import(pathToFileURL(require.resolve('@actual-app/api')).href)) as {
  init(config: { dataDir: string }): Promise<unknown>
  runImport(name: string, work: () => Promise<void>): Promise<void>
  createAccount(account: { name: string; offbudget: boolean }, balance: number): Promise<string>
  addTransactions(account: string, txs: object[]): Promise<unknown>
  importTransactions(account: string, txs: object[]): Promise<{ added: unknown[]; updated: unknown[] }>
  shutdown(): Promise<void>
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'actual-bench-'))
const quiet = { log: console.log, warn: console.warn, info: console.info, debug: console.debug }
console.log = console.warn = console.info = console.debug = () => undefined // Actual logs every step
const result: Record<string, number> = {}
try {
  await api.init({ dataDir })
  await api.runImport(`bench-${process.pid}`, async () => {
    const account = await api.createAccount({ name: 'Checking', offbudget: false }, 0)
    const asActual = (l: { day: number; cents: number; merchant: string }) => ({
      date: isoDay(l.day),
      amount: l.cents,
      payee_name: l.merchant,
    })
    await api.addTransactions(account, existingPayments(rows, matches, matches).map(asActual))
    const file = Array.from({ length: rows }, (_, i) => statementLine(i, rows)).map((l) => ({
      ...asActual(l),
      payee_name: l.description,
    }))
    let t = performance.now()
    const first = await api.importTransactions(account, file)
    result.first_s = (performance.now() - t) / 1000
    result.first_added = first.added.length
    result.first_updated = first.updated.length
    t = performance.now()
    const again = await api.importTransactions(account, file)
    result.again_s = (performance.now() - t) / 1000
    result.again_added = again.added.length
  })
  result.max_rss_mb = Math.round(process.resourceUsage().maxRSS / 1024)
  await api.shutdown().catch(() => undefined)
} finally {
  Object.assign(console, quiet)
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(JSON.stringify(result))
process.exit(0)
