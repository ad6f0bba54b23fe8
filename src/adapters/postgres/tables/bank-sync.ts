import type { ColumnType, Generated } from 'kysely'
import type { Institution } from '../../../domain/bank-sync/bank-feed-data.js'
import type { BankProvider, ConnectionStatus, SyncStatus } from '../../../domain/bank-sync/connection.js'

type Numeric = string
type Timestamp = ColumnType<Date, Date | string, Date | string>
type Jsonb<T> = ColumnType<T, string, string>

export interface BankConnectionsTable {
  id: string
  user_id: string
  provider: BankProvider
  access_sealed: string
  status: ConnectionStatus
  institutions: Jsonb<Institution[]>
  last_synced_at: Timestamp | null
  last_error: string | null
  failures: Generated<number>
  next_sync_at: Timestamp
  created_at: Timestamp
  updated_at: Timestamp
}

export interface BankConnectionAccountsTable {
  connection_id: string
  user_id: string
  external_id: string
  name: string
  currency: string | null
  balance: Numeric
  balance_date: Timestamp
  institution: string
  linked_account_id: string | null
}

export interface BankSyncsTable {
  id: string
  connection_id: string
  user_id: string
  status: SyncStatus
  started_at: Timestamp
  finished_at: Timestamp | null
  created: Generated<number>
  merged: Generated<number>
  skipped: Generated<number>
  pending_replaced: Generated<number>
  error: string | null
}

export interface BankSyncTables {
  bank_connections: BankConnectionsTable
  bank_connection_accounts: BankConnectionAccountsTable
  bank_syncs: BankSyncsTable
}
