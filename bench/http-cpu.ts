/**
 * CPU per request of the real service over HTTP, for several source trees side by side: each tree's
 * service runs (production settings, logs at info to a file, fake market upstreams), and autocannon
 * runs against each in turn, alternating, several rounds; the figure per tree and request is the
 * minimum over the rounds of the service's CPU time (user + system, from /proc, every thread) over
 * the requests it answered (a busy machine can only slow a round down). What request-cpu.ts leaves
 * out (node:http, the sockets, the log file's writes, the threads) is in this one.
 *
 *   git archive HEAD~1 | tar -x -C /tmp/before && ln -s $PWD/node_modules /tmp/before/
 *   node --import tsx bench/http-cpu.ts --trees /tmp/before,$PWD --only health,quote,batch
 *
 * `--only list` adds GET /transactions/?limit=50 of a user's 10,000 rows (real Postgres), `create`
 * POST /transactions/ with a fresh Idempotency-Key. Every
 * tree's service runs at once on the one database, and the order of the trees flips every round,
 * so a machine whose load drifts weighs on each alike.
 * A tree may carry environment settings after a `?`: `$PWD?LOG_LEVEL=warn` (to price a setting).
 */
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startMarketFakes } from '../test/market/support/market-fakes.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import {
  BENCH_TRANSACTION_BODY,
  cpuSecondsOf,
  createBenchDatabase,
  freePort,
  listBenchStocks,
  seedTransactions,
  startService,
} from './support.js'

const { values } = parseArgs({
  options: {
    trees: { type: 'string', default: '.' },
    only: { type: 'string', default: 'health,quote,batch' },
    seconds: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '50' },
  },
})
const seconds = Number(values.seconds)
const rounds = Number(values.rounds)
const connections = Number(values.connections)

interface Variant {
  readonly label: string
  readonly tree: string
  readonly env: Record<string, string>
}
const variants: Variant[] = values.trees.split(',').map((spec) => {
  const [tree = '.', query = ''] = spec.split('?')
  return { label: spec, tree: resolve(tree), env: Object.fromEntries(new URLSearchParams(query)) }
})

const db = await createBenchDatabase('http_cpu')
const logDir = mkdtempSync(join(tmpdir(), 'ledgerline-http-cpu-'))
const fakes = await startMarketFakes({ timeoutMs: 5000 })
const children: ChildProcess[] = []
try {
  const symbols = listBenchStocks(fakes, 50)
  const only = values.only.split(',')
  // `list` reads the first page of 10,000 rows, as performance-bench.ts's row does.
  const userId = await seedTransactions(db.url, only.includes('list') ? 10_000 : 10)
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    LLM_API_KEY: 'bench-key',
    LLM_BASE_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'info',
    SCHEDULER_ENABLED: 'false',
    MIGRATE_ON_START: 'false',
    HOST: '127.0.0.1',
    ...fakes.env,
  }
  const auth = { authorization: `Bearer ${userToken(userId)}` }
  const targets: Record<
    string,
    {
      path: string
      method?: 'POST'
      headers?: Record<string, string>
      body?: string
      /** Headers new on each request (a fresh Idempotency-Key). */
      fresh?: () => Record<string, string>
    }
  > = {
    health: { path: '/health' },
    quote: { path: '/market/stock/AAPL', headers: auth },
    batch: {
      path: '/market/batch',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ stocks: symbols }),
    },
    list: { path: '/transactions/?limit=50', headers: auth },
    // performance-bench.ts's POST /transactions/ row: no category, a fresh Idempotency-Key each time.
    create: {
      path: '/transactions/',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: BENCH_TRANSACTION_BODY,
      fresh: () => ({ 'idempotency-key': randomUUID() }),
    },
  }
  const wanted = only.filter((name) => targets[name])
  const services: { variant: Variant; child: ChildProcess; port: number }[] = []
  for (const [i, variant] of variants.entries()) {
    const port = await freePort()
    const child = await startService({ ...env, ...variant.env }, port, {
      logFile: join(logDir, `service-${i}.log`),
      cwd: variant.tree,
    })
    children.push(child)
    services.push({ variant, child, port })
  }
  const once = async (service: (typeof services)[number], name: string, duration: number) => {
    const t = targets[name]!
    const pid = service.child.pid!
    const before = cpuSecondsOf(pid)
    const result = await autocannon({
      url: `http://127.0.0.1:${service.port}${t.path}`,
      connections,
      duration,
      method: t.method ?? 'GET',
      headers: t.headers ?? {},
      ...(t.body ? { body: t.body } : {}),
      ...(t.fresh
        ? {
            requests: [
              {
                setupRequest: (req: autocannon.Request) => ({
                  ...req,
                  headers: { ...req.headers, ...t.fresh!() },
                }),
              },
            ],
          }
        : {}),
    })
    if (result.non2xx || result.errors) throw new Error(`${service.variant.label} ${name}: failures`)
    return { cpu: ((cpuSecondsOf(pid) - before) * 1e6) / result.requests.total, rps: result.requests.average }
  }
  for (const service of services) for (const name of wanted) await once(service, name, 1) // warm up
  const figures = new Map<string, { cpu: number; rps: number }[]>()
  const started = loadavg()[0]!
  for (let r = 0; r < rounds; r++)
    for (const name of wanted)
      for (const service of r % 2 ? [...services].reverse() : services) {
        const key = `${name} ${service.variant.label}`
        figures.set(key, [...(figures.get(key) ?? []), await once(service, name, seconds)])
      }
  console.log(
    `# http-cpu: ${rounds} rounds of ${seconds} s, ${connections} connections, Node ${process.version}, ` +
      `load average ${started.toFixed(2)} -> ${loadavg()[0]!.toFixed(2)}`,
  )
  for (const [key, xs] of figures) {
    const cpu = xs.map((x) => x.cpu).sort((a, b) => a - b)
    const rps = xs.map((x) => x.rps).sort((a, b) => b - a)
    const median = (sorted: number[]) => sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(0)
    console.log(
      `${key.padEnd(60)} CPU min ${cpu[0]!.toFixed(0)} µs, median ${median(cpu)} µs;` +
        ` req/s max ${rps[0]!.toFixed(0)}, median ${median(rps)}`,
    )
  }
} finally {
  for (const child of children) child.kill()
  await fakes.close()
  await new Promise((r) => setTimeout(r, 300))
  await db.drop()
  rmSync(logDir, { recursive: true, force: true })
}
