import { expect } from 'chai'
import { CsvStatementReader } from '../../../src/adapters/statements/csv-statement-reader.js'
import type { CsvMapping } from '../../../src/domain/imports/statement.js'

const reader = new CsvStatementReader()
const text = (csv: string) => new TextEncoder().encode(csv)
const read = (csv: string, mapping: CsvMapping) => reader.read(text(csv), { defaultCurrency: 'USD', mapping })
const typed = (lines: readonly { type: string; amount: string }[]) => lines.map((l) => [l.type, l.amount])

// A credit card export: purchases positive, the payment to the card negative.
const CARD = [
  'Date,Description,Amount',
  '2026-10-01,BLUE BOTTLE COFFEE,4.50',
  '2026-10-02,AMAZON MKTPLACE,42.10',
  '2026-10-05,PAYMENT THANK YOU,-500.00',
  '2026-10-06,REFUND AMAZON,-12.00',
].join('\n')
const CARD_MAPPING: CsvMapping = { date: 'Date', amount: 'Amount', description: 'Description' }

describe('CsvStatementReader: flipAmountSign (card exports: money out positive)', () => {
  it('reads positive amounts as expenses and negative ones as income when the mapping flips the sign', async () => {
    const parsed = await read(CARD, { ...CARD_MAPPING, flipAmountSign: true })
    expect(typed(parsed.lines)).to.deep.equal([
      ['expense', '4.50'],
      ['expense', '42.10'],
      ['income', '500.00'],
      ['income', '12.00'],
    ])
    // Given back as given, so that the account remembers it with the rest of the mapping.
    expect(parsed.mapping).to.include({ amount: 'Amount', flipAmountSign: true })
  })

  it('reads the same file the other way round without the flag (or with it false)', async () => {
    for (const mapping of [CARD_MAPPING, { ...CARD_MAPPING, flipAmountSign: false }]) {
      const parsed = await read(CARD, mapping)
      expect(typed(parsed.lines)).to.deep.equal([
        ['income', '4.50'],
        ['income', '42.10'],
        ['expense', '500.00'],
        ['expense', '12.00'],
      ])
    }
    expect((await read(CARD, CARD_MAPPING)).mapping).to.not.have.property('flipAmountSign')
  })

  it('leaves the decision to a direction column where it names one, and flips where it names none', async () => {
    const csv = [
      'Date,Description,Amount,DC',
      '2026-10-01,Coffee,4.50,Debit',
      '2026-10-02,Refund,4.50,Credit',
      '2026-10-03,Purchase,9.00,',
    ].join('\n')
    const parsed = await read(csv, { ...CARD_MAPPING, direction: 'DC', flipAmountSign: true })
    expect(typed(parsed.lines)).to.deep.equal([
      ['expense', '4.50'],
      ['income', '4.50'],
      ['expense', '9.00'],
    ])
  })

  it('does not touch debit and credit columns', async () => {
    const csv = ['Date,Description,Debit,Credit', '2026-10-01,Coffee,4.50,', '2026-10-02,Refund,,4.50'].join(
      '\n',
    )
    const parsed = await read(csv, { date: 'Date', debit: 'Debit', credit: 'Credit', flipAmountSign: true })
    expect(typed(parsed.lines)).to.deep.equal([
      ['expense', '4.50'],
      ['income', '4.50'],
    ])
  })
})
