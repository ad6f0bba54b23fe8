import { toIsoDate, utcDate } from '../../domain/portfolio/calendar.js'
import type { TakeDailySnapshots } from '../../application/use-cases/portfolio/take-daily-snapshots.js'
import type { JobDefinition } from './job-definition.js'
import { NET_WORTH_DAILY } from './net-worth.job-names.js'

/**
 * The daily snapshot at 22:30 UTC: one Agenda row for the schedule, locked by one worker, so
 * each occurrence runs once across instances. `date` (YYYY-MM-DD) in the payload takes a given
 * day instead of the occurrence's.
 */
export function netWorthDailyJob(deps: {
  takeDailySnapshots: TakeDailySnapshots
}): JobDefinition<{ date?: string }> {
  return {
    name: NET_WORTH_DAILY,
    concurrency: 1,
    lockLifetimeMs: 30 * 60_000,
    async run(data, context) {
      const date = (data.date && toIsoDate(data.date)) || utcDate(context.dueAt)
      await deps.takeDailySnapshots.execute({ date })
    },
  }
}
