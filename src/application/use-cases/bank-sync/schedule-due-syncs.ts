import { nextSyncAt } from '../../../domain/bank-sync/sync-schedule.js'
import { BANK_SYNC_JOB, SYNC_PAGE_SIZE, type BankSyncDeps, type BankSyncJobData } from './bank-sync-deps.js'
import { queuedSync } from './request-sync.js'

/** Connections queued per run of the scheduler job; the rest wait for the next run. */
const BATCH = 500

/**
 * The recurring job's work: a queued sync for every connection that is due, in jobs of
 * SYNC_PAGE_SIZE that any instance's workers take, and each connection's next due time moved past
 * the interval at once, so the next run does not queue it again. Agenda runs the recurring job on
 * one instance at a time.
 */
export class ScheduleDueSyncs {
  readonly #deps: BankSyncDeps
  constructor(deps: BankSyncDeps) {
    this.#deps = deps
  }

  async execute(): Promise<number> {
    const { bankConnections, jobQueue, clock, ids, bankSyncSettings } = this.#deps
    const random = this.#deps.syncJitter
    if (!bankSyncSettings.enabled) return 0
    const now = clock.now()
    const due = await bankConnections.due(now, BATCH)
    const syncIds: string[] = []
    for (const connection of due) {
      await bankConnections.updateState(connection.id, {
        status: connection.status,
        lastError: connection.lastError,
        failures: connection.failures,
        nextSyncAt: nextSyncAt(now, bankSyncSettings.intervalHours, connection.failures, random()),
        updatedAt: now,
      })
      const sync = queuedSync(connection.userId, connection.id, now, ids.newId())
      await bankConnections.createSync(sync)
      syncIds.push(sync.id)
    }
    for (let start = 0; start < syncIds.length; start += SYNC_PAGE_SIZE)
      await jobQueue.enqueue<BankSyncJobData>(BANK_SYNC_JOB, {
        syncIds: syncIds.slice(start, start + SYNC_PAGE_SIZE),
      })
    return due.length
  }
}
