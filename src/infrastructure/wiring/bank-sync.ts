import type { TransactionCategorizer } from '../../application/ports/transaction-categorizer.js'
import { asFunction, asValue } from 'awilix'
import type { BankConnectionRepository } from '../../application/ports/bank-connection-repository.js'
import type { BankFeed } from '../../application/ports/bank-feed.js'
import type { BankLedger } from '../../application/ports/bank-ledger.js'
import type { BankSyncNotifier } from '../../application/ports/bank-sync-notifier.js'
import type { DeviceRepository } from '../../application/ports/device-repository.js'
import type { JobQueue } from '../../application/ports/job-queue.js'
import type { AccountRepository } from '../../application/ports/ledger-repositories.js'
import type { NotificationRepository } from '../../application/ports/notification-repository.js'
import type { PushSender } from '../../application/ports/push-sender.js'
import type { RequestWindow } from '../../application/ports/request-window.js'
import type { SecretBox } from '../../application/ports/secret-box.js'
import type { SpendingListener } from '../../application/ports/spending-listener.js'
import type { BankSyncSettings } from '../../application/use-cases/bank-sync/bank-sync-deps.js'
import { ConnectBank } from '../../application/use-cases/bank-sync/connect-bank.js'
import { LinkBankAccount } from '../../application/use-cases/bank-sync/link-bank-account.js'
import { ReadConnections } from '../../application/use-cases/bank-sync/read-connections.js'
import { RequestSync } from '../../application/use-cases/bank-sync/request-sync.js'
import { RunSync } from '../../application/use-cases/bank-sync/run-sync.js'
import { ScheduleDueSyncs } from '../../application/use-cases/bank-sync/schedule-due-syncs.js'
import { NotifyBankConnection } from '../../application/use-cases/notifications/notify-bank-connection.js'
import { SimplefinBankFeed } from '../../adapters/bank-feeds/simplefin-bank-feed.js'
import type { BankSyncHttpCradle } from '../../adapters/http/bank-sync/bank-sync-http-cradle.js'
import { bankSyncJob, bankSyncSchedulerJob } from '../../adapters/jobs/bank-sync.jobs.js'
import type { JobDefinition } from '../../adapters/jobs/job-definition.js'
import { KyselyBankConnectionRepository } from '../../adapters/postgres/kysely-bank-connection-repository.js'
import { KyselyBankLedger } from '../../adapters/postgres/kysely-bank-ledger.js'
import { AesGcmSecretBox } from '../../adapters/secrets/aes-gcm-secret-box.js'
import { BankSyncNotConfiguredError } from '../../domain/bank-sync/bank-feed-errors.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface BankSyncCradle extends BankSyncHttpCradle {
  bankConnections: BankConnectionRepository
  bankFeed: BankFeed
  bankLedger: BankLedger
  bankSyncNotifier: BankSyncNotifier
  secretBox: SecretBox
  bankSyncSettings: BankSyncSettings
  syncJitter: () => number
  runSync: RunSync
  scheduleDueSyncs: ScheduleDueSyncs
  /** This area's contribution to the scheduler (wiring/scheduler.ts collects it). */
  bankSyncJobs: readonly JobDefinition[]
}

interface BankSyncNeeds extends Pick<
  FoundationCradle,
  'db' | 'clock' | 'ids' | 'log' | 'metrics' | 'outboundHttp'
> {
  accounts: AccountRepository
  jobQueue: JobQueue
  notifications: NotificationRepository
  devices: DeviceRepository
  push: PushSender
  transactionCategorizer: TransactionCategorizer
  /** The budgets area's: synced transactions make budgets check their alerts. */
  spendingListener: SpendingListener
  /** Connection attempts per user (the shared-state area's: every instance's with Redis). */
  requestWindow: RequestWindow
}

type Reads = BankSyncCradle & BankSyncNeeds
const singleton = singletonsOf<Reads>()

/** Without a key nothing is sealed or opened; the use cases refuse before that (503). */
const noSecretBox: SecretBox = {
  seal: () => {
    throw new BankSyncNotConfiguredError()
  },
  open: () => {
    throw new BankSyncNotConfiguredError()
  },
  current: () => true,
}

/** Bank connections (SimpleFIN first), their scheduled and manual syncs, and the sealed credentials. */
export const bankSyncArea = defineArea<BankSyncCradle, BankSyncNeeds>('bank sync', ({ config }) => {
  const settings = config.bankSync
  return {
    bankConnections: singleton(KyselyBankConnectionRepository),
    bankFeed: asFunction(
      (c: Reads): BankFeed =>
        new SimplefinBankFeed({
          timeoutMs: settings.timeoutMs,
          retries: settings.retries,
          allowHttp: settings.allowHttp,
          maxAnswerBytes: settings.maxAnswerBytes,
          http: c.outboundHttp,
          metrics: c.metrics,
        }),
    ).singleton(),
    bankLedger: singleton(KyselyBankLedger),
    bankSyncNotifier: singleton(NotifyBankConnection),
    secretBox: asValue(
      settings.encryptionKey
        ? new AesGcmSecretBox(settings.encryptionKey, settings.previousKeys)
        : noSecretBox,
    ),
    bankSyncSettings: asValue({
      enabled: settings.enabled,
      intervalHours: settings.intervalHours,
      connectsPerHour: settings.connectsPerHour,
    }),
    syncJitter: asValue(Math.random),
    connectBank: singleton(ConnectBank),
    readConnections: singleton(ReadConnections),
    linkBankAccount: singleton(LinkBankAccount),
    requestSync: singleton(RequestSync),
    runSync: singleton(RunSync),
    scheduleDueSyncs: singleton(ScheduleDueSyncs),
    bankSyncJobs: asFunction((c: Reads): readonly JobDefinition[] => [
      bankSyncJob(c),
      bankSyncSchedulerJob(c),
    ]).singleton(),
  }
})
