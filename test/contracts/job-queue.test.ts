import pg from 'pg'
import type { JobDefinition } from '../../src/adapters/jobs/job-definition.js'
import { Scheduler } from '../../src/infrastructure/scheduler/scheduler.js'
import { FakeJobQueue } from '../fakes/fake-job-queue.js'
import { FakeLog } from '../fakes/fake-log.js'
import { testDatabaseIsEmbedded, testDatabaseUrl } from '../support/test-database.js'
import { describeJobQueueContract } from './job-queue.contract.js'

const JOB = 'contract.job-queue'

/** Resolves once `ready()` holds, checking every 20 ms for at most `ms`. */
async function until(ready: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms
  while (!ready() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20))
}

/** The JobQueue contract, held by FakeJobQueue and by the Scheduler (Agenda on the run's Postgres). */
describe('contract: JobQueue', function () {
  this.timeout(30_000)

  describe('FakeJobQueue', () => {
    describeJobQueueContract(async () => {
      const fake = new FakeJobQueue()
      return { port: fake, jobName: JOB, delivered: async () => fake.jobs, close: async () => {} }
    })
  })

  describe('Scheduler (Agenda, Postgres backend)', function () {
    let pool: pg.Pool
    before(function () {
      // The embedded database has no LISTEN/NOTIFY: delivery there is by polling, covered by
      // test/infrastructure/embedded-database-scheduler.test.ts.
      if (testDatabaseIsEmbedded()) this.skip()
      pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 })
    })
    after(async () => pool?.end())

    describeJobQueueContract(async () => {
      const received: { name: string; data: unknown }[] = []
      const job: JobDefinition = { name: JOB, run: async (data) => void received.push({ name: JOB, data }) }
      const scheduler = new Scheduler({
        agenda: { pool, name: `contract-${crypto.randomUUID()}` },
        runWorkers: true,
        jobs: [job],
        schedules: [],
        drainTimeoutMs: 1000,
        log: new FakeLog(),
      })
      await scheduler.start()
      return {
        port: scheduler,
        jobName: JOB,
        delivered: async (count) => {
          await until(() => received.length >= count, 15_000)
          return received
        },
        close: () => scheduler.stop(),
      }
    })
  })
})
