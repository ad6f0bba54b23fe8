import { nextSyncAt } from '../../../domain/bank-sync/sync-schedule.js'
import type { BankSyncDeps } from './bank-sync-deps.js'
import { queueSync } from './request-sync.js'

/** Connections queued per run of the scheduler job; the rest wait for the next run. */
const BATCH = 500

/**
 * The recurring job's work: queue a sync for every connection that is due, and move its next
 * due time past the interval at once, so that a second instance running the same job (or the
 * next run) does not queue it again. Agenda runs the recurring job on one instance at a time.
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
    for (const connection of due) {
      await bankConnections.updateState(connection.id, {
        status: connection.status,
        lastError: connection.lastError,
        failures: connection.failures,
        nextSyncAt: nextSyncAt(now, bankSyncSettings.intervalHours, connection.failures, random()),
        updatedAt: now,
      })
      await queueSync(this.#deps, connection.userId, connection.id, now, ids.newId(), jobQueue)
    }
    return due.length
  }
}
