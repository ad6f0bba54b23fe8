import type { Selectable } from 'kysely'
import type { CsvMapping, StatementFormat } from '../../domain/imports/statement.js'
import type { ImportRow, StatementImport } from '../../domain/imports/statement-import.js'
import type { ImportRowsTable, ImportsTable } from './tables/imports.js'

/* An import's row and an import row's row, read back as the domain's entities. */

export function importFromRow(r: Selectable<ImportsTable>): StatementImport {
  return {
    id: r.id,
    userId: r.user_id,
    accountId: r.account_id,
    format: r.format as StatementFormat,
    status: r.status,
    statement: {
      from: r.statement_from,
      to: r.statement_to,
      currency: r.currency?.trim() ?? null,
      closingBalance: r.closing_balance,
      balanceDifference: r.balance_difference,
    },
    counts: {
      rows: r.rows_total,
      new: r.rows_new,
      duplicate: r.rows_duplicate,
      match: r.rows_match,
      error: r.rows_error,
    },
    mapping: r.mapping as CsvMapping | null,
    commit:
      r.status === 'committed'
        ? { created: r.created ?? 0, merged: r.merged ?? 0, skipped: r.skipped ?? 0 }
        : null,
    previousBalance: r.previous_balance,
    createdAt: r.created_at,
    committedAt: r.committed_at,
  }
}

export function importRowFromRow(r: Selectable<ImportRowsTable>): ImportRow {
  return {
    line: r.line,
    occurredAt: r.occurred_at,
    amount: r.amount,
    type: r.type as ImportRow['type'],
    currency: r.currency.trim(),
    description: r.description,
    merchant: r.merchant,
    externalId: r.external_id,
    status: r.status,
    transactionId: r.transaction_id,
    detail: r.detail,
    category:
      r.category === null || r.category_source === 'none' || r.category_source === 'user'
        ? null
        : { name: r.category, source: r.category_source, confidence: r.category_confidence ?? 0 },
    notes: r.notes,
  }
}
