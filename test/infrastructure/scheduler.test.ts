import { expect } from 'chai'
import pg from 'pg'
import {
  MEMORY_INGEST_DAILY,
  MEMORY_INGEST_MONTHLY,
  MEMORY_INGEST_WEEKLY,
} from '../../src/adapters/jobs/memory.job-names.js'
import type { JobDefinition } from '../../src/adapters/jobs/job-definition.js'
import { loadConfig } from '../../src/infrastructure/config/config.js'
import { createAgenda } from '../../src/infrastructure/scheduler/agenda-factory.js'
import { Scheduler } from '../../src/infrastructure/scheduler/scheduler.js'
import { timetable } from '../../src/infrastructure/scheduler/timetable.js'
import { testEnv } from '../support/test-app.js'
import { testDatabaseUrl } from '../support/test-database.js'
import { FakeLog } from '../fakes/fake-log.js'

const quiet = new FakeLog()

/** The first whole hour after `from` (UTC) that `matches`: an oracle independent of cron parsing. */
function nextHour(from: Date, matches: (d: Date) => boolean): Date {
  const d = new Date(from)
  d.setUTCMinutes(0, 0, 0)
  do d.setUTCHours(d.getUTCHours() + 1)
  while (!matches(d))
  return d
}

describe('scheduler: the timetable on Agenda (Postgres backend)', () => {
  let pool: pg.Pool
  const noop = (name: string): JobDefinition => ({ name, run: async () => undefined })
  let schedules: ReturnType<typeof timetable>
  const make = (runWorkers = true) =>
    new Scheduler({
      agenda: { pool, name: `test-${Math.random()}` },
      runWorkers,
      jobs: [MEMORY_INGEST_DAILY, MEMORY_INGEST_WEEKLY, MEMORY_INGEST_MONTHLY].map(noop),
      schedules,
      drainTimeoutMs: 1000,
      log: quiet,
    })

  before(() => {
    pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 })
    // Only the memory lines: other areas' jobs are not defined in these tests.
    schedules = timetable(loadConfig(testEnv()).scheduler).filter((s) => s.job.startsWith('memory.'))
  })
  after(async () => pool.end())

  it('declares the three memory jobs, next due at 02:00 daily, Sunday 03:00 and the 1st at 04:00, all UTC', async () => {
    const before = new Date()
    const scheduler = make()
    await scheduler.start()
    try {
      const { rows } = await pool.query<{ name: string; next_run_at: Date; repeat_timezone: string }>(
        `select name, next_run_at, repeat_timezone from agenda_jobs where type = 'single' and name like 'memory.%'`,
      )
      const next = Object.fromEntries(rows.map((r) => [r.name, r.next_run_at.toISOString()]))
      expect(next).to.deep.equal({
        [MEMORY_INGEST_DAILY]: nextHour(before, (d) => d.getUTCHours() === 2).toISOString(),
        [MEMORY_INGEST_WEEKLY]: nextHour(
          before,
          (d) => d.getUTCDay() === 0 && d.getUTCHours() === 3,
        ).toISOString(),
        [MEMORY_INGEST_MONTHLY]: nextHour(
          before,
          (d) => d.getUTCDate() === 1 && d.getUTCHours() === 4,
        ).toISOString(),
      })
      expect(rows.map((r) => r.repeat_timezone)).to.deep.equal(['UTC', 'UTC', 'UTC'])
      expect(await scheduler.check()).to.equal('ok')
    } finally {
      await scheduler.stop()
    }
  })

  it('keeps one row per scheduled job however many instances declare the timetable', async () => {
    const [a, b] = [make(), make()]
    await Promise.all([a.start(), b.start()])
    try {
      const { rows } = await pool.query<{ name: string; n: string }>(
        `select name, count(*) as n from agenda_jobs where name like 'memory.ingest-%ly' group by name`,
      )
      expect(rows.map((r) => Number(r.n))).to.deep.equal([1, 1, 1])
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })

  it('an enqueue-only instance (SCHEDULER_ENABLED=false) enqueues for the workers of another and reports disabled', async () => {
    let ran: unknown
    const done = new Promise<void>((resolve) => {
      ran = resolve
    })
    const job: JobDefinition<{ n: number }> = {
      name: 'test.scheduler-echo',
      run: async (data) => {
        expect(data.n).to.equal(7)
        ;(ran as () => void)()
      },
    }
    const options = { agenda: { pool }, jobs: [job], schedules: [], drainTimeoutMs: 1000, log: quiet }
    const worker = new Scheduler({ ...options, runWorkers: true, agenda: { pool, processEvery: '1 hour' } })
    const web = new Scheduler({ ...options, runWorkers: false })
    await worker.start()
    await web.start()
    try {
      expect(await web.check()).to.equal('disabled')
      // The worker polls hourly: only the NOTIFY sent by the enqueue-only instance can wake it in time.
      await web.enqueue('test.scheduler-echo', { n: 7 })
      await done
    } finally {
      await web.stop()
      await worker.stop()
    }
  })

  it('refuses a timetable that names a job nobody defined', () => {
    expect(
      () =>
        new Scheduler({
          agenda: { pool },
          runWorkers: false,
          jobs: [],
          schedules,
          drainTimeoutMs: 1,
          log: quiet,
        }),
    ).to.throw(/nobody defined: memory.ingest-daily/)
  })

  it('checks the database before building Agenda: an unmigrated database is a clear error, not a crash', async () => {
    const bare = new pg.Pool({ connectionString: new URL('/postgres', testDatabaseUrl()).toString(), max: 1 })
    try {
      const error = await createAgenda({ pool: bare }).then(
        () => undefined,
        (e: unknown) => e as Error,
      )
      expect(error?.message).to.match(/agenda_jobs is missing: run the migrations/)
    } finally {
      await bare.end()
    }
  })

  it('drains on stop: a running job finishes before stop() resolves', async () => {
    let finished = false
    let started: () => void = () => undefined
    const running = new Promise<void>((resolve) => (started = resolve))
    const job: JobDefinition = {
      name: 'test.scheduler-slow',
      run: async () => {
        started()
        await new Promise((r) => setTimeout(r, 300))
        finished = true
      },
    }
    const scheduler = new Scheduler({
      agenda: { pool },
      runWorkers: true,
      jobs: [job],
      schedules: [],
      drainTimeoutMs: 5000,
      log: quiet,
    })
    await scheduler.start()
    await scheduler.enqueue('test.scheduler-slow', {})
    await running
    await scheduler.stop()
    expect(finished).to.equal(true)
  })

  it('refuses a timetable line whose cron expression Agenda would accept and never run', () => {
    expect(
      () =>
        new Scheduler({
          agenda: { pool },
          runWorkers: true,
          jobs: [noop(MEMORY_INGEST_DAILY)],
          schedules: [{ job: MEMORY_INGEST_DAILY, cron: '0 2 * *', description: 'four fields' }],
          drainTimeoutMs: 1000,
          log: quiet,
        }),
    ).to.throw(/invalid cron expressions: memory.ingest-daily "0 2 \* \*"/)
  })
})
