/**
 * Embedded database benchmark: what PGlite behind pglite-socket costs next to a real
 * Postgres. Cold start (initdb in a new data dir), warm start (the same dir again), migrations on
 * a fresh cluster, then round trips through a pg.Pool: sequential `select 1` (p50, p99) and
 * `--concurrency` parallel inserts (throughput) on both servers.
 *
 *   node --import tsx bench/embedded-database-bench.ts [--queries 500] [--concurrency 10]
 *
 * The real server is BENCH_DATABASE_URL (default the local Postgres at 127.0.0.1:5432), in a
 * table of its own, dropped at the end; skipped when it does not answer.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type pg from 'pg'
import { migrateToLatest } from '../src/adapters/postgres/migrate.js'
import { createKysely, createPool } from '../src/infrastructure/database.js'
import { startEmbeddedDatabase } from '../src/infrastructure/embedded-database.js'

const { values } = parseArgs({
  options: { queries: { type: 'string', default: '500' }, concurrency: { type: 'string', default: '10' } },
})
const queries = Number(values.queries)
const concurrency = Number(values.concurrency)

const table = `bench_rows_${process.pid}` // the real server is shared: a name of our own
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(2)

async function roundTrips(label: string, pool: pg.Pool): Promise<void> {
  const times: number[] = []
  for (let i = 0; i < queries; i++) {
    const t = performance.now()
    await pool.query('select 1')
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  await pool.query(`create table if not exists ${table} (id serial primary key, body text)`)
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < queries) await pool.query(`insert into ${table} (body) values ($1)`, ['x'.repeat(100)])
    }),
  )
  const seconds = (performance.now() - started) / 1000
  await pool.query(`drop table ${table}`)
  console.log(
    `${label}: select 1 p50 ${percentile(times, 0.5)} ms, p99 ${percentile(times, 0.99)} ms; ${concurrency} parallel inserts ${(queries / seconds).toFixed(0)}/s`,
  )
}

const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-pglite-'))
try {
  let t = performance.now()
  const cold = await startEmbeddedDatabase({ dataDir: join(dir, 'pglite') })
  const coldMs = performance.now() - t
  const pool = createPool({ url: cold.url, poolMax: concurrency, statementTimeoutMs: 60_000 })
  const db = createKysely(pool)
  t = performance.now()
  await migrateToLatest(db)
  const migrateMs = performance.now() - t
  await roundTrips('embedded (PGlite)', pool)
  await db.destroy()
  await cold.close()
  t = performance.now()
  const warm = await startEmbeddedDatabase({ dataDir: join(dir, 'pglite') })
  const warmMs = performance.now() - t
  await warm.close()
  console.log(
    `embedded start: cold (initdb) ${coldMs.toFixed(0)} ms, warm ${warmMs.toFixed(0)} ms; migrations on a fresh cluster ${migrateMs.toFixed(0)} ms`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}

const realUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const real = createPool({ url: realUrl, poolMax: concurrency, statementTimeoutMs: 60_000 })
try {
  await real.query('select 1')
  await roundTrips('real Postgres', real)
} catch (error) {
  console.log(`real Postgres skipped: ${(error as Error).message}`)
} finally {
  await real.end()
}
