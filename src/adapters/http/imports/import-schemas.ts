import { z } from 'zod'
import { dateOut as dayOut, decimalOut, idOut, instantOut } from '../wire-fields.js'

/** Wire shapes of /imports and /transactions/export (docs/imports.md). */

export const STATEMENT_FORMATS = ['csv', 'ofx', 'qif', 'camt053'] as const
export const DATE_ORDERS = ['YMD', 'DMY', 'MDY'] as const

const column = z.string().min(1).max(200)
export const csvMappingWire = z
  .strictObject({
    date: column.describe('the date column: its header name, or its 0-based index as a string'),
    amount: column.optional().describe('a signed amount column (negative = money out)'),
    debit: column.optional().describe('an unsigned money-out column'),
    credit: column.optional().describe('an unsigned money-in column'),
    description: column.optional(),
    merchant: column.optional(),
    currency: column.optional(),
    reference: column.optional().describe("the bank's id of the line"),
    direction: column
      .optional()
      .describe('a column saying in or out for unsigned amounts (Af/Bij, Soll/Haben S/H, debit/credit)'),
    flip_amount_sign: z
      .boolean()
      .optional()
      .describe(
        'the amount column counts money out as positive (card exports): its sign is inverted; a direction column still decides. Default false',
      ),
    date_order: z.enum(DATE_ORDERS).optional(),
    decimal_separator: z.enum(['.', ',']).optional(),
    delimiter: z.enum([',', ';', '\t']).optional(),
    has_header: z.boolean().optional(),
  })
  .refine((m) => m.amount !== undefined || m.debit !== undefined || m.credit !== undefined, {
    message: 'name an amount column, or debit and/or credit columns',
    path: ['amount'],
  })
  .refine((m) => m.flip_amount_sign !== true || m.amount !== undefined, {
    message: 'flips the sign of the amount column: name an amount column',
    path: ['flip_amount_sign'],
  })
  .meta({ id: 'CsvMapping' })

export const importUpload = z
  .object({
    file: z
      .string()
      .meta({ format: 'binary' })
      .describe('the statement file, at most 10 MB and 50,000 lines'),
    account_id: z.guid().describe('the account the statement is of (one of yours)'),
    format: z.enum(STATEMENT_FORMATS).optional().describe('detected from the content when absent'),
    mapping: z.string().optional().describe('CSV only: a CsvMapping as JSON; remembered for the account'),
    date_order: z
      .enum(DATE_ORDERS)
      .optional()
      .describe(
        'CSV and QIF: the order of numeric dates when every date of the file fits both DD/MM and MM/DD (the 422 then lists the candidates); a CSV mapping’s own date_order wins',
      ),
  })
  .meta({ id: 'ImportUpload' })

export const importOut = z
  .object({
    id: idOut,
    account_id: idOut.nullable().describe('null once the account is deleted'),
    format: z.enum(STATEMENT_FORMATS),
    status: z.enum(['preview', 'committed']),
    statement: z.object({
      from: dayOut.nullable(),
      to: dayOut.nullable(),
      currency: z.string().nullable(),
      closing_balance: decimalOut.nullable().describe('the balance the bank states, when the file gives one'),
      balance_difference: decimalOut
        .nullable()
        .describe("closing_balance minus the account's balance when the preview was made"),
    }),
    counts: z.object({
      rows: z.number().int(),
      new: z.number().int(),
      duplicate: z.number().int(),
      match: z.number().int(),
      error: z.number().int(),
    }),
    mapping: csvMappingWire.nullable(),
    commit: z
      .object({ created: z.number().int(), merged: z.number().int(), skipped: z.number().int() })
      .nullable()
      .describe('what the commit did; null in preview'),
    created_at: instantOut,
    committed_at: instantOut.nullable(),
  })
  .meta({ id: 'Import' })

export const importRowOut = z
  .object({
    line: z.number().int().describe('line (CSV, QIF) or record (OFX, CAMT) number in the file'),
    occurred_at: instantOut,
    amount: decimalOut,
    type: z.enum(['expense', 'income']),
    currency: z.string(),
    description: z.string(),
    merchant: z.string().nullable(),
    external_id: z.string().nullable(),
    status: z.enum(['new', 'duplicate', 'match', 'error']),
    transaction_id: idOut
      .nullable()
      .describe('match: the transaction it merges into; new: the transaction created by the commit'),
    detail: z.string().nullable(),
    category: z
      .string()
      .nullable()
      .describe(
        'new: the category the commit gives the transaction (automatic categorisation); null for none',
      ),
    category_source: z
      .enum(['rule', 'learned', 'similar', 'model', 'none'])
      .describe('which step chose the category (docs/categories.md)'),
    category_confidence: z.number().min(0).max(1).nullable(),
  })
  .meta({ id: 'ImportRow' })

export const importCommitBody = z
  .strictObject({
    update_balance: z
      .boolean()
      .optional()
      .describe("set the account's balance to the statement's closing balance"),
  })
  .meta({ id: 'ImportCommitRequest' })

export const importCommitOut = z
  .object({ created: z.number().int(), merged: z.number().int(), skipped: z.number().int() })
  .meta({ id: 'ImportCommitResult' })

const limit = z.coerce.number().int().min(1).max(200).optional().describe('page size, 1-200 (default 50)')
const cursor = z.string().max(512).optional().describe('the X-Next-Cursor of the previous page')
export const importPageQuery = z.object({ limit, cursor })
export const importRowsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional().describe('page size, 1-1000 (default 100)'),
  cursor,
})

export const exportQuery = z.object({
  format: z.enum(['csv', 'ofx']).describe('RFC 4180 CSV or OFX 2 (XML)'),
  from: z.string().optional().describe('occurred_at >= from (date or date-time)'),
  to: z.string().optional().describe('occurred_at < to (date or date-time)'),
  account_id: z.guid().optional(),
})
