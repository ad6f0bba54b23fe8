import { expect } from 'chai'
import { FileStatementReader } from '../../../src/adapters/statements/file-statement-reader.js'
import { WorkerStatementReader } from '../../../src/adapters/statements/worker-statement-reader.js'
import { StatementUnreadableError } from '../../../src/domain/imports/statement.js'
import { expectRejection } from '../../support/expect-rejection.js'
import { statementFixture } from '../../support/statement-fixtures.js'

describe('WorkerStatementReader: files read in a worker thread', function () {
  this.timeout(60_000)
  const inline = new FileStatementReader()
  let reader: WorkerStatementReader
  before(() => {
    reader = new WorkerStatementReader({ threads: 1 })
  })
  after(async () => reader.close())

  it('gives exactly what FileStatementReader gives (lines with their dates, summary, mapping), for every format', async () => {
    for (const name of [
      'de-sparkasse-camt-v2.csv',
      'ofx1-bank-sgml.ofx',
      'qif-bank.qif',
      'camt053-giro.xml',
    ]) {
      const file = statementFixture(name)
      const options = { defaultCurrency: 'EUR' }
      expect(await reader.read(file, options), name).to.deep.equal(await inline.read(file, options))
    }
    expect(reader.threads).to.equal(1)
  })

  it('a statement of 5,000 lines arrives whole and in order (sent in slices)', async () => {
    const rows = Array.from(
      { length: 5_000 },
      (_, i) => `2026-02-${String((i % 28) + 1).padStart(2, '0')},Shop ${i},-${i + 1}.25`,
    )
    const parsed = await reader.read(
      new TextEncoder().encode(`Date,Description,Amount\n${rows.join('\n')}\n`),
      {
        defaultCurrency: 'EUR',
      },
    )
    expect(parsed.lines).to.have.length(5_000)
    expect(parsed.lines.map((l) => l.description)).to.deep.equal(rows.map((_, i) => `Shop ${i}`))
    expect(parsed.lines[4_999]!.occurredAt).to.be.instanceOf(Date)
  })

  it('a refusal arrives as StatementUnreadableError with its line, expected and candidates', async () => {
    const ambiguous = new TextEncoder().encode('Date,Amount\n01/02/2026,-3.00\n03/04/2026,-4.00\n')
    const error = await expectRejection(
      reader.read(ambiguous, { defaultCurrency: 'EUR' }),
      StatementUnreadableError,
    )
    expect(error.candidates).to.deep.equal(['DMY', 'MDY'])
    expect(error.line).to.equal(null)
    const broken = new TextEncoder().encode('Date,Amount\n2026-02-01,-3.00\n2026-02-02,twelve\n')
    expect(
      await expectRejection(reader.read(broken, { defaultCurrency: 'EUR' }), StatementUnreadableError),
    ).to.include({
      line: 3,
    })
  })

  it('a read past the time limit is stopped and refused; a closed reader refuses further files', async () => {
    const slow = new WorkerStatementReader({ threads: 1, timeoutMs: 50 })
    try {
      const big = new TextEncoder().encode(`OFXHEADER:100\n\n<OFX>\n${'<MEMO>x\n'.repeat(300_000)}</OFX>\n`)
      const error = await expectRejection(
        slow.read(big, { defaultCurrency: 'EUR' }),
        StatementUnreadableError,
      )
      expect(error.expected).to.match(/within 0.05 s/)
    } finally {
      await slow.close()
    }
    await expectRejection(slow.read(statementFixture('qif-bank.qif'), { defaultCurrency: 'EUR' }), Error)
  })
})
