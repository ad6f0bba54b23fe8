import { Readable } from 'node:stream'
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

/**
 * One page's records as arrays in CSV_EXPORT_COLUMNS's order. A spreadsheet runs a cell that
 * begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula, and payees from
 * statements and bank feeds carry such text in: `escape_formulas` puts a `'` before it (OWASP's
 * advice against CSV injection). The amount is our own signed decimal and stays a number: it goes
 * in as a number (its row's index in the page), which csv-stringify never treats as a formula, and
 * the number cast writes the exact decimal string. (A cast answering options for one cell costs
 * an options normalisation per row, three times the rest of the writing.)
 */
function page(batch: readonly Transaction[]): { rows: (string | number)[][]; amounts: string[] } {
  const amounts: string[] = []
  const rows = batch.map((t, i) => {
    amounts.push(signedAmount(t))
    const at = t.occurredAt.toISOString()
    return [
      at.slice(0, 10), // dayOf(t.occurredAt), without writing the instant twice
      at,
      i,
      t.currency,
      t.type,
      t.description ?? '',
      t.merchant ?? '',
      t.category ?? '',
      t.notes ?? '',
      t.externalId ?? t.id,
      t.accountId ?? '',
      t.id,
      t.reconciled ? 'true' : 'false',
    ]
  })
  return { rows, amounts }
}

const OPTIONS = { record_delimiter: 'windows', escape_formulas: true } as const

/**
 * RFC 4180 CSV (CRLF line ends, quotes where needed, a header row) with exact decimal strings
 * and ISO dates, written a page at a time: each page is one string (csv-stringify's sync API on
 * the page's records), and
 * Readable.from reads the next page only when the socket has taken the last (back-pressure), so
 * memory holds one page whatever the size. A failure half-way destroys the stream (Koa's pipeline
 * then destroys the socket before the final chunk), so the client sees a cut response rather than
 * a file that looks complete.
 */
export function csvExport(batches: AsyncIterable<readonly Transaction[]>): Readable {
  return Readable.from(
    (async function* () {
      yield stringify([], { ...OPTIONS, header: true, columns: [...CSV_EXPORT_COLUMNS] })
      for await (const batch of batches) {
        const { rows, amounts } = page(batch)
        yield stringify(rows, { ...OPTIONS, cast: { number: (index: number) => amounts[index]! } })
      }
    })(),
    { objectMode: false },
  )
}
