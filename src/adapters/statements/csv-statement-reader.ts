import { Parser, CsvError } from 'csv-parse'
import {
  StatementUnreadableError,
  type ParsedStatement,
  type StatementLine,
} from '../../domain/imports/statement.js'
import type { StatementReadOptions, StatementReader } from '../../application/ports/statement-reader.js'
import { toCurrencyCode, Decimal } from '../../domain/money.js'
import { directionOf } from './csv-header-names.js'
import { detectCsvLayout, type CsvLayout } from './csv-layout.js'
import { parseAmount, type SignedAmount } from './statement-amounts.js'
import { DayOrderInference, splitDate, toUtcDay, type DateParts } from './statement-dates.js'
import { decodeChunks, decodeHead, detectEncoding } from './text-encoding.js'
import { summarise } from './statement-summary.js'

/** A line read before the file's day order is known (it needs every date of the file). */
interface PendingLine extends Omit<StatementLine, 'occurredAt'> {
  readonly date: DateParts
}

const DATE_FORMATS = 'a date (YYYY-MM-DD, DD/MM/YYYY, MM/DD/YYYY or DD.MM.YYYY)'

function amountExample(layout: CsvLayout): string {
  return layout.decimalSeparator === ',' ? '-1.234,56' : '-1,234.56'
}

/**
 * Reads CSV bank statements with csv-parse, streaming: the bytes are decoded and parsed 64 KiB at
 * a time and each record becomes a compact pending line at once, so neither the whole text nor
 * the raw records are ever held. The layout (delimiter, header, columns, decimal separator) comes
 * from the first 64 KiB or the given mapping; the day order from every date of the file.
 */
export class CsvStatementReader implements StatementReader {
  async read(file: Uint8Array, options: StatementReadOptions): Promise<ParsedStatement> {
    const encoding = detectEncoding(file)
    let head = decodeHead(file, encoding)
    // Sniff on whole lines only: a cut row would look like a row with missing columns.
    const lastNewline = head.lastIndexOf('\n')
    if (lastNewline > 0 && head.length < file.length - encoding.bomLength)
      head = head.slice(0, lastNewline + 1)
    const layout = detectCsvLayout(head, options.mapping)
    const { columns } = layout
    const fallbackCurrency = layout.headerCurrency ?? options.defaultCurrency

    const pending: PendingLine[] = []
    const days = new DayOrderInference()
    const currencies = new Set<string>()
    let firstBalance: { date: DateParts; value: string } | undefined
    let lastBalance: { date: DateParts; value: string } | undefined

    const amountAt = (cells: string[], column: number | undefined, line: number, what: string) => {
      const raw = column === undefined ? '' : (cells[column] ?? '').trim()
      if (raw === '') return undefined
      const amount = parseAmount(raw, layout.decimalSeparator)
      if (!amount) {
        throw new StatementUnreadableError(
          line,
          `${what} like ${amountExample(layout)}, found ${JSON.stringify(raw)}`,
        )
      }
      return amount
    }

    const isHeaderAgain = (cells: string[]) =>
      layout.header !== null &&
      cells.length >= layout.header.length &&
      cells.every((c, i) => c.trim() === (layout.header![i] ?? ''))
    const onRecord = (cells: string[], line: number): void => {
      // Empty rows, and the header repeated on every page of a long export, carry no line.
      if (cells.every((cell) => cell.trim() === '') || isHeaderAgain(cells)) return
      // Trailing empty cells beyond the header are a common export quirk, not a missing column.
      const width =
        cells.length > layout.width && cells.slice(layout.width).every((c) => c.trim() === '')
          ? layout.width
          : cells.length
      if (width !== layout.width) {
        const names = layout.header
          ? `: ${layout.header.join(layout.delimiter === '\t' ? ', ' : layout.delimiter)}`
          : ''
        throw new StatementUnreadableError(line, `${layout.width} columns${names}; found ${cells.length}`)
      }
      const rawDate = (cells[columns.date!] ?? '').trim()
      const date = splitDate(rawDate)
      if (!date) throw new StatementUnreadableError(line, `${DATE_FORMATS}, found ${JSON.stringify(rawDate)}`)
      days.observe(date)

      let signed: SignedAmount
      if (columns.amount !== undefined) {
        const amount = amountAt(cells, columns.amount, line, 'an amount')
        if (!amount)
          throw new StatementUnreadableError(line, `an amount like ${amountExample(layout)}, found nothing`)
        // A card export's purchases are positive: flipped, they read as money out.
        signed = layout.mapping.flipAmountSign ? { negative: !amount.negative, value: amount.value } : amount
        // A direction column decides for the amounts it qualifies (ING's unsigned "Bedrag" with "Af"/"Bij").
        const direction =
          columns.direction === undefined ? undefined : directionOf(cells[columns.direction] ?? '')
        if (direction) signed = { negative: direction === 'expense', value: amount.value }
      } else {
        const debit = amountAt(cells, columns.debit, line, 'a debit amount')
        const credit = amountAt(cells, columns.credit, line, 'a credit amount')
        if (!debit && !credit) {
          throw new StatementUnreadableError(
            line,
            `an amount in the debit or the credit column, found neither`,
          )
        }
        if (debit && credit) {
          // Both filled: the net, at the scale the file writes.
          const net = new Decimal(credit.value).minus(debit.value)
          const scale = Math.max(
            new Decimal(credit.value).decimalPlaces(),
            new Decimal(debit.value).decimalPlaces(),
          )
          signed = { negative: net.isNegative(), value: net.abs().toFixed(scale) as SignedAmount['value'] }
        } else {
          // One column filled: its unsigned value (Citi writes payments as negative credits).
          signed = debit ? { negative: true, value: debit.value } : { negative: false, value: credit!.value }
        }
      }

      let currency = fallbackCurrency
      if (columns.currency !== undefined) {
        const raw = (cells[columns.currency] ?? '').trim()
        if (raw !== '') {
          const code = toCurrencyCode(raw)
          if (!code)
            throw new StatementUnreadableError(line, `a currency code like EUR, found ${JSON.stringify(raw)}`)
          currency = code
        }
      }
      currencies.add(currency)

      const text = (column: number | undefined) => (column === undefined ? '' : (cells[column] ?? '').trim())
      const merchant = text(columns.merchant)
      const reference = text(columns.reference)
      pending.push({
        line,
        date,
        amount: signed.value,
        type: signed.negative ? 'expense' : 'income',
        currency,
        description: text(columns.description),
        merchant: merchant === '' ? null : merchant,
        externalId: reference === '' ? null : reference,
      })

      const balance = amountAt(cells, columns.balance, line, 'a balance')
      if (balance) {
        const entry = { date, value: balance.negative ? `-${balance.value}` : balance.value }
        firstBalance ??= entry
        lastBalance = entry
      }
    }

    await parseRecords(file, encoding, layout, onRecord)
    if (pending.length === 0) {
      throw new StatementUnreadableError(layout.firstDataLine, 'at least one statement line after the header')
    }

    const order = days.resolve(options.mapping?.dateOrder ?? options.dateOrder)
    const lines: StatementLine[] = pending.map(({ date, ...line }) => ({
      ...line,
      occurredAt: toUtcDay(date, order, line.line),
    }))
    // The closing balance is the one beside the latest line: files run oldest first or newest first.
    let closingBalance: string | null = null
    if (firstBalance && lastBalance) {
      const first = toUtcDay(firstBalance.date, order, 0).getTime()
      const last = toUtcDay(lastBalance.date, order, 0).getTime()
      closingBalance = first > last ? firstBalance.value : lastBalance.value
    }
    const fileCurrency =
      columns.currency !== undefined
        ? currencies.size === 1
          ? [...currencies][0]!
          : null
        : (layout.headerCurrency ?? null)
    return {
      format: 'csv',
      lines,
      summary: summarise(lines, { currency: fileCurrency, closingBalance }),
      mapping: { ...layout.mapping, dateOrder: order },
    }
  }
}

/**
 * Feeds the file through csv-parse in 64 KiB pieces; `on_record` consumes each record and returns
 * null, so the parser keeps none. A csv-parse error (an unclosed quote) and an error thrown by
 * onRecord both end the read as a StatementUnreadableError naming the line.
 */
async function parseRecords(
  file: Uint8Array,
  encoding: ReturnType<typeof detectEncoding>,
  layout: CsvLayout,
  onRecord: (cells: string[], line: number) => void,
): Promise<void> {
  const parser = new Parser({
    delimiter: layout.delimiter,
    from_line: layout.firstDataLine,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    on_record: (record: string[], context: { lines: number }) => {
      onRecord(record, context.lines)
      return null
    },
  })
  await new Promise<void>((resolve, reject) => {
    parser.on('error', (error: unknown) => reject(toUnreadable(error)))
    parser.on('finish', () => resolve())
    parser.resume()
    for (const chunk of decodeChunks(file, encoding)) {
      if (parser.destroyed) return
      parser.write(chunk)
    }
    parser.end()
  })
}

function toUnreadable(error: unknown): Error {
  if (error instanceof StatementUnreadableError) return error
  if (error instanceof CsvError) {
    const line =
      typeof (error as CsvError & { lines?: unknown }).lines === 'number'
        ? (error as CsvError & { lines: number }).lines
        : null
    return new StatementUnreadableError(line, `well-formed CSV (${error.message})`)
  }
  return error instanceof Error ? error : new Error(String(error))
}
