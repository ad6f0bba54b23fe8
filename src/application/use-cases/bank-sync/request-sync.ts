import type { BankSync } from '../../../domain/bank-sync/connection.js'
import { BankSyncNotConfiguredError } from '../../../domain/bank-sync/bank-feed-errors.js'
import { NotFoundError } from '../../../domain/errors.js'
import { BANK_SYNC_JOB, type BankSyncDeps, type BankSyncJobData } from './bank-sync-deps.js'

/**
 * Queues a sync of the caller's connection (POST /connections/{id}/sync): the sync runs on a
 * worker. An unknown connection is 404 before the service's own configuration is looked at.
 */
export class RequestSync {
  readonly #deps: Pick<BankSyncDeps, 'bankConnections' | 'jobQueue' | 'clock' | 'ids' | 'bankSyncSettings'>
  constructor(
    deps: Pick<BankSyncDeps, 'bankConnections' | 'jobQueue' | 'clock' | 'ids' | 'bankSyncSettings'>,
  ) {
    this.#deps = deps
  }

  async execute(userId: string, connectionId: string): Promise<BankSync> {
    const { bankConnections, jobQueue, clock, ids, bankSyncSettings } = this.#deps
    // A connection the caller does not have is 404 whether or not bank sync is configured here.
    const connection = await bankConnections.get(userId, connectionId)
    if (!connection) throw new NotFoundError('connection')
    if (!bankSyncSettings.enabled) throw new BankSyncNotConfiguredError()
    const sync = queuedSync(connection.userId, connection.id, clock.now(), ids.newId())
    await bankConnections.createSync(sync)
    await jobQueue.enqueue<BankSyncJobData>(BANK_SYNC_JOB, { syncIds: [sync.id] })
    return sync
  }
}

/** A sync row as queued: the job finds it by id, runs it once, and records what it did. */
export function queuedSync(userId: string, connectionId: string, now: Date, syncId: string): BankSync {
  return {
    id: syncId,
    connectionId,
    userId,
    status: 'queued',
    startedAt: now,
    finishedAt: null,
    created: 0,
    merged: 0,
    skipped: 0,
    pendingReplaced: 0,
    error: null,
  }
}
