import type { ImportRow, StatementImport } from '../../../domain/imports/statement-import.js'
import type { CsvMapping } from '../../../domain/imports/statement.js'
import type { z } from 'zod'
import type { csvMappingWire } from './import-schemas.js'

type CsvMappingWire = z.infer<typeof csvMappingWire>

/** Wire mapping (snake_case) -> the domain's CsvMapping. */
export function toCsvMapping(w: CsvMappingWire): CsvMapping {
  return {
    date: w.date,
    ...(w.amount !== undefined ? { amount: w.amount } : {}),
    ...(w.debit !== undefined ? { debit: w.debit } : {}),
    ...(w.credit !== undefined ? { credit: w.credit } : {}),
    ...(w.description !== undefined ? { description: w.description } : {}),
    ...(w.merchant !== undefined ? { merchant: w.merchant } : {}),
    ...(w.currency !== undefined ? { currency: w.currency } : {}),
    ...(w.reference !== undefined ? { reference: w.reference } : {}),
    ...(w.direction !== undefined ? { direction: w.direction } : {}),
    ...(w.flip_amount_sign !== undefined ? { flipAmountSign: w.flip_amount_sign } : {}),
    ...(w.date_order !== undefined ? { dateOrder: w.date_order } : {}),
    ...(w.decimal_separator !== undefined ? { decimalSeparator: w.decimal_separator } : {}),
    ...(w.delimiter !== undefined ? { delimiter: w.delimiter } : {}),
    ...(w.has_header !== undefined ? { hasHeader: w.has_header } : {}),
  }
}

/** The domain's CsvMapping -> wire, leaving out what is not set. */
export function csvMappingView(m: CsvMapping): CsvMappingWire {
  return {
    date: m.date,
    ...(m.amount !== undefined ? { amount: m.amount } : {}),
    ...(m.debit !== undefined ? { debit: m.debit } : {}),
    ...(m.credit !== undefined ? { credit: m.credit } : {}),
    ...(m.description !== undefined ? { description: m.description } : {}),
    ...(m.merchant !== undefined ? { merchant: m.merchant } : {}),
    ...(m.currency !== undefined ? { currency: m.currency } : {}),
    ...(m.reference !== undefined ? { reference: m.reference } : {}),
    ...(m.direction !== undefined ? { direction: m.direction } : {}),
    ...(m.flipAmountSign !== undefined ? { flip_amount_sign: m.flipAmountSign } : {}),
    ...(m.dateOrder !== undefined ? { date_order: m.dateOrder } : {}),
    ...(m.decimalSeparator !== undefined ? { decimal_separator: m.decimalSeparator } : {}),
    ...(m.delimiter !== undefined ? { delimiter: m.delimiter } : {}),
    ...(m.hasHeader !== undefined ? { has_header: m.hasHeader } : {}),
  }
}

export function importView(i: StatementImport) {
  return {
    id: i.id,
    account_id: i.accountId,
    format: i.format,
    status: i.status,
    statement: {
      from: i.statement.from,
      to: i.statement.to,
      currency: i.statement.currency,
      closing_balance: i.statement.closingBalance,
      balance_difference: i.statement.balanceDifference,
    },
    counts: { ...i.counts },
    mapping: i.mapping ? csvMappingView(i.mapping) : null,
    commit: i.commit ? { ...i.commit } : null,
    created_at: i.createdAt.toISOString(),
    committed_at: i.committedAt ? i.committedAt.toISOString() : null,
  }
}

/** A `new` row names its transaction only once the commit made it. */
export function importRowView(r: ImportRow, committed: boolean) {
  return {
    line: r.line,
    occurred_at: r.occurredAt.toISOString(),
    amount: r.amount,
    type: r.type,
    currency: r.currency,
    description: r.description,
    merchant: r.merchant,
    external_id: r.externalId,
    status: r.status,
    transaction_id: r.status === 'new' && !committed ? null : r.transactionId,
    detail: r.detail,
    category: r.category?.name ?? null,
    category_source: r.category?.source ?? 'none',
    category_confidence: r.category?.confidence ?? null,
  }
}
