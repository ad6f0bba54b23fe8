import {
  BANK_SYNC_JOB,
  BANK_SYNC_SCHEDULER_JOB,
} from '../../application/use-cases/bank-sync/bank-sync-deps.js'
import type { RunSync } from '../../application/use-cases/bank-sync/run-sync.js'
import type { ScheduleDueSyncs } from '../../application/use-cases/bank-sync/schedule-due-syncs.js'
import type { JobDefinition } from './job-definition.js'

export { BANK_SYNC_JOB, BANK_SYNC_SCHEDULER_JOB }

/** Syncs one instance runs at once: each mostly waits on the bridge. */
const SYNC_CONCURRENCY = 4

/** One sync (queued by the API or the scheduler job); its row says what it did. */
export function bankSyncJob(deps: { runSync: RunSync }): JobDefinition<{ syncId: string }> {
  return {
    name: BANK_SYNC_JOB,
    concurrency: SYNC_CONCURRENCY,
    // A sync that hangs past the bridge's time limits was lost with its worker: let another take it.
    lockLifetimeMs: 5 * 60_000,
    removeOnComplete: true,
    async run(data) {
      await deps.runSync.execute(data.syncId)
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
