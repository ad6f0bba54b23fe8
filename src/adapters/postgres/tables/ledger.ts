import type { ColumnType, Generated } from 'kysely'
import type { AccountType } from '../../../domain/ledger/account.js'
import type { AssetType } from '../../../domain/ledger/holding.js'
import type { TransactionSource, TransactionType } from '../../../domain/ledger/transaction.js'
import type { CurrencyCode } from '../../../domain/money.js'
import type { CategorySource } from '../../../domain/categories/category.js'

/**
 * A column read back as the domain type the repositories wrote into it (they write only parsed
 * drafts), written as plain text: tests and benchmarks seed rows with string literals.
 */
type Stored<T> = ColumnType<T, string, string>
/** NUMERIC comes back from pg as a string (exact) and goes in as a string. */
type Numeric = string
/** char(3): every stored code is the three letters the domain checked, so nothing is padded. */
type Currency = Stored<CurrencyCode>
type Timestamp = ColumnType<Date, Date | string, Date | string>
/** A timestamp the database fills in when the insert leaves it out. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface UsersTable {
  id: string
  base_currency: ColumnType<CurrencyCode, string | undefined, string>
  newsletter_enabled: Generated<boolean>
  created_at: DefaultedTimestamp
  updated_at: DefaultedTimestamp
}

export interface AccountsTable {
  id: string
  user_id: string
  name: string
  type: Stored<AccountType>
  institution: string | null
  currency: Currency
  balance: Numeric
  is_active: boolean
  version: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface TransactionsTable {
  id: string
  user_id: string
  account_id: string | null
  amount: Numeric
  type: Stored<TransactionType>
  currency: Currency
  occurred_at: Timestamp
  description: string | null
  merchant: string | null
  category: string | null
  /** Who set the category and how sure the automation was (0010-categories; docs/categories.md). */
  category_source: ColumnType<CategorySource, string | undefined, string>
  category_confidence: ColumnType<number | null, number | null | undefined, number | null>
  notes: string | null
  source: Stored<TransactionSource>
  /** A bank's not yet posted transaction (bank sync), replaced in place when it posts. */
  pending: Generated<boolean>
  version: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
  /** Statement identity and reconciliation (0006-imports; docs/imports.md). */
  external_id: ColumnType<string | null, string | null | undefined, string | null>
  fingerprint: ColumnType<string | null, string | null | undefined, string | null>
  import_id: ColumnType<string | null, string | null | undefined, string | null>
  reconciled: Generated<boolean>
}

export interface HoldingsTable {
  id: string
  user_id: string
  account_id: string | null
  symbol: string
  asset_type: Stored<AssetType>
  quantity: Numeric
  average_cost: Numeric | null
  currency: Currency
  name: string | null
  version: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface IdempotencyKeysTable {
  user_id: string
  scope: string
  key: string
  fingerprint: string
  state: 'in_progress' | 'completed'
  response_status: number | null
  response_body: unknown
  response_location: string | null
  created_at: DefaultedTimestamp
}

export interface LedgerTables {
  users: UsersTable
  accounts: AccountsTable
  transactions: TransactionsTable
  holdings: HoldingsTable
  idempotency_keys: IdempotencyKeysTable
}
