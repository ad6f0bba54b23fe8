import { BankAccessError } from '../../../domain/bank-sync/bank-feed-errors.js'
import type { BankConnection } from '../../../domain/bank-sync/connection.js'
import { nextSyncAt, PENDING_EXPIRY_DAYS, syncWindow } from '../../../domain/bank-sync/sync-schedule.js'
import { DomainError } from '../../../domain/errors.js'
import type { BankTransaction } from '../../../domain/bank-sync/bank-feed-data.js'
import { bankTransactionDraft } from '../../../domain/bank-sync/bank-transaction-draft.js'
import type { BankLedgerOutcome, BankTransactionCategory } from '../../ports/bank-ledger.js'
import { accessContext, type BankSyncDeps } from './bank-sync-deps.js'
import { connectionAccountsOf } from './connection-accounts.js'
import { DAY_MS } from '../../../domain/calendar.js'
import { monthsOf } from '../../../domain/budgets/budget-month.js'

/** Failed syncs in a row before a connection that keeps failing (5xx, timeouts) needs attention. */
const FAILURES_BEFORE_ATTENTION = 3

const none: BankLedgerOutcome = { created: 0, merged: 0, skipped: 0, pendingReplaced: 0, pendingRemoved: 0 }

/**
 * One sync of one connection (the job's work): fetch the window, write each linked account's
 * transactions through the ledger's import rules, follow the bank's balance, record the outcome.
 * A failure is recorded on the sync and the connection (needs_attention or revoked, with the
 * reason the user can act on, and one notification when it changes), never thrown to the job:
 * one connection's trouble never fails another's.
 */
export class RunSync {
  readonly #deps: BankSyncDeps
  constructor(deps: BankSyncDeps) {
    this.#deps = deps
  }

  async execute(syncId: string): Promise<void> {
    const { bankConnections, log } = this.#deps
    const sync = await bankConnections.getSync(syncId)
    if (!sync || sync.status !== 'queued') return // run already, or the connection was deleted
    const connection = await bankConnections.getForSync(sync.connectionId)
    // Exactly once: of two workers holding the same sync, one moves it to running.
    if (!connection || !(await bankConnections.markSyncRunning(syncId))) return
    try {
      const outcome = await this.#sync(connection)
      await bankConnections.finishSync(syncId, {
        status: 'succeeded',
        finishedAt: this.#deps.clock.now(),
        ...outcome,
        error: null,
      })
    } catch (error) {
      const message = describe(error)
      log.warn({ err: error, connectionId: connection.id, syncId }, 'bank sync failed')
      await bankConnections.finishSync(syncId, {
        status: 'failed',
        finishedAt: this.#deps.clock.now(),
        ...none,
        error: message,
      })
      await this.#recordFailure(connection, error, message)
    }
  }

  async #sync(connection: BankConnection) {
    const { bankConnections, bankFeed, bankLedger, secretBox, clock, bankSyncSettings } = this.#deps
    const sealed = await bankConnections.sealedAccess(connection.id)
    if (!sealed) throw new Error('the connection has no stored access')
    const access = secretBox.open(sealed, accessContext(connection.id))
    // Key rotation: a credential sealed under a previous key is sealed again under the current one.
    if (!secretBox.current(sealed))
      await bankConnections.replaceSealedAccess(
        connection.id,
        secretBox.seal(access, accessContext(connection.id)),
      )
    const now = clock.now()
    const window = syncWindow(connection.lastSyncedAt, now)
    const snapshot = await bankFeed.fetch(access, window)
    const accounts = connectionAccountsOf(snapshot.accounts, connection.accounts)
    await bankConnections.saveAccounts(connection.id, connection.userId, accounts)
    const total = { ...none }
    const written: Date[] = []
    for (const bank of snapshot.accounts) {
      const linked = accounts.find((a) => a.externalId === bank.externalId)?.linkedAccountId
      if (!linked || !bank.currency) continue
      const categorized = await this.#categorize(
        connection.userId,
        linked,
        bank.currency,
        bank.transactions,
        now,
      )
      const outcome = await bankLedger.apply({
        userId: connection.userId,
        accountId: linked,
        currency: bank.currency,
        transactions: bank.transactions,
        pendingExpiresBefore: new Date(now.getTime() - PENDING_EXPIRY_DAYS * DAY_MS),
        now,
        categorized,
      })
      await bankLedger.setBalance(connection.userId, linked, bank.balance, now)
      for (const key of Object.keys(total) as (keyof BankLedgerOutcome)[]) total[key] += outcome[key]
      for (const t of bank.transactions) written.push(t.transactedAt ?? t.postedAt ?? now)
    }
    if (total.created + total.merged + total.pendingReplaced + total.pendingRemoved > 0)
      await this.#deps.spendingListener?.spent(connection.userId, monthsOf(written))
    const message = snapshot.messages.length > 0 ? snapshot.messages.join(' ') : null
    await bankConnections.updateState(connection.id, {
      status: message ? 'needs_attention' : 'active',
      lastError: message,
      failures: 0,
      nextSyncAt: nextSyncAt(now, bankSyncSettings.intervalHours, 0, this.#deps.syncJitter()),
      lastSyncedAt: window.to,
      updatedAt: now,
    })
    if (message && connection.status === 'active')
      await this.#deps.bankSyncNotifier.connectionNeedsAttention(connection.userId, connection.id, message)
    if (total.pendingRemoved > 0)
      this.#deps.log.info(
        { connectionId: connection.id, removed: total.pendingRemoved },
        'pending bank transactions the bank no longer reports were removed',
      )
    return {
      created: total.created,
      merged: total.merged,
      skipped: total.skipped,
      pendingReplaced: total.pendingReplaced,
    }
  }

  /**
   * The transactions the account does not hold yet, categorised in one batch before they are
   * written (docs/categories.md), outside the ledger's database transaction: a model call never
   * holds it open.
   */
  async #categorize(
    userId: string,
    accountId: string,
    currency: string,
    transactions: readonly BankTransaction[],
    now: Date,
  ): Promise<Map<string, BankTransactionCategory>> {
    const unseen = await this.#deps.bankLedger.unseen(
      userId,
      accountId,
      transactions.map((t) => t.externalId),
    )
    const fresh = transactions.filter((t) => unseen.has(t.externalId))
    const drafts = await this.#deps.transactionCategorizer.categorize(
      userId,
      fresh.map((t) => bankTransactionDraft(t, accountId, currency, now)),
    )
    return new Map(
      fresh.map((t, i) => {
        const d = drafts[i]!
        return [
          t.externalId,
          {
            category: d.category,
            categorySource: d.categorySource ?? 'none',
            categoryConfidence: d.categoryConfidence ?? null,
            merchant: d.merchant,
            notes: d.notes,
          },
        ]
      }),
    )
  }

  async #recordFailure(connection: BankConnection, error: unknown, message: string): Promise<void> {
    const { bankConnections, clock, bankSyncSettings, bankSyncNotifier, log } = this.#deps
    const now = clock.now()
    const failures = connection.failures + 1
    const status =
      error instanceof BankAccessError
        ? error.problem === 'revoked'
          ? 'revoked'
          : 'needs_attention'
        : failures >= FAILURES_BEFORE_ATTENTION
          ? 'needs_attention'
          : connection.status
    await bankConnections.updateState(connection.id, {
      status,
      lastError: message,
      failures,
      nextSyncAt: nextSyncAt(now, bankSyncSettings.intervalHours, failures, this.#deps.syncJitter()),
      updatedAt: now,
    })
    if (status !== 'active' && connection.status === 'active')
      await bankSyncNotifier
        .connectionNeedsAttention(connection.userId, connection.id, message)
        .catch((e: unknown) =>
          log.warn({ err: e, connectionId: connection.id }, 'could not notify about a bank connection'),
        )
  }
}

/** What the user is told: the bank's or the bridge's reason, never a stack or a credential. */
function describe(error: unknown): string {
  if (error instanceof BankAccessError || error instanceof DomainError) return error.message
  return 'the sync failed unexpectedly; it will be retried'
}
