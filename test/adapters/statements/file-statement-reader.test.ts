import { expect } from 'chai'
import { FileStatementReader } from '../../../src/adapters/statements/file-statement-reader.js'
import { detectStatementFormat } from '../../../src/adapters/statements/statement-format.js'
import { StatementUnreadableError } from '../../../src/domain/imports/statement.js'
import { expectRejection } from '../../support/expect-rejection.js'
import { statementFixture } from '../../support/statement-fixtures.js'

const reader = new FileStatementReader()

const FIXTURES: Record<string, { format: string; lines: number }> = {
  'de-sparkasse-camt-v2.csv': { format: 'csv', lines: 6 },
  'de-dkb-giro.csv': { format: 'csv', lines: 4 },
  'us-citi-debit-credit.csv': { format: 'csv', lines: 6 },
  'us-wells-fargo-no-header.csv': { format: 'csv', lines: 5 },
  'fr-societe-generale.csv': { format: 'csv', lines: 5 },
  'es-santander.csv': { format: 'csv', lines: 4 },
  'nl-rabobank.csv': { format: 'csv', lines: 4 },
  'pt-cgd.csv': { format: 'csv', lines: 4 },
  'nl-ing.csv': { format: 'csv', lines: 5 },
  'ofx1-bank-sgml.ofx': { format: 'ofx', lines: 5 },
  'ofx2-bank-xml.ofx': { format: 'ofx', lines: 4 },
  'qfx-creditcard.qfx': { format: 'ofx', lines: 6 },
  'qif-bank.qif': { format: 'qif', lines: 5 },
  'qif-ccard.qif': { format: 'qif', lines: 4 },
  'camt053-giro.xml': { format: 'camt053', lines: 4 },
}

describe('FileStatementReader', () => {
  it("detects the format of every fixture and reads it with that format's reader", async () => {
    for (const [name, expected] of Object.entries(FIXTURES)) {
      const file = statementFixture(name)
      expect(detectStatementFormat(file), name).to.equal(expected.format)
      const parsed = await reader.read(file, { defaultCurrency: 'EUR' })
      expect({ format: parsed.format, lines: parsed.lines.length }, name).to.deep.equal(expected)
      for (const line of parsed.lines) {
        expect(line.amount, name).to.match(/^\d+(\.\d+)?$/)
        expect(line.currency, name).to.match(/^[A-Z]{3}$/)
      }
    }
  })

  it('reads with the format the caller names, refusing a file that is not of it', async () => {
    const error = await expectRejection(
      reader.read(statementFixture('qif-bank.qif'), { format: 'camt053', defaultCurrency: 'EUR' }),
      StatementUnreadableError,
    )
    expect(error.expected).to.match(/CAMT\.053/)
  })

  it('refuses binary garbage as a whole (no line), before any parser sees it', async () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256)
    const error = await expectRejection(
      reader.read(garbage, { defaultCurrency: 'EUR' }),
      StatementUnreadableError,
    )
    expect(error.line).to.equal(null)
    expect(error.expected).to.match(/^a text file/)
  })

  it('refuses an empty file', async () => {
    await expectRejection(
      reader.read(new Uint8Array(0), { defaultCurrency: 'EUR' }),
      StatementUnreadableError,
    )
  })
})
