import { expect } from 'chai'
import pg from 'pg'
import type { JobDefinition } from '../../src/adapters/jobs/job-definition.js'
import { Scheduler } from '../../src/infrastructure/scheduler/scheduler.js'
import { testDatabaseUrl } from '../support/test-database.js'

const quiet = { info() {}, warn() {}, error() {}, debug() {} }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('scale-out: scheduled jobs run exactly once across 3 instances (Agenda on Postgres)', function () {
  this.timeout(30_000)
  let pool: pg.Pool
  const runs: { job: string; instance: number; data?: unknown }[] = []
  const tick = `test.scale-out-tick-${Date.now()}`
  const echo = `test.scale-out-echo-${Date.now()}`
  let instances: Scheduler[] = []

  before(async () => {
    pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 12 })
    instances = [0, 1, 2].map((i) => {
      const jobs: JobDefinition<{ n?: number }>[] = [
        { name: tick, run: async () => void runs.push({ job: tick, instance: i }) },
        { name: echo, run: async (data) => void runs.push({ job: echo, instance: i, data: data.n }) },
      ]
      return new Scheduler({
        agenda: { pool, name: `scale-out-${i}`, processEvery: 200 },
        runWorkers: true,
        jobs: jobs,
        // Declared by all three, due far away: the test makes it due by hand, once per round.
        schedules: [{ job: tick, cron: '0 0 1 1 *', description: 'test' }],
        drainTimeoutMs: 1000,
        log: quiet,
      })
    })
    await Promise.all(instances.map((s) => s.start()))
  })
  after(async () => {
    await Promise.all(instances.map((s) => s.stop()))
    await pool.query(`delete from agenda_jobs where name in ($1, $2)`, [tick, echo])
    await pool.end()
  })

  it('a repeating job declared by 3 instances: one row, and each occurrence runs once', async () => {
    const { rows } = await pool.query<{ n: string }>(
      `select count(*) as n from agenda_jobs where name = $1`,
      [tick],
    )
    expect(Number(rows[0]!.n)).to.equal(1)
    for (let round = 1; round <= 5; round++) {
      await pool.query(`update agenda_jobs set next_run_at = now() - interval '1 second' where name = $1`, [
        tick,
      ])
      const until = Date.now() + 5000
      while (runs.filter((r) => r.job === tick).length < round && Date.now() < until) await sleep(50)
      // Time for a duplicate to show up, if the locking let one through.
      await sleep(600)
      expect(
        runs.filter((r) => r.job === tick),
        `round ${round}`,
      ).to.have.length(round)
    }
  })

  it('60 jobs enqueued through the 3 instances: each runs exactly once, spread over the workers', async () => {
    await Promise.all(Array.from({ length: 60 }, (_, n) => instances[n % 3]!.enqueue(echo, { n })))
    const until = Date.now() + 15_000
    while (runs.filter((r) => r.job === echo).length < 60 && Date.now() < until) await sleep(50)
    await sleep(600)
    const ran = runs.filter((r) => r.job === echo).map((r) => r.data as number)
    expect(ran.sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 60 }, (_, n) => n))
    const workers = new Set(runs.filter((r) => r.job === echo).map((r) => r.instance))
    console.log(`      60 jobs ran on ${workers.size} of 3 instances`)
  })
})
