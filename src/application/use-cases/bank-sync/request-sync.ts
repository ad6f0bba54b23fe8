import type { BankSync } from '../../../domain/bank-sync/connection.js'
import { BankSyncNotConfiguredError } from '../../../domain/bank-sync/bank-feed-errors.js'
import { NotFoundError } from '../../../domain/errors.js'
import { BANK_SYNC_JOB, type BankSyncDeps } from './bank-sync-deps.js'

/** Queues a sync of the caller's connection (POST /connections/{id}/sync): the sync runs on a worker. */
export class RequestSync {
  readonly #deps: Pick<BankSyncDeps, 'bankConnections' | 'jobQueue' | 'clock' | 'ids' | 'bankSyncSettings'>
  constructor(
    deps: Pick<BankSyncDeps, 'bankConnections' | 'jobQueue' | 'clock' | 'ids' | 'bankSyncSettings'>,
  ) {
    this.#deps = deps
  }

  async execute(userId: string, connectionId: string): Promise<BankSync> {
    const { bankConnections, jobQueue, clock, ids, bankSyncSettings } = this.#deps
    if (!bankSyncSettings.enabled) throw new BankSyncNotConfiguredError()
    const connection = await bankConnections.get(userId, connectionId)
    if (!connection) throw new NotFoundError('connection')
    return queueSync(this.#deps, connection.userId, connection.id, clock.now(), ids.newId(), jobQueue)
  }
}

/** A queued sync row and its job: the job finds the row by id. */
export async function queueSync(
  deps: Pick<BankSyncDeps, 'bankConnections'>,
  userId: string,
  connectionId: string,
  now: Date,
  syncId: string,
  jobQueue: BankSyncDeps['jobQueue'],
): Promise<BankSync> {
  const sync: BankSync = {
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
  await deps.bankConnections.createSync(sync)
  await jobQueue.enqueue(BANK_SYNC_JOB, { syncId })
  return sync
}
