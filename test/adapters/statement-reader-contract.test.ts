import { existsSync } from 'node:fs'
import { expect } from 'chai'
import type { StatementReader } from '../../src/application/ports/statement-reader.js'
import { StatementUnreadableError } from '../../src/domain/imports/statement.js'
import { FileStatementReader } from '../../src/adapters/statements/file-statement-reader.js'
import { FakeStatementReader } from '../fakes/fake-statement-reader.js'

/**
 * What the import pipeline relies on from any StatementReader, held by the tests' fake and by the
 * real readers (once src/adapters/statements holds more than the placeholder): the same three
 * bank lines, each in the reader's own format, read the same; a line missing a column is refused
 * with its line number.
 */
const STATEMENT = {
  fake: ['2026-10-01|-12.50|Coffee', '2026-10-02|2500.00|Salary', '2026-10-03|-0.99|Gum'].join('\n'),
  csv: [
    'Date,Description,Amount',
    '2026-10-01,Coffee,-12.50',
    '2026-10-02,Salary,2500.00',
    '2026-10-03,Gum,-0.99',
  ].join('\n'),
}
const BROKEN = {
  fake: '2026-10-01|-12.50|Coffee\n2026-10-02|2500.00',
  csv: 'Date,Description,Amount\n2026-10-01,Coffee,-12.50\n2026-10-02,Salary',
}
const realReaders = existsSync(
  new URL('../../src/adapters/statements/csv-statement-reader.ts', import.meta.url),
)

const subjects: [string, () => StatementReader, 'fake' | 'csv', boolean][] = [
  ['FakeStatementReader', () => new FakeStatementReader(), 'fake', true],
  ['FileStatementReader (CSV)', () => new FileStatementReader(), 'csv', realReaders],
]

for (const [name, make, format, available] of subjects) {
  describe(`StatementReader contract: ${name}`, () => {
    before(function () {
      if (!available) this.skip() // only the placeholder is built in
    })

    it('reads every booked line in file order: UTC day, positive exact amount, type, currency, text', async () => {
      const parsed = await make().read(new TextEncoder().encode(STATEMENT[format]), {
        defaultCurrency: 'EUR',
      })
      expect(
        parsed.lines.map((l) => [l.occurredAt.toISOString(), l.amount, l.type, l.currency, l.description]),
      ).to.deep.equal([
        ['2026-10-01T00:00:00.000Z', '12.50', 'expense', 'EUR', 'Coffee'],
        ['2026-10-02T00:00:00.000Z', '2500.00', 'income', 'EUR', 'Salary'],
        ['2026-10-03T00:00:00.000Z', '0.99', 'expense', 'EUR', 'Gum'],
      ])
      expect(parsed.lines.map((l) => l.line)).to.satisfy((n: number[]) =>
        n.every((x, i) => i === 0 || x > n[i - 1]!),
      )
      expect(parsed.summary.from?.toISOString()).to.equal('2026-10-01T00:00:00.000Z')
      expect(parsed.summary.to?.toISOString()).to.equal('2026-10-03T00:00:00.000Z')
    })

    it('refuses a line missing a column with StatementUnreadableError naming the line', async () => {
      const error = await make()
        .read(new TextEncoder().encode(BROKEN[format]), { defaultCurrency: 'EUR' })
        .then(
          () => undefined,
          (e: unknown) => e,
        )
      expect(error).to.be.instanceOf(StatementUnreadableError)
      expect((error as StatementUnreadableError).line).to.equal(format === 'csv' ? 3 : 2)
    })
  })
}
