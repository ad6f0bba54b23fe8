import {
  StatementUnreadableError,
  type ParsedStatement,
  type StatementLine,
} from '../../domain/imports/statement.js'
import type { StatementReadOptions, StatementReader } from '../../application/ports/statement-reader.js'
import { guessDecimalSeparator, parseAmount, type SignedAmount } from './statement-amounts.js'
import { DayOrderInference, splitDate, toUtcDay, type DateParts } from './statement-dates.js'
import { summarise } from './statement-summary.js'
import { decodeText } from './text-encoding.js'

interface PendingLine extends Omit<StatementLine, 'occurredAt' | 'amount' | 'type'> {
  readonly date: DateParts
  readonly rawAmount: string
}

const SUPPORTED_TYPES = new Set(['bank', 'ccard'])

/**
 * Quicken writes years after 1999 as 1/ 5'26 (an apostrophe, and a space padding the day):
 * 2000 + the two digits; some writers put the whole year after it (2/10'2020). Others use
 * 01/05/26 or 01/05/2026.
 */
function qifDate(raw: string): DateParts | undefined {
  const text = raw.replace(/\s+/g, '')
  const apostrophe = /^(\d{1,2})[/.-](\d{1,2})'(\d{2}|\d{4})$/.exec(text)
  if (apostrophe) {
    const year = apostrophe[3]!
    return {
      year: year.length === 4 ? Number(year) : 2000 + Number(year),
      first: Number(apostrophe[1]),
      second: Number(apostrophe[2]),
      yearFirst: false,
      dotted: false,
    }
  }
  return splitDate(text)
}

/**
 * Reads QIF (!Type:Bank and !Type:CCard). Written by hand: npm's QIF packages (qif2json and
 * forks) are unmaintained, read amounts as floats and know no day order, and the format is a few
 * one-letter line codes: D date, T or U amount (signed), P payee (the merchant), M memo (the
 * description), N check number, L category, C cleared, A address, S/E/$ split lines (the record's
 * T is already the total), ^ ends a record. N and L are read and not carried: a statement line
 * has no field for them. Two-digit years and the day order are inferred from the whole file as
 * for CSV, or given (`dateOrder`) when every date fits both. Lines starting with # are comments.
 * `line` is the line of the record's first field.
 */
export class QifStatementReader implements StatementReader {
  async read(file: Uint8Array, options: StatementReadOptions): Promise<ParsedStatement> {
    const rows = decodeText(file).split(/\r\n|\n|\r/)
    const days = new DayOrderInference()
    const pending: PendingLine[] = []
    let section: string | null = null
    let record: { line: number; fields: Map<string, string> } | null = null
    const skipped: string[] = []

    const finish = (lineNumber: number) => {
      if (!record) return
      const { fields, line } = record
      record = null
      if (section !== 'bank' && section !== 'ccard') return
      const rawDate = fields.get('D')
      const date = rawDate === undefined ? undefined : qifDate(rawDate)
      if (!date) {
        throw new StatementUnreadableError(
          line,
          `a D line with a date like 01/31/2026 or 1/31'26, found ${JSON.stringify(rawDate ?? '')}`,
        )
      }
      const rawAmount = fields.get('T') ?? fields.get('U')
      if (rawAmount === undefined)
        throw new StatementUnreadableError(lineNumber, 'a T (amount) line before ^')
      days.observe(date)
      const payee = fields.get('P') ?? ''
      pending.push({
        line,
        date,
        rawAmount,
        currency: options.defaultCurrency,
        description: fields.get('M') ?? '',
        merchant: payee === '' ? null : payee,
        externalId: null,
      })
    }

    rows.forEach((row, index) => {
      const lineNumber = index + 1
      const text = row.trim()
      // Blank lines, and comment lines some writers start the file with ("### exported by ...").
      if (text === '' || text.startsWith('#')) return
      if (text.startsWith('!')) {
        finish(lineNumber)
        const type = /^!Type:\s*(\S+)/i.exec(text)?.[1]?.toLowerCase()
        if (type !== undefined) {
          // Other sections (categories, classes, investments) are skipped; a file of nothing else is refused below.
          if (!SUPPORTED_TYPES.has(type)) skipped.push(text)
          section = type
        } else if (/^!Account/i.test(text)) {
          section = 'account'
        }
        return
      }
      if (section === null)
        throw new StatementUnreadableError(
          lineNumber,
          `a !Type:Bank or !Type:CCard header, found ${JSON.stringify(text)}`,
        )
      if (text === '^') {
        finish(lineNumber)
        return
      }
      record ??= { line: lineNumber, fields: new Map() }
      const code = text[0]!.toUpperCase()
      // Split lines (S, E, $) repeat per split; the first D, T, P, M of a record count.
      if (!record.fields.has(code)) record.fields.set(code, text.slice(1).trim())
    })
    finish(rows.length)
    if (pending.length === 0) {
      throw new StatementUnreadableError(
        null,
        'at least one QIF record (D, T, ^ lines) under !Type:Bank or !Type:CCard',
        skipped,
      )
    }

    const separator = guessDecimalSeparator(pending.map((p) => p.rawAmount))
    const order = days.resolve(options.dateOrder ?? options.mapping?.dateOrder)
    const lines: StatementLine[] = pending.map(({ date, rawAmount, ...rest }) => {
      const amount: SignedAmount | undefined = parseAmount(rawAmount, separator)
      if (!amount)
        throw new StatementUnreadableError(
          rest.line,
          `a T line with an amount like -1,234.56, found ${JSON.stringify(rawAmount)}`,
        )
      return {
        ...rest,
        occurredAt: toUtcDay(date, order, rest.line),
        amount: amount.value,
        type: amount.negative ? 'expense' : 'income',
      }
    })
    return {
      format: 'qif',
      lines,
      summary: summarise(lines, { currency: null, closingBalance: null }),
      mapping: null,
    }
  }
}
