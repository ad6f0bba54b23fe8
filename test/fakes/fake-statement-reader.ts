import type { StatementReader, StatementReadOptions } from '../../src/application/ports/statement-reader.js'
import {
  StatementUnreadableError,
  type ParsedStatement,
  type StatementLine,
} from '../../src/domain/imports/statement.js'

/**
 * A StatementReader for tests of the import pipeline, reading a tiny line format (not a bank's):
 * `YYYY-MM-DD|signed amount|description|merchant|external id|currency`, one line each (the last
 * three may be empty or left out), `#closing=<decimal>` for a closing balance, `#` comments.
 * A line with fewer than three fields is refused like a CSV with a missing column. Records
 * the options of every call, so tests see the mapping it was given.
 */
export class FakeStatementReader implements StatementReader {
  readonly calls: StatementReadOptions[] = []

  async read(file: Uint8Array, options: StatementReadOptions): Promise<ParsedStatement> {
    this.calls.push(options)
    const lines: StatementLine[] = []
    let closingBalance: string | null = null
    const text = new TextDecoder().decode(file)
    text.split('\n').forEach((raw, index) => {
      const lineNo = index + 1
      const line = raw.trim()
      if (line === '') return
      if (line.startsWith('#closing=')) return void (closingBalance = line.slice('#closing='.length))
      if (line.startsWith('#')) return
      const [date, amount, description, merchant, externalId, currency] = line.split('|')
      if (
        description === undefined ||
        !/^\d{4}-\d{2}-\d{2}$/.test(date ?? '') ||
        !/^-?\d+(\.\d+)?$/.test(amount ?? '')
      )
        throw new StatementUnreadableError(lineNo, 'date|amount|description (3 columns)')
      lines.push({
        line: lineNo,
        occurredAt: new Date(`${date}T00:00:00Z`),
        amount: amount!.replace(/^-/, ''),
        type: amount!.startsWith('-') ? 'expense' : 'income',
        currency: currency || options.defaultCurrency,
        description,
        merchant: merchant || null,
        externalId: externalId || null,
      })
    })
    if (lines.length === 0 && closingBalance === null)
      throw new StatementUnreadableError(null, 'statement lines')
    const days = lines.map((l) => l.occurredAt.getTime())
    const first = days.reduce((a, b) => Math.min(a, b), Infinity)
    const last = days.reduce((a, b) => Math.max(a, b), -Infinity)
    return {
      format: options.format ?? 'csv',
      lines,
      summary: {
        from: days.length ? new Date(first) : null,
        to: days.length ? new Date(last) : null,
        currency: options.defaultCurrency,
        closingBalance,
      },
      mapping:
        options.mapping ?? (options.format && options.format !== 'csv' ? null : { date: '0', amount: '1' }),
    }
  }
}
