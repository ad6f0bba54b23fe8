import { aliasTo, asFunction, type AwilixContainer } from 'awilix'
import type { ComponentHealth } from '../../application/ports/component-health.js'
import type { JobQueue } from '../../application/ports/job-queue.js'
import type { JobDefinition } from '../../adapters/jobs/job-definition.js'
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'
import { Scheduler } from '../scheduler/scheduler.js'
import { timetable } from '../scheduler/timetable.js'

export interface SchedulerCradle {
  /** Every job of every area; each area registers its own `<area>Jobs` list and adds it below. */
  jobDefinitions: readonly JobDefinition[]
  scheduler: Scheduler
  jobQueue: JobQueue
  schedulerHealth: ComponentHealth
}

/** How long a stopping instance waits for its running jobs (inside SHUTDOWN_TIMEOUT_MS). */
const DRAIN_TIMEOUT_MS = 10_000

/**
 * Agenda on the service's pool (or MongoDB with AGENDA_MONGO_URL), started and drained by the
 * Lifecycle. To contribute jobs, an area registers `<area>Jobs: JobDefinition[]` in its wiring,
 * spreads it into `jobDefinitions` here, and adds its schedules to scheduler/timetable.ts.
 */
export function registerScheduler(container: AwilixContainer<Cradle>, config: Config): void {
  container.register({
    jobDefinitions: asFunction((c: Cradle): readonly JobDefinition[] => [
      ...c.memoryJobs,
      ...c.newsletterJobs,
      ...c.portfolioJobs,
    ]).singleton(),
    scheduler: asFunction(
      (c: Cradle) =>
        new Scheduler({
          agenda: {
            pool: c.pool,
            mongoUrl: config.scheduler.mongoUrl,
            // The embedded development database (no DATABASE_URL, or DATABASE_EMBEDDED=true) has no
            // cross-connection NOTIFY.
            pollingOnly: config.database.embedded,
          },
          runWorkers: config.scheduler.enabled,
          jobs: c.jobDefinitions,
          schedules: timetable(config.scheduler),
          drainTimeoutMs: DRAIN_TIMEOUT_MS,
          log: c.log,
          metrics: c.metrics,
        }),
    ).singleton(),
    jobQueue: aliasTo('scheduler'),
    schedulerHealth: aliasTo('scheduler'),
  })
  // Resolved when the lifecycle starts, so registrations made after this call (test fakes) are used.
  container.resolve('lifecycle').add(
    'scheduler',
    () => container.resolve('scheduler').start(),
    () => container.resolve('scheduler').stop(),
  )
}
