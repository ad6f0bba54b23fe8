import pLimit from 'p-limit'
import {
  BANK_SYNC_JOB,
  BANK_SYNC_SCHEDULER_JOB,
  type BankSyncJobData,
} from '../../application/use-cases/bank-sync/bank-sync-deps.js'
import type { RunSync } from '../../application/use-cases/bank-sync/run-sync.js'
import type { ScheduleDueSyncs } from '../../application/use-cases/bank-sync/schedule-due-syncs.js'
import type { JobDefinition } from './job-definition.js'

export { BANK_SYNC_JOB, BANK_SYNC_SCHEDULER_JOB }

/** Page jobs one instance runs at once. */
const PAGE_CONCURRENCY = 2
/** Syncs of one page run at once: each mostly waits on the bridge, then writes one account at a time. */
const SYNCS_PER_PAGE_AT_ONCE = 5

/** A page of syncs (one from the API, up to a page from the scheduler); each sync's row says what it did. */
export function bankSyncJob(deps: { runSync: RunSync }): JobDefinition<BankSyncJobData> {
  return {
    name: BANK_SYNC_JOB,
    concurrency: PAGE_CONCURRENCY,
    // A page that hangs past the bridge's time limits was lost with its worker: let another take it
    // (a sync already run is skipped: RunSync runs only queued rows).
    lockLifetimeMs: 10 * 60_000,
    removeOnComplete: true,
    async run(data) {
      const limit = pLimit(SYNCS_PER_PAGE_AT_ONCE)
      await Promise.all(data.syncIds.map((id) => limit(() => deps.runSync.execute(id))))
    },
  }
}

/** Every few minutes (the timetable): queue the syncs of the connections that are due. */
export function bankSyncSchedulerJob(deps: { scheduleDueSyncs: ScheduleDueSyncs }): JobDefinition {
  return {
    name: BANK_SYNC_SCHEDULER_JOB,
    concurrency: 1,
    async run() {
      await deps.scheduleDueSyncs.execute()
    },
  }
}
