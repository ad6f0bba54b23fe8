import { expect } from 'chai'
import { QifStatementReader } from '../../../src/adapters/statements/qif-statement-reader.js'
import { StatementUnreadableError } from '../../../src/domain/imports/statement.js'
import { expectRejection } from '../../support/expect-rejection.js'
import { statementFixture, totals } from '../../support/statement-fixtures.js'

const reader = new QifStatementReader()
const text = (qif: string) => new TextEncoder().encode(qif)

describe('QifStatementReader', () => {
  it("reads !Type:Bank as Quicken writes it: M/D'YY, T and U, P, M, N, L, splits, an !Account block first", async () => {
    const parsed = await reader.read(statementFixture('qif-bank.qif'), { defaultCurrency: 'USD' })
    expect(totals(parsed)).to.deep.equal({
      lines: 5,
      income: '2150.00',
      expense: '701.87',
      from: '2026-01-05',
      to: '2026-01-28',
    })
    expect(parsed.lines[0]).to.deep.include({
      line: 6,
      amount: '64.23',
      type: 'expense',
      currency: 'USD',
      merchant: 'AT&T Mobility',
      description: 'Online payment',
      externalId: null,
    })
    expect(parsed.lines[4]).to.include({ amount: '87.64', merchant: 'Costco' }) // the total, not a split
    expect(parsed.summary).to.include({ currency: null, closingBalance: null })
  })

  it('reads !Type:CCard with DD/MM/YY dates and decimal commas, the day order from the whole file', async () => {
    const parsed = await reader.read(statementFixture('qif-ccard.qif'), { defaultCurrency: 'EUR' })
    expect(totals(parsed)).to.deep.equal({
      lines: 4,
      income: '500.00',
      expense: '1255.96',
      from: '2026-02-03',
      to: '2026-02-27',
    })
    expect(parsed.lines[1]).to.include({ amount: '1234.56', merchant: 'MediaMarkt', description: 'TV' })
    expect(parsed.lines[0]?.merchant).to.equal('Café Central')
  })

  it('reads two-digit years of the last century and four-digit years', async () => {
    const parsed = await reader.read(text('!Type:Bank\nD12/31/99\nT-1.00\n^\nD01/13/2001\nT2.00\n^\n'), {
      defaultCurrency: 'USD',
    })
    expect(parsed.lines.map((l) => l.occurredAt.toISOString().slice(0, 10))).to.deep.equal([
      '1999-12-31',
      '2001-01-13',
    ])
  })

  it('refuses a record without a date, naming its line', async () => {
    const error = await expectRejection(
      reader.read(text('!Type:Bank\nD01/02/2026\nT-1.00\n^\nPNo date\nT-2.00\n^\n'), {
        defaultCurrency: 'USD',
      }),
      StatementUnreadableError,
    )
    expect(error.line).to.equal(5)
    expect(error.expected).to.match(/^a D line with a date/)
  })

  it('refuses a file without a bank or credit card section, naming the sections it has', async () => {
    const error = await expectRejection(
      reader.read(text('!Type:Invst\nD01/02/2026\nNBuy\nYACME\nT-100.00\n^\n'), { defaultCurrency: 'USD' }),
      StatementUnreadableError,
    )
    expect(error.candidates).to.deep.equal(['!Type:Invst'])
  })

  it('refuses text before any !Type header', async () => {
    const error = await expectRejection(
      reader.read(text('hello\n'), { defaultCurrency: 'USD' }),
      StatementUnreadableError,
    )
    expect(error.line).to.equal(1)
  })
})
