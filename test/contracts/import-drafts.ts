import { randomUUID } from 'node:crypto'
import {
  countRows,
  type PlannedRow,
  type StatementImport,
} from '../../src/domain/imports/statement-import.js'

/** Planned rows and imports (what the preview hands the repository), for the import contract suite. */
const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour))

/** A planned row: `new` unless said otherwise, its transaction id chosen at preview. */
export const plannedRow = (line: number, extra: Partial<PlannedRow> = {}): PlannedRow => ({
  line,
  occurredAt: at(line),
  amount: '12.50',
  type: 'expense',
  currency: 'USD',
  description: `LINE ${line}`,
  merchant: null,
  externalId: `BANK-${line}-${randomUUID()}`,
  status: 'new',
  transactionId: randomUUID(),
  detail: null,
  category: null,
  notes: null,
  fingerprint: `fp-${line}-${randomUUID()}`,
  ...extra,
})

export const statementImport = (
  userId: string,
  accountId: string,
  rows: readonly PlannedRow[],
  extra: Partial<StatementImport> = {},
): StatementImport => ({
  id: randomUUID(),
  userId,
  accountId,
  format: 'csv',
  status: 'preview',
  statement: {
    from: '2026-11-01',
    to: '2026-11-30',
    currency: 'USD',
    closingBalance: '900.5',
    balanceDifference: '-3',
  },
  counts: countRows(rows),
  mapping: { date: 'Date', amount: 'Amount' },
  commit: null,
  previousBalance: null,
  createdAt: at(1),
  committedAt: null,
  ...extra,
})
