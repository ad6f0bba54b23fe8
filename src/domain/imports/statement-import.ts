import type { AutomaticCategorySource } from '../rules/rule.js'
import type { CsvMapping, StatementFormat, StatementLine } from './statement.js'

export type ImportStatus = 'preview' | 'committed'

/**
 * What the importer decided for one statement line: `new` becomes a transaction at commit,
 * `duplicate` is already in the ledger (same bank id or fingerprint in the account), `match`
 * merges into an existing transaction of the user (reconciliation), `error` is skipped with a
 * `detail` (zero amount, another currency than the account's).
 */
export type ImportRowStatus = 'new' | 'duplicate' | 'match' | 'error'

export interface ImportCounts {
  readonly rows: number
  readonly new: number
  readonly duplicate: number
  readonly match: number
  readonly error: number
}

/** What a commit did; a second commit answers the same. */
export interface CommitOutcome {
  readonly created: number
  readonly merged: number
  readonly skipped: number
}

export interface StatementImport {
  readonly id: string
  readonly userId: string
  readonly accountId: string | null
  readonly format: StatementFormat
  readonly status: ImportStatus
  readonly statement: {
    readonly from: string | null
    readonly to: string | null
    readonly currency: string | null
    readonly closingBalance: string | null
    /** closing balance minus the account's balance at preview time; null without a closing balance. */
    readonly balanceDifference: string | null
  }
  readonly counts: ImportCounts
  readonly mapping: CsvMapping | null
  readonly commit: CommitOutcome | null
  /** The account's balance before a commit with update_balance; undo puts it back. */
  readonly previousBalance: string | null
  readonly createdAt: Date
  readonly committedAt: Date | null
}

/** One line of an import as stored and listed (GET /imports/{id}/rows): the statement's line, decided. */
export interface ImportRow extends StatementLine {
  readonly status: ImportRowStatus
  /** match: the transaction it merges into; new: the transaction made at commit (null before). */
  readonly transactionId: string | null
  readonly detail: string | null
  /** A `new` row: the category categorisation gives it at preview, and the commit writes. */
  readonly category: RowCategory | null
  /** A `new` row: notes a rule adds. */
  readonly notes: string | null
}

/** The category of a new row and why (docs/categories.md "Automatic categorisation"). */
export interface RowCategory {
  readonly name: string
  readonly source: AutomaticCategorySource
  readonly confidence: number
}

/** A row as planned by the importer, before it is stored: with its identity. */
export interface PlannedRow extends ImportRow {
  readonly fingerprint: string
  /** A `new` row: the rule whose answer it took at preview (category, rename or notes); its hit at commit. */
  readonly ruleId?: string
}

export function countRows(rows: readonly { readonly status: ImportRowStatus }[]): ImportCounts {
  const counts = { rows: rows.length, new: 0, duplicate: 0, match: 0, error: 0 }
  for (const row of rows) counts[row.status] += 1
  return counts
}
