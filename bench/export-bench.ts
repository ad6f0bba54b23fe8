/**
 * Export benchmark: one user with 100,000 transactions (10,000 with --quick) seeded straight into
 * Postgres, the real service in its own process, and GET /transactions/export?format=csv, ?format=ofx
 * and GET /me/export each read as a stream by the client. Prints each one's time, bytes and the
 * service's CPU seconds and peak RSS growth during it (VmRSS from /proc/<pid>/status, sampled every 10 ms).
 *
 *   node --import tsx bench/export-bench.ts [--quick] [--rows N] [--tree DIR]
 *
 * --tree runs another source tree's service (a checkout before a change) on data of the same shape.
 * Uses BENCH_DATABASE_URL (default: a fresh database on the local Postgres at 127.0.0.1:5432).
 */
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import { cpuSecondsOf, createBenchDatabase, freePort, seedTransactions, startService } from './support.js'

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    rows: { type: 'string' },
    tree: { type: 'string' },
    runs: { type: 'string', default: '2' },
  },
})
const ROWS = Number(values.rows ?? (values.quick ? 10_000 : 100_000))
const RUNS = Number(values.runs)

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The service's resident set, from /proc (bytes). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024
}

const benchDb = await createBenchDatabase('export')
let service: ChildProcess | undefined
try {
  const t0 = performance.now()
  const userId = await seedTransactions(benchDb.url, ROWS)
  console.log(`seeded ${ROWS} transactions in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  const port = await freePort()
  const child = await startService(
    {
      NODE_ENV: 'production',
      DATABASE_URL: benchDb.url,
      DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
      JWT_SECRET: TEST_JWT_SECRET,
      LLM_API_KEY: 'unused-in-this-bench',
      LOG_LEVEL: 'warn',
      SCHEDULER_ENABLED: 'false',
      MIGRATE_ON_START: 'false',
    },
    port,
    values.tree ? { cwd: values.tree } : {},
  )
  service = child
  const pid = child.pid!
  const base = `http://127.0.0.1:${port}`
  const auth = { authorization: `Bearer ${userToken(userId)}` }
  await fetch(`${base}/me`, { headers: auth }).then((r) => r.text()) // the user's row, warm

  async function timed(name: string, path: string) {
    for (let run = 1; run <= RUNS; run++) {
      await new Promise((r) => setTimeout(r, 300))
      const before = rssOf(pid)
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10)
      const start = performance.now()
      const cpu = cpuSecondsOf(pid)
      const res = await fetch(`${base}${path}`, { headers: auth })
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
      let bytes = 0
      for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength
      const seconds = (performance.now() - start) / 1000
      clearInterval(sampler)
      const cpuSeconds = cpuSecondsOf(pid) - cpu
      peak = Math.max(peak, rssOf(pid))
      console.log(
        `${name.padEnd(40)} run ${run}: ${seconds.toFixed(2)} s (service CPU ${cpuSeconds.toFixed(2)} s), ${mb(bytes)}, RSS ${mb(before)} before, peak growth ${mb(peak - before)}`,
      )
    }
  }
  console.log(
    `# ${ROWS} transactions, ${RUNS} runs each, Node ${process.version}${values.tree ? `, tree ${values.tree}` : ''}`,
  )
  await timed('GET /transactions/export?format=csv', '/transactions/export?format=csv')
  await timed('GET /transactions/export?format=ofx', '/transactions/export?format=ofx')
  await timed('GET /me/export', '/me/export')
} finally {
  service?.kill()
  await new Promise((r) => setTimeout(r, 500))
  await benchDb.drop()
}
