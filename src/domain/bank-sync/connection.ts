import type { Institution } from './bank-feed-data.js'

/** active: syncing; needs_attention: the last sync failed in a way the user may have to fix; revoked: access refused for good. */
export type ConnectionStatus = 'active' | 'needs_attention' | 'revoked'

export type BankProvider = 'simplefin'

/** A bank account the connection reaches, and the user's account it is imported into (if linked). */
export interface ConnectionAccount {
  readonly externalId: string
  readonly name: string
  readonly currency: string | null
  readonly balance: string
  readonly balanceDate: Date
  readonly institution: string
  /** Unlinked bank accounts are not imported. */
  readonly linkedAccountId: string | null
}

/** A user's bank connection. Its access credential is kept apart (sealed) and never part of this. */
export interface BankConnection {
  readonly id: string
  readonly userId: string
  readonly provider: BankProvider
  readonly status: ConnectionStatus
  readonly institutions: readonly Institution[]
  readonly accounts: readonly ConnectionAccount[]
  /** The end of the last successful sync's window: the next one starts 5 days before it. */
  readonly lastSyncedAt: Date | null
  /** What the user should know: the bank's own message or why the last sync failed. */
  readonly lastError: string | null
  /** Failed syncs in a row (the back-off grows with it); 0 after a success. */
  readonly failures: number
  /** When the scheduler syncs it next. */
  readonly nextSyncAt: Date
  readonly createdAt: Date
  readonly updatedAt: Date
}

export type SyncStatus = 'queued' | 'running' | 'succeeded' | 'failed'

/** One sync of a connection, manual or scheduled, with what it did. */
export interface BankSync {
  readonly id: string
  readonly connectionId: string
  readonly userId: string
  readonly status: SyncStatus
  readonly startedAt: Date
  readonly finishedAt: Date | null
  readonly created: number
  readonly merged: number
  readonly skipped: number
  readonly pendingReplaced: number
  readonly error: string | null
}

/** A guess of the ledger's account type from the bank's account name, for "create it for me". */
export function accountTypeFor(name: string): 'checking' | 'savings' | 'credit_card' | 'loan' | 'investment' {
  const n = name.toLowerCase()
  if (/credit|card|visa|mastercard|amex/.test(n)) return 'credit_card'
  if (/saving|reserve|money market/.test(n)) return 'savings'
  if (/loan|mortgage|auto|heloc/.test(n)) return 'loan'
  if (/brokerage|invest|ira|401k|roth/.test(n)) return 'investment'
  return 'checking'
}
