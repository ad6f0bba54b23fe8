import type { BankConnectionRepository } from '../../ports/bank-connection-repository.js'
import type { BankFeed } from '../../ports/bank-feed.js'
import type { BankLedger } from '../../ports/bank-ledger.js'
import type { BankSyncNotifier } from '../../ports/bank-sync-notifier.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { JobQueue } from '../../ports/job-queue.js'
import type { AccountRepository } from '../../ports/ledger-repositories.js'
import type { Log } from '../../ports/log.js'
import type { RequestWindow } from '../../ports/request-window.js'
import type { SecretBox } from '../../ports/secret-box.js'
import type { TransactionCategorizer } from '../../ports/transaction-categorizer.js'
import type { SpendingListener } from '../../ports/spending-listener.js'

export interface BankSyncSettings {
  /** False without an encryption key: nothing can be connected or synced (503 bank_sync_not_configured). */
  readonly enabled: boolean
  /** Hours between scheduled syncs of a connection (SYNC_INTERVAL_HOURS). */
  readonly intervalHours: number
  /**
   * Connection attempts (POST /connections, each a call to a URL the user chose) per user per
   * rolling hour (BANK_CONNECTS_PER_HOUR); beyond it 429 rate_limited.
   */
  readonly connectsPerHour: number
}

/** Everything the bank-sync use cases need; each takes the part it uses. */
export interface BankSyncDeps {
  readonly bankConnections: BankConnectionRepository
  readonly bankFeed: BankFeed
  readonly bankLedger: BankLedger
  readonly bankSyncNotifier: BankSyncNotifier
  readonly secretBox: SecretBox
  readonly accounts: AccountRepository
  readonly jobQueue: JobQueue
  readonly clock: Clock
  readonly ids: IdGenerator
  readonly log: Log
  readonly bankSyncSettings: BankSyncSettings
  /** New bank transactions are categorised before they are written (docs/categories.md). */
  readonly transactionCategorizer: TransactionCategorizer
  /** A number in [0, 1) for the schedule's jitter (Math.random; fixed in tests). */
  readonly syncJitter: () => number
  /** Told the months of the transactions a sync wrote (budgets: alerts). */
  readonly spendingListener?: SpendingListener
  /** Counts each user's connection attempts (this process's, or every instance's with Redis). */
  readonly requestWindow: RequestWindow
}

/** The Agenda job that runs a page of syncs (BankSyncJobData). */
export const BANK_SYNC_JOB = 'bank-sync'

/** A bank-sync job's payload: the queued syncs it runs (one for a manual sync, a page for the scheduler's). */
export interface BankSyncJobData {
  readonly syncIds: readonly string[]
}

/** Syncs per scheduled job: few enough to spread a run over every instance, many enough for few jobs. */
export const SYNC_PAGE_SIZE = 25
/** The recurring job that finds the connections due and queues their syncs. */
export const BANK_SYNC_SCHEDULER_JOB = 'bank-sync-due'

/** The sealed credential is bound to its row. */
export const accessContext = (connectionId: string) => `bank_connection:${connectionId}`
