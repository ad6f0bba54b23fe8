import { BankSyncNotConfiguredError } from '../../../domain/bank-sync/bank-feed-errors.js'
import type { BankConnection, BankProvider } from '../../../domain/bank-sync/connection.js'
import { nextSyncAt } from '../../../domain/bank-sync/sync-schedule.js'
import { accessContext, type BankSyncDeps } from './bank-sync-deps.js'
import { connectionAccountsOf, institutionsOf } from './connection-accounts.js'

export interface ConnectBankInput {
  readonly userId: string
  readonly provider: BankProvider
  readonly setupToken: string
}

/**
 * Connects a bank: claims the setup token (once; a refused or malformed token stores nothing),
 * reads the accounts the access reaches (unlinked: nothing is imported until the user links
 * them), and stores the access credential sealed. The first sync is due at once.
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
    const access = await bankFeed.claim(input.setupToken)
    const now = clock.now()
    // The accounts only: an empty window asks the bank for no transactions yet.
    const snapshot = await bankFeed.fetch(access, { from: now, to: now })
    const connection: BankConnection = {
      id: ids.newId(),
      userId: input.userId,
      provider: input.provider,
      status: snapshot.messages.length > 0 ? 'needs_attention' : 'active',
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
}
