import { BankAccessError, BankSyncNotConfiguredError } from '../../../domain/bank-sync/bank-feed-errors.js'
import type { BankFeedSnapshot } from '../../../domain/bank-sync/bank-feed-data.js'
import type { BankConnection, BankProvider } from '../../../domain/bank-sync/connection.js'
import { RateLimitedError } from '../../../domain/errors.js'
import { nextSyncAt } from '../../../domain/bank-sync/sync-schedule.js'
import { accessContext, type BankSyncDeps } from './bank-sync-deps.js'
import { connectionAccountsOf, institutionsOf } from './connection-accounts.js'

export interface ConnectBankInput {
  readonly userId: string
  readonly provider: BankProvider
  readonly setupToken: string
}

const ATTEMPT_WINDOW_MS = 60 * 60 * 1000

/**
 * Connects a bank: claims the setup token (once; a refused or malformed token stores nothing),
 * reads the accounts the access reaches (unlinked: nothing is imported until the user links
 * them), and stores the access credential sealed. The first sync is due at once. When the bridge
 * refuses the fresh access at once (revoked, unpaid, an unusable access URL) the connection is
 * still stored, with that status and reason: the token is spent, and the user sees why.
 * Each user has connectsPerHour attempts an hour, failed ones included: every attempt makes the
 * service call a URL the user chose.
 */
export class ConnectBank {
  readonly #deps: BankSyncDeps
  constructor(deps: BankSyncDeps) {
    this.#deps = deps
  }

  async execute(input: ConnectBankInput): Promise<BankConnection> {
    const { bankFeed, bankConnections, secretBox, clock, ids, bankSyncSettings } = this.#deps
    // Before the claim: a token claimed with nowhere to keep its credential would be spent for nothing.
    if (!bankSyncSettings.enabled) throw new BankSyncNotConfiguredError()
    await this.#admit(input.userId)
    const access = await bankFeed.claim(input.setupToken)
    const now = clock.now()
    // The accounts only: an empty window asks the bank for no transactions yet.
    const first = await bankFeed.fetch(access, { from: now, to: now }).catch((error: unknown) => {
      if (error instanceof BankAccessError) return error
      throw error
    })
    const snapshot: BankFeedSnapshot =
      first instanceof BankAccessError ? { accounts: [], messages: [first.message] } : first
    const connection: BankConnection = {
      id: ids.newId(),
      userId: input.userId,
      provider: input.provider,
      status:
        first instanceof BankAccessError && first.problem === 'revoked'
          ? 'revoked'
          : snapshot.messages.length > 0
            ? 'needs_attention'
            : 'active',
      institutions: institutionsOf(snapshot.accounts),
      accounts: connectionAccountsOf(snapshot.accounts, []),
      lastSyncedAt: null,
      lastError: snapshot.messages.length > 0 ? snapshot.messages.join(' ') : null,
      failures: 0,
      nextSyncAt: nextSyncAt(now, 0, 0, 0),
      createdAt: now,
      updatedAt: now,
    }
    await bankConnections.create(connection, secretBox.seal(access, accessContext(connection.id)))
    return connection
  }

  async #admit(userId: string): Promise<void> {
    const { requestWindow, clock, bankSyncSettings } = this.#deps
    const limit = bankSyncSettings.connectsPerHour
    const now = clock.now().getTime()
    const taken = await requestWindow.take(`bank-connect:${userId}`, limit, ATTEMPT_WINDOW_MS, now)
    if (taken.admitted) return
    const wait = Math.ceil(((taken.oldestMs ?? now) + ATTEMPT_WINDOW_MS - now) / 1000)
    throw new RateLimitedError(`at most ${limit} bank connection attempts an hour`, Math.max(1, wait))
  }
}
