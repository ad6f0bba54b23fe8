import { expect } from 'chai'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { text } from 'node:stream/consumers'
import { stringify, type CastingContext } from 'csv-stringify'
import { CSV_EXPORT_COLUMNS, csvExport, signedAmount } from '../../src/adapters/http/imports/csv-export.js'
import { dayOf } from '../../src/domain/calendar.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import { insightTx } from '../support/insights-builders.js'

/** The writer csvExport replaced (a record at a time through csv-stringify's stream): the bytes to keep. */
function recordAtATime(batches: AsyncIterable<readonly Transaction[]>): Readable {
  const out = stringify({
    header: true,
    columns: [...CSV_EXPORT_COLUMNS],
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: {
      string: (value: string, { column }: CastingContext) =>
        column === 'amount' ? { escape_formulas: false, value } : value,
    },
  })
  const source = Readable.from(
    (async function* () {
      for await (const batch of batches)
        for (const t of batch)
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
    })(),
  )
  void pipeline(source, out).catch(() => undefined)
  return out
}

const MERCHANTS = [
  '\tTab',
  '-2+3',
  '=SUM(A1)',
  '@cmd',
  '\rCR',
  'Shop = Café',
  'a,b',
  'say "hi"',
  'two\nlines',
  '',
]

function fixture(count: number): Transaction[] {
  return Array.from({ length: count }, (_, n) => ({
    ...insightTx({
      amount: `${(n % 500) + 1}.${String(n % 100).padStart(2, '0')}`,
      at: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
      merchant: MERCHANTS[n % MERCHANTS.length]!,
      type: n % 3 ? 'expense' : 'income',
    }),
    notes: n % 4 ? null : `note ${MERCHANTS[(n + 3) % MERCHANTS.length]}`,
    description: n % 5 ? `Ünïcode ${n}` : null,
    externalId: n % 2 ? `bank-${n}` : null,
    reconciled: n % 2 === 1,
  }))
}

async function* pages(rows: readonly Transaction[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size)
}

describe('csvExport bytes', () => {
  it('writes the same bytes as the record-at-a-time writer, over several pages', async () => {
    const rows = fixture(2_500)
    const [now, before] = await Promise.all([
      text(csvExport(pages(rows, 1000))),
      text(recordAtATime(pages(rows, 1000))),
    ])
    expect(now.length).to.be.greaterThan(100_000)
    expect(now).to.equal(before)
  })

  it('writes the header alone for nothing to export, as before', async () => {
    expect(await text(csvExport(pages([], 1000)))).to.equal(await text(recordAtATime(pages([], 1000))))
  })

  it('ends with an error, not a complete-looking file, when a page fails half-way', async () => {
    async function* failing() {
      yield fixture(3)
      throw new Error('database went away')
    }
    const out = csvExport(failing())
    let received = ''
    const error = await new Promise<Error>((resolve) => {
      out.on('data', (chunk: Buffer) => (received += chunk.toString()))
      out.on('error', resolve)
    })
    expect(error.message).to.equal('database went away')
    expect(received.split('\r\n').length).to.equal(5) // header, 3 records, then nothing
  })
})
