import { dayOf } from '../../../domain/calendar.js'
import { Readable } from 'node:stream'
import type { CastingContext } from 'csv-stringify'
import { stringify } from 'csv-stringify/sync'
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

const OPTIONS = {
  columns: [...CSV_EXPORT_COLUMNS],
  record_delimiter: 'windows',
  escape_formulas: true,
  cast,
} as const

/**
 * RFC 4180 CSV (CRLF line ends, quotes where needed, a header row) with exact decimal strings
 * and ISO dates, written a page at a time: each page is one string (csv-stringify's sync API on
 * the page's records; a record at a time through an object stream cost three times as much), and
 * Readable.from reads the next page only when the socket has taken the last (back-pressure), so
 * memory holds one page whatever the size. A failure half-way destroys the stream (Koa's pipeline
 * then destroys the socket before the final chunk), so the client sees a cut response rather than
 * a file that looks complete.
 */
export function csvExport(batches: AsyncIterable<readonly Transaction[]>): Readable {
  return Readable.from(
    (async function* () {
      yield stringify([], { ...OPTIONS, header: true })
      for await (const batch of batches) yield stringify([...records(batch)], OPTIONS)
    })(),
    { objectMode: false },
  )
}
