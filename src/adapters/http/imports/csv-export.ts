import { dayOf } from '../../../domain/calendar.js'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { stringify, type CastingContext } from 'csv-stringify'
import type { Transaction } from '../../../domain/ledger/transaction.js'

/** The columns of an export; `amount` is signed (money out negative), as banks write it. */
export const CSV_EXPORT_COLUMNS = [
  'date',
  'occurred_at',
  'amount',
  'currency',
  'type',
  'description',
  'merchant',
  'category',
  'notes',
  'reference',
  'account_id',
  'id',
  'reconciled',
] as const

export function signedAmount(t: Transaction): string {
  return t.type === 'income' ? t.amount : `-${t.amount}`
}

function* records(batch: readonly Transaction[]) {
  for (const t of batch) {
    yield {
      date: dayOf(t.occurredAt),
      occurred_at: t.occurredAt.toISOString(),
      amount: signedAmount(t),
      currency: t.currency,
      type: t.type,
      description: t.description ?? '',
      merchant: t.merchant ?? '',
      category: t.category ?? '',
      notes: t.notes ?? '',
      reference: t.externalId ?? t.id,
      account_id: t.accountId ?? '',
      id: t.id,
      reconciled: t.reconciled ? 'true' : 'false',
    }
  }
}

/**
 * A spreadsheet runs a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula, and payees from statements and bank feeds carry such text in: `escape_formulas` puts a
 * `'` before it (OWASP's advice against CSV injection). The amount is our own signed decimal and
 * stays a number, so its column is left as it is.
 */
const KEEP_AS_WRITTEN = { escape_formulas: false }
const cast = {
  string: (value: string, { column }: CastingContext) =>
    column === 'amount' ? { ...KEEP_AS_WRITTEN, value } : value,
}

/**
 * RFC 4180 CSV (CRLF line ends, quotes where needed, a header row) with exact decimal strings
 * and ISO dates, written as the pages arrive. A failure half-way destroys the stream, so the
 * client sees a cut response rather than a file that looks complete.
 */
export function csvExport(batches: AsyncIterable<readonly Transaction[]>): Readable {
  const out = stringify({
    header: true,
    columns: [...CSV_EXPORT_COLUMNS],
    record_delimiter: 'windows',
    escape_formulas: true,
    cast,
  })
  const source = Readable.from(
    (async function* () {
      for await (const batch of batches) yield* records(batch)
    })(),
  )
  pipeline(source, out).catch(() => undefined) // pipeline destroys `out` with the error
  return out
}
