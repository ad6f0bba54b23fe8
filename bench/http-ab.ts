/**
 * One request over HTTP, the services of two (or more) source trees side by side: both started at
 * once on one seeded database (production settings, logs at info to a file), then autocannon in
 * alternating slices, the order flipped every round, so a machine whose load drifts during the run
 * weighs on each tree alike (paired runs of performance-bench.ts run one tree after the other on
 * databases of their own). Prints each tree's CPU time per request (from /proc) and req/s, minimum
 * and median over the slices.
 *
 *   git archive HEAD~1 | tar -x -C /tmp/before && ln -s $PWD/node_modules /tmp/before/
 *   node --import tsx bench/http-ab.ts --trees /tmp/before,$PWD --path '/transactions/?limit=50'
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import { createBenchDatabase, freePort, seedTransactions } from './support.js'

const { values } = parseArgs({
  options: {
    trees: { type: 'string', default: '.' },
    path: { type: 'string', default: '/transactions/?limit=50' },
    slices: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '50' },
  },
})
const trees = values.trees.split(',').map((t) => resolve(t))
const slices = Number(values.slices)

/** CPU seconds (user + system) a process has used so far (clock ticks of 10 ms). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const db = await createBenchDatabase('http_ab')
const logDir = mkdtempSync(join(tmpdir(), 'ledgerline-http-ab-'))
const children: ChildProcess[] = []
try {
  const userId = await seedTransactions(db.url)
  const services: { tree: string; url: string; pid: number }[] = []
  for (const [i, tree] of trees.entries()) {
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/infrastructure/main.ts'], {
      cwd: tree,
      env: {
        PATH: process.env.PATH,
        LEDGERLINE_ENV_FILE: '',
        NODE_ENV: 'production',
        DATABASE_URL: db.url,
        DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
        JWT_SECRET: TEST_JWT_SECRET,
        LLM_API_KEY: 'bench-key',
        LLM_BASE_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'info',
        SCHEDULER_ENABLED: 'false',
        MIGRATE_ON_START: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', openSync(join(logDir, `service-${i}.log`), 'a'), 'inherit'],
    })
    children.push(child)
    const url = `http://127.0.0.1:${port}`
    for (let tries = 0; ; tries++) {
      if (child.exitCode !== null) throw new Error(`${tree}: the service exited with ${child.exitCode}`)
      if (
        await fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      if (tries > 600) throw new Error(`${tree}: no answer on /health within 60 s`)
      await new Promise((r) => setTimeout(r, 100))
    }
    services.push({ tree, url: `${url}${values.path}`, pid: child.pid! })
  }
  const headers = { authorization: `Bearer ${userToken(userId)}` }
  const hammer = (url: string, duration: number) =>
    autocannon({ url, connections: Number(values.connections), duration, headers })
  for (const service of services) await hammer(service.url, 2) // warm up
  const cpu = new Map<string, number[]>()
  const rps = new Map<string, number[]>()
  const startLoad = loadavg()[0]!
  for (let round = 0; round < slices; round++) {
    for (const service of round % 2 ? [...services].reverse() : services) {
      const before = cpuOf(service.pid)
      const result = await hammer(service.url, Number(values.seconds))
      if (result.non2xx || result.errors)
        throw new Error(`${service.tree}: ${result.non2xx} answers not 2xx, ${result.errors} errors`)
      cpu.set(service.tree, [
        ...(cpu.get(service.tree) ?? []),
        ((cpuOf(service.pid) - before) * 1e6) / result.requests.total,
      ])
      rps.set(service.tree, [...(rps.get(service.tree) ?? []), result.requests.average])
    }
  }
  console.log(
    `# http-ab: GET ${values.path}, ${slices} alternating slices of ${values.seconds} s, ` +
      `load average ${startLoad.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}`,
  )
  for (const { tree } of services) {
    const xs = cpu.get(tree)!
    const rs = rps.get(tree)!
    console.log(
      `${tree.padEnd(40)} CPU/req min ${Math.min(...xs).toFixed(0)} µs, median ${median(xs).toFixed(0)} µs;` +
        `  req/s max ${Math.max(...rs).toFixed(0)}, median ${median(rs).toFixed(0)}`,
    )
  }
} finally {
  for (const child of children) child.kill()
  await Promise.all(
    children.map((c) => new Promise((done) => (c.exitCode === null ? c.once('exit', done) : done(0)))),
  )
  await db.drop()
  rmSync(logDir, { recursive: true, force: true })
}
