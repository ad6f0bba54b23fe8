import type {
  BankConnection,
  BankSync,
  ConnectionAccount,
  SyncStatus,
} from '../../domain/bank-sync/connection.js'

/** The outcome of one sync, recorded on the sync and (its status) on the connection. */
export interface SyncOutcome {
  readonly status: Extract<SyncStatus, 'succeeded' | 'failed'>
  readonly finishedAt: Date
  readonly created: number
  readonly merged: number
  readonly skipped: number
  readonly pendingReplaced: number
  readonly error: string | null
}

/**
 * Bank connections, their bank accounts and their syncs. Every method but the scheduler's
 * (`due`, `getForSync`) names the user: another user's connection reads as missing. The sealed
 * access credential goes in with `create` and comes out only through `sealedAccess`.
 */
export interface BankConnectionRepository {
  create(connection: BankConnection, sealedAccess: string): Promise<void>
  /** The user's connections, newest created first; a connection's bank accounts by institution, then name. */
  list(userId: string): Promise<BankConnection[]>
  get(userId: string, id: string): Promise<BankConnection | undefined>
  /** Deletes the connection, its credential, bank accounts and sync log; imported transactions stay. */
  delete(userId: string, id: string): Promise<boolean>
  /** Sets (or clears) the user's account a bank account imports into; false when no such bank account. */
  link(userId: string, id: string, externalId: string, accountId: string | null): Promise<boolean>
  sealedAccess(connectionId: string): Promise<string | undefined>
  replaceSealedAccess(connectionId: string, sealed: string): Promise<void>
  /**
   * Refreshes the bank accounts' names and balances (links kept; new ones added unlinked). A bank
   * account the feed no longer reports stays, with its link.
   */
  saveAccounts(connectionId: string, userId: string, accounts: readonly ConnectionAccount[]): Promise<void>
  /** Connections due for a scheduled sync at `now` (active or needing attention), oldest due first. */
  due(now: Date, limit: number): Promise<BankConnection[]>
  getForSync(connectionId: string): Promise<BankConnection | undefined>
  /** Records the connection's state after a sync attempt; `lastSyncedAt` left out keeps the stored one. */
  updateState(
    connectionId: string,
    state: Pick<BankConnection, 'status' | 'lastError' | 'failures' | 'nextSyncAt'> & {
      readonly lastSyncedAt?: Date
      readonly updatedAt: Date
    },
  ): Promise<void>
  createSync(sync: BankSync): Promise<void>
  /** The sync, whoever's it is (the worker's read); undefined when unknown. */
  getSync(syncId: string): Promise<BankSync | undefined>
  /** Moves a queued sync to running; false when it was not queued (another worker took it). */
  markSyncRunning(syncId: string): Promise<boolean>
  finishSync(syncId: string, outcome: SyncOutcome): Promise<void>
  /** The connection's syncs, newest first. */
  listSyncs(userId: string, connectionId: string, limit: number): Promise<BankSync[]>
}
