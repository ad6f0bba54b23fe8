import { asValue } from 'awilix'
import { expect } from 'chai'
import pg from 'pg'
import type { JobDefinition } from '../../src/adapters/jobs/job-definition.js'
import { Scheduler } from '../../src/infrastructure/scheduler/scheduler.js'
import { timetable } from '../../src/infrastructure/scheduler/timetable.js'
import { startTestApp } from '../support/test-app.js'
import { embeddedTestDatabaseUrl } from '../support/test-database.js'
import { FakeLog } from '../fakes/fake-log.js'

const quiet = new FakeLog()
const PING = 'test.embedded-ping'

/** A job definition that reports each run's payload. */
function recorder(): { job: JobDefinition; next: () => Promise<unknown> } {
  const waiting: ((data: unknown) => void)[] = []
  const job: JobDefinition = { name: PING, run: async (data) => waiting.shift()?.(data) }
  return { job, next: () => new Promise((resolve) => waiting.push(resolve)) }
}

/** Agenda on the embedded database: no LISTEN/NOTIFY there, so workers find jobs by polling. */
describe('scheduler on the embedded database (polling)', function () {
  this.timeout(60_000)
  let url: string

  before(async () => {
    url = await embeddedTestDatabaseUrl()
  })

  it('the wiring polls when the database is embedded, and a job enqueued through the JobQueue runs', async () => {
    const { job, next } = recorder()
    // Same instance, but no notification: the worker finds the job at its next poll (10 s at most).
    // The timetable's jobs must be defined for the scheduler to start; they never come due here.
    // Registered before the app is built: building the routes resolves the job queue (the scheduler).
    const app = await startTestApp({
      env: { DATABASE_URL: url, DATABASE_EMBEDDED: 'true', SCHEDULER_ENABLED: 'true' },
      register: (container, config) => {
        const scheduled = timetable(config.scheduler).map((s): JobDefinition => ({
          name: s.job,
          run: async () => undefined,
        }))
        container.register({ jobDefinitions: asValue([...scheduled, job]) })
      },
    })
    const scheduler = app.container.resolve('scheduler')
    await scheduler.start()
    try {
      expect(scheduler.agenda?.hasNotificationChannel()).to.equal(false)
      const ran = next()
      await app.container.resolve('jobQueue').enqueue(PING, { n: 1 })
      expect(await ran).to.deep.equal({ n: 1 })
      expect(await scheduler.check()).to.equal('ok')
    } finally {
      await scheduler.stop()
      const pool = app.container.resolve('pool')
      await app.close()
      // Kysely's destroy() ends the pool only when Kysely itself used it; here only Agenda did.
      if (!pool.ended && !pool.ending) await pool.end()
    }
  })

  it("a worker picks up another instance's job by polling alone", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 4 })
    const { job, next } = recorder()
    const make = (runWorkers: boolean) =>
      new Scheduler({
        agenda: { pool, pollingOnly: true, processEvery: 200, name: `embedded-${String(runWorkers)}` },
        runWorkers,
        jobs: [job],
        schedules: [],
        drainTimeoutMs: 1000,
        log: quiet,
      })
    const [worker, enqueuer] = [make(true), make(false)]
    await worker.start()
    await enqueuer.start()
    try {
      const ran = next()
      await enqueuer.enqueue(PING, { from: 'enqueue-only instance' })
      expect(await ran).to.deep.equal({ from: 'enqueue-only instance' })
    } finally {
      await enqueuer.stop()
      await worker.stop()
      await pool.end()
    }
  })
})
