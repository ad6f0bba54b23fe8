import type { ColumnType } from 'kysely'
import type { CategorySource } from '../../../domain/categories/category.js'

/** NUMERIC comes back from pg as a string (exact) and goes in as a string. */
type Numeric = string
type Timestamp = ColumnType<Date, Date | string, Date | string>
/** DATE, read back as 'YYYY-MM-DD' by the pool's type parser. */
type Day = string
type Jsonb<T> = ColumnType<T, string, string>

/** One uploaded statement file: its summary, its counts, and what its commit did. */
export interface ImportsTable {
  id: string
  user_id: string
  account_id: string | null
  format: string
  status: 'preview' | 'committed'
  statement_from: Day | null
  statement_to: Day | null
  currency: string | null
  closing_balance: Numeric | null
  balance_difference: Numeric | null
  mapping: Jsonb<Record<string, unknown> | null> | null
  rows_total: number
  rows_new: number
  rows_duplicate: number
  rows_match: number
  rows_error: number
  created: number | null
  merged: number | null
  skipped: number | null
  /** The account's balance before a commit with update_balance, restored by undo. */
  previous_balance: Numeric | null
  committed_at: Timestamp | null
  created_at: Timestamp
}

/** One line of an uploaded file, with the decision taken for it. */
export interface ImportRowsTable {
  import_id: string
  user_id: string
  line: number
  occurred_at: Timestamp
  amount: Numeric
  type: string
  currency: string
  description: string
  merchant: string | null
  external_id: string | null
  fingerprint: string
  status: 'new' | 'duplicate' | 'match' | 'error'
  transaction_id: string | null
  detail: string | null
  account_was_null: ColumnType<boolean, boolean | undefined, boolean>
  /** The category a `new` row gets at commit (docs/categories.md), who chose it and how surely. */
  category: ColumnType<string | null, string | null | undefined, string | null>
  category_source: ColumnType<CategorySource, CategorySource | undefined, CategorySource>
  category_confidence: ColumnType<number | null, number | null | undefined, number | null>
  /** Notes a rule adds at commit. */
  notes: ColumnType<string | null, string | null | undefined, string | null>
  /** The rule whose answer a `new` row took at preview: the commit counts its hit (no foreign key). */
  rule_id: ColumnType<string | null, string | null | undefined, string | null>
}

/** The CSV column mapping last used for an account. */
export interface ImportMappingsTable {
  account_id: string
  user_id: string
  mapping: Jsonb<Record<string, unknown>>
  updated_at: Timestamp
}

export interface ImportTables {
  imports: ImportsTable
  import_rows: ImportRowsTable
  import_mappings: ImportMappingsTable
}
