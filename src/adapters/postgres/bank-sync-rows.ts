import type { Selectable } from 'kysely'
import type { BankConnection, BankSync, ConnectionAccount } from '../../domain/bank-sync/connection.js'
import type { BankConnectionAccountsTable, BankConnectionsTable, BankSyncsTable } from './tables/bank-sync.js'

/** Every column but the sealed credential, which only sealedAccess() reads. */
export const CONNECTION_COLUMNS = [
  'id',
  'user_id',
  'provider',
  'status',
  'institutions',
  'last_synced_at',
  'last_error',
  'failures',
  'next_sync_at',
  'created_at',
  'updated_at',
] as const

export type ConnectionRow = Pick<Selectable<BankConnectionsTable>, (typeof CONNECTION_COLUMNS)[number]>

export const accountFromRow = (r: Selectable<BankConnectionAccountsTable>): ConnectionAccount => ({
  externalId: r.external_id,
  name: r.name,
  currency: r.currency,
  balance: r.balance,
  balanceDate: r.balance_date,
  institution: r.institution,
  linkedAccountId: r.linked_account_id,
})

export const connectionFromRow = (
  r: ConnectionRow,
  accounts: readonly ConnectionAccount[],
): BankConnection => ({
  id: r.id,
  userId: r.user_id,
  provider: r.provider,
  status: r.status,
  institutions: r.institutions,
  accounts,
  lastSyncedAt: r.last_synced_at,
  lastError: r.last_error,
  failures: r.failures,
  nextSyncAt: r.next_sync_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

export const syncFromRow = (r: Selectable<BankSyncsTable>): BankSync => ({
  id: r.id,
  connectionId: r.connection_id,
  userId: r.user_id,
  status: r.status,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  created: r.created,
  merged: r.merged,
  skipped: r.skipped,
  pendingReplaced: r.pending_replaced,
  error: r.error,
})

/** A bank account of a connection as its row. */
export function accountRow(connectionId: string, userId: string, a: ConnectionAccount) {
  return {
    connection_id: connectionId,
    user_id: userId,
    external_id: a.externalId,
    name: a.name,
    currency: a.currency,
    balance: a.balance,
    balance_date: a.balanceDate,
    institution: a.institution,
    linked_account_id: a.linkedAccountId,
  }
}
