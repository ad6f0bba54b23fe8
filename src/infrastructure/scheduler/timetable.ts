import {
  MEMORY_INGEST_DAILY,
  MEMORY_INGEST_MONTHLY,
  MEMORY_INGEST_WEEKLY,
} from '../../adapters/jobs/memory.job-names.js'
import { NEWSLETTER_DAILY } from '../../adapters/jobs/newsletter.job-names.js'
import { NET_WORTH_DAILY } from '../../adapters/jobs/net-worth.job-names.js'
import { BANK_SYNC_SCHEDULER_JOB } from '../../adapters/jobs/bank-sync.jobs.js'
import type { Config } from '../config/config.js'

/** A job that runs at fixed times: `job` is the name of a JobDefinition; `cron` is read in UTC. */
export interface ScheduledJob {
  readonly job: string
  readonly cron: string
  readonly description: string
}

/**
 * Every schedule of the service, in one place (docs/api.md "Memory"; all times UTC). Areas add their
 * line here and their JobDefinition in their wiring; the scheduler refuses to start when a line
 * names a job nobody defined.
 */
export function timetable(config: Config['scheduler']): readonly ScheduledJob[] {
  return [
    {
      job: MEMORY_INGEST_DAILY,
      cron: '0 2 * * *',
      description: "memory: the previous day's spending, every day at 02:00",
    },
    {
      job: MEMORY_INGEST_WEEKLY,
      cron: '0 3 * * 0',
      description: "memory: the past week's pattern, Sundays at 03:00",
    },
    {
      job: MEMORY_INGEST_MONTHLY,
      cron: '0 4 1 * *',
      description: "memory: the past month's review, on the 1st at 04:00",
    },
    {
      job: NEWSLETTER_DAILY,
      cron: config.newsletterCron,
      description: 'newsletter: for users with newsletter_enabled, daily at NEWSLETTER_CRON (06:00)',
    },
    {
      job: NET_WORTH_DAILY,
      cron: '30 22 * * *',
      description: "net worth: every user's snapshot of the day, daily at 22:30 (after the US close)",
    },
    {
      job: BANK_SYNC_SCHEDULER_JOB,
      cron: config.bankSyncCron,
      description:
        'bank sync: queue the syncs of the connections that are due, every BANK_SYNC_CRON (5 minutes)',
    },
  ]
}
