import { aliasTo, asFunction } from 'awilix'
import type { ComponentHealth } from '../../application/ports/component-health.js'
import type { JobQueue } from '../../application/ports/job-queue.js'
import type { JobDefinition } from '../../adapters/jobs/job-definition.js'
import { Scheduler } from '../scheduler/scheduler.js'
import { timetable } from '../scheduler/timetable.js'
import { defineArea } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface SchedulerCradle {
  /** Every job of every area; each area registers its own `<area>Jobs` list and adds it below. */
  jobDefinitions: readonly JobDefinition[]
  /** Started and stopped by the lifecycle (wiring/foundation.ts). */
  scheduler: Scheduler
  jobQueue: JobQueue
  schedulerHealth: ComponentHealth
}

interface SchedulerNeeds extends Pick<FoundationCradle, 'pool' | 'log' | 'metrics'> {
  memoryJobs: readonly JobDefinition[]
  newsletterJobs: readonly JobDefinition[]
  portfolioJobs: readonly JobDefinition[]
  bankSyncJobs: readonly JobDefinition[]
}

type Reads = SchedulerCradle & SchedulerNeeds

/** How long a stopping instance waits for its running jobs (inside SHUTDOWN_TIMEOUT_MS). */
const DRAIN_TIMEOUT_MS = 10_000

/**
 * Agenda on the service's pool (or MongoDB with AGENDA_MONGO_URL), started and drained by the
 * Lifecycle. To contribute jobs, an area registers `<area>Jobs: JobDefinition[]` in its wiring,
 * spreads it into `jobDefinitions` here (and names it in SchedulerNeeds), and adds its schedules
 * to scheduler/timetable.ts.
 */
export const schedulerArea = defineArea<SchedulerCradle, SchedulerNeeds>('scheduler', ({ config }) => ({
  jobDefinitions: asFunction((c: Reads): readonly JobDefinition[] => [
    ...c.memoryJobs,
    ...c.newsletterJobs,
    ...c.portfolioJobs,
    ...c.bankSyncJobs,
  ]).singleton(),
  scheduler: asFunction(
    (c: Reads) =>
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
  jobQueue: aliasTo('scheduler' satisfies keyof SchedulerCradle),
  schedulerHealth: aliasTo('scheduler' satisfies keyof SchedulerCradle),
}))
