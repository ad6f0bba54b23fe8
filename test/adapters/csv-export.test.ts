import { expect } from 'chai'
import { parse } from 'csv-parse/sync'
import { text } from 'node:stream/consumers'
import { csvExport } from '../../src/adapters/http/imports/csv-export.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import { insightTx } from '../support/insights-builders.js'

async function* once(rows: readonly Transaction[]) {
  yield rows
}

describe('csvExport', () => {
  it('puts a quote before text a spreadsheet would run (= + - @ tab CR), not before the signed amount', async () => {
    const rows = [
      { ...insightTx({ amount: '12.50', at: '2026-10-01T00:00:00Z', merchant: '\tTab' }), notes: '\rReturn' },
      { ...insightTx({ amount: '3', at: '2026-10-02T00:00:00Z', merchant: '-2+3', type: 'income' }) },
      { ...insightTx({ amount: '0.10', at: '2026-10-03T00:00:00Z', merchant: 'Shop = Café' }) },
    ]
    const records: Record<string, string>[] = parse(await text(csvExport(once(rows))), { columns: true })
    expect(records.map((r) => [r.amount, r.merchant, r.notes])).to.deep.equal([
      ['-12.50', "'\tTab", "'\rReturn"],
      ['3', "'-2+3", ''],
      ['-0.10', 'Shop = Café', ''],
    ])
  })
})
