import { parse } from 'csv-parse/sync'
import { StatementUnreadableError, type CsvMapping } from '../../domain/imports/statement.js'
import { guessDecimalSeparator, looksLikeAmount, type DecimalSeparator } from './statement-amounts.js'
import { splitDate } from './statement-dates.js'
import { directionOf, headerCurrency, rolesFromHeader, type CsvRole } from './csv-header-names.js'

export type CsvDelimiter = ',' | ';' | '\t'

/** Where each role's value sits in a record (0-based column), as the mapping resolves. */
export type CsvColumns = Partial<Record<CsvRole, number>>

/** What the head of a CSV file says about all of it. */
export interface CsvLayout {
  readonly delimiter: CsvDelimiter
  readonly header: readonly string[] | null
  /** 1-based line of the first data record (after any preamble and the header). */
  readonly firstDataLine: number
  /** Columns every data record has (the header's, or the most common count). */
  readonly width: number
  readonly columns: CsvColumns
  readonly decimalSeparator: DecimalSeparator
  /** The currency a column header names ("Betrag (EUR)"), used when no currency column exists. */
  readonly headerCurrency: string | undefined
  /** The mapping as it would be given back next time: header names (or indexes) per role. */
  readonly mapping: CsvMapping
}

interface SampleRow {
  readonly cells: string[]
  readonly line: number
}

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t']
const MAX_SAMPLE_ROWS = 200

function sampleRows(head: string, delimiter: CsvDelimiter): SampleRow[] {
  try {
    const rows = parse(head, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      to_line: MAX_SAMPLE_ROWS,
    }) as unknown as { record: string[]; info: { lines: number } }[]
    return rows
      .filter((r) => r.record.some((cell) => cell.trim() !== ''))
      .map((r) => ({ cells: r.record, line: r.info.lines }))
  } catch {
    return []
  }
}

function modalWidth(rows: readonly SampleRow[]): { width: number; count: number } {
  const counts = new Map<number, number>()
  for (const row of rows) counts.set(row.cells.length, (counts.get(row.cells.length) ?? 0) + 1)
  let best = { width: 0, count: 0 }
  for (const [width, count] of counts) {
    if (count > best.count || (count === best.count && width > best.width)) best = { width, count }
  }
  return best
}

/**
 * The delimiter whose rows agree on one width (of at least two columns) most often: ';' wins on a
 * German file whose decimal commas break ',' rows apart, ',' on a US one.
 */
function sniffDelimiter(head: string): { delimiter: CsvDelimiter; rows: SampleRow[]; width: number } {
  let best: { delimiter: CsvDelimiter; rows: SampleRow[]; width: number; score: number } | undefined
  for (const delimiter of DELIMITERS) {
    const rows = sampleRows(head, delimiter)
    const { width, count } = modalWidth(rows)
    const score = width >= 2 ? count : 0
    if (!best || score > best.score || (score === best.score && score > 0 && width > best.width)) {
      best = { delimiter, rows, width, score }
    }
  }
  if (!best || best.score === 0) {
    throw new StatementUnreadableError(
      1,
      'delimited columns (separated by ",", ";" or tab) with a date and an amount',
    )
  }
  return best
}

function cellIndex(
  header: readonly string[] | null,
  width: number,
  ref: string,
  key: string,
  line: number,
): number {
  if (header) {
    const at = header.findIndex((cell) => cell.trim() === ref.trim())
    if (at >= 0) return at
  } else if (/^\d+$/.test(ref.trim()) && Number(ref) < width) {
    return Number(ref)
  }
  throw new StatementUnreadableError(
    line,
    header
      ? `a column ${JSON.stringify(ref)} for the mapping's ${key}`
      : `a column index below ${width} for the mapping's ${key}, found ${JSON.stringify(ref)}`,
    header ?? [],
  )
}

const MAPPING_ROLES = [
  'date',
  'amount',
  'debit',
  'credit',
  'description',
  'merchant',
  'currency',
  'reference',
  'direction',
] as const

function columnsFromMapping(
  mapping: CsvMapping,
  header: readonly string[] | null,
  width: number,
  line: number,
): CsvColumns {
  const columns: CsvColumns = {}
  for (const key of MAPPING_ROLES) {
    const ref = mapping[key]
    if (ref !== undefined) columns[key] = cellIndex(header, width, ref, key, line)
  }
  // The balance is not part of a mapping: found by its header name, as without one.
  const balance = header ? rolesFromHeader(header).balance : undefined
  if (balance !== undefined && !Object.values(columns).includes(balance)) columns.balance = balance
  return columns
}

function hasAmountColumn(columns: CsvColumns): boolean {
  return columns.amount !== undefined || columns.debit !== undefined || columns.credit !== undefined
}

/** Columns found by content when the header names none: dates, then amounts, then the longest text. */
function inferColumnsByContent(rows: readonly SampleRow[], width: number, found: CsvColumns): CsvColumns {
  const columns: CsvColumns = { ...found }
  const taken = () => new Set(Object.values(columns))
  const values = (column: number) => rows.map((r) => r.cells[column]?.trim() ?? '').filter((v) => v !== '')
  const every = (column: number, test: (v: string) => boolean) => {
    const vs = values(column)
    return vs.length > 0 && vs.every(test)
  }
  // A column named like a direction ("Debit/Credit") that holds signed amounts is the amount.
  if (
    columns.direction !== undefined &&
    !hasAmountColumn(columns) &&
    every(columns.direction, looksLikeAmount)
  ) {
    columns.amount = columns.direction
    delete columns.direction
  }
  if (columns.date === undefined) {
    for (let c = 0; c < width; c++) {
      if (!taken().has(c) && every(c, (v) => splitDate(v) !== undefined)) {
        columns.date = c
        break
      }
    }
  }
  if (!hasAmountColumn(columns)) {
    for (let c = 0; c < width; c++) {
      if (!taken().has(c) && every(c, looksLikeAmount) && values(c).some((v) => /[.,-]/.test(v))) {
        columns.amount = c
        break
      }
    }
  }
  // A column of Af/Bij, S/H, Debit/Credit beside a single amount column says which way it goes.
  if (columns.amount !== undefined && columns.direction === undefined) {
    for (let c = 0; c < width; c++) {
      if (!taken().has(c) && every(c, (v) => directionOf(v) !== undefined)) {
        columns.direction = c
        break
      }
    }
  }
  if (columns.description === undefined) {
    let best: { column: number; length: number } | undefined
    for (let c = 0; c < width; c++) {
      if (taken().has(c)) continue
      const vs = values(c)
      if (vs.length === 0 || vs.every(looksLikeAmount)) continue
      const length = vs.reduce((sum, v) => sum + v.length, 0) / vs.length
      if (!best || length > best.length) best = { column: c, length }
    }
    if (best && best.length > 3) columns.description = best.column
  }
  return columns
}

/**
 * Reads the layout of a CSV file from its head (the first 64 KiB): delimiter, preamble lines and
 * header row, each role's column (from the header's names in six languages, else from the
 * columns' content), and the decimal separator. A given mapping overrides each of these.
 */
export function detectCsvLayout(head: string, given: CsvMapping | undefined): CsvLayout {
  const sniffed = given?.delimiter
    ? { delimiter: given.delimiter, rows: sampleRows(head, given.delimiter), width: 0 }
    : sniffDelimiter(head)
  const { delimiter, rows } = sniffed
  const width = sniffed.width || modalWidth(rows).width
  if (rows.length === 0) throw new StatementUnreadableError(1, 'CSV rows with a date and an amount')

  // The header: the row naming the mapping's date column, or the first row whose names give a
  // date and an amount column; rows before it are a preamble (account number, period, ...).
  let headerAt = -1
  if (given) {
    // A given mapping names header cells, or the column indexes of a file without a header.
    const dateRef = given.date.trim()
    const named = (row: SampleRow) => row.cells.some((cell) => cell.trim() === dateRef)
    const byIndex =
      given.hasHeader === false ||
      (given.hasHeader === undefined && /^\d+$/.test(dateRef) && !rows.some(named))
    if (!byIndex) {
      headerAt = rows.findIndex(named)
      if (headerAt < 0) {
        const firstFull = rows.find((row) => row.cells.length === width)
        throw new StatementUnreadableError(
          1,
          `a header row with a column ${JSON.stringify(given.date)}`,
          firstFull?.cells ?? [],
        )
      }
    }
  } else {
    headerAt = rows.findIndex((row) => {
      const roles = rolesFromHeader(row.cells)
      return roles.date !== undefined && hasAmountColumn(roles)
    })
    // A header of names we do not know: a first row without a date above rows with one.
    if (headerAt < 0) {
      const firstFull = rows.findIndex((row) => row.cells.length === width)
      const row = rows[firstFull]
      const next = rows[firstFull + 1]
      if (row && next && !row.cells.some((c) => splitDate(c)) && next.cells.some((c) => splitDate(c))) {
        headerAt = firstFull
      }
    }
  }
  const header = headerAt >= 0 ? rows[headerAt]!.cells.map((c) => c.trim()) : null
  const headerLine = headerAt >= 0 ? rows[headerAt]!.line : 0
  const dataRows = headerAt >= 0 ? rows.slice(headerAt + 1) : rows.filter((r) => r.cells.length === width)
  const firstData =
    headerAt >= 0 ? headerLine + 1 : (dataRows.find((r) => r.cells.some((c) => splitDate(c)))?.line ?? 1)
  const dataWidth = header ? header.length : width

  let columns: CsvColumns
  if (given) {
    columns = columnsFromMapping(given, header, dataWidth, headerLine || firstData)
  } else {
    const named = header ? rolesFromHeader(header) : {}
    columns = inferColumnsByContent(
      dataRows.filter((r) => r.line >= firstData),
      dataWidth,
      named,
    )
  }
  if (columns.date === undefined || !hasAmountColumn(columns)) {
    throw new StatementUnreadableError(
      headerLine || 1,
      'a header naming the date and amount (or debit and credit) columns, e.g. Date, Description, Amount; or a column mapping',
      header ?? [],
    )
  }

  const amountSamples: string[] = []
  for (const row of dataRows) {
    for (const role of ['amount', 'debit', 'credit', 'balance'] as const) {
      const at = columns[role]
      const value = at === undefined ? undefined : row.cells[at]
      if (value) amountSamples.push(value)
    }
  }
  const decimalSeparator = given?.decimalSeparator ?? guessDecimalSeparator(amountSamples)
  const refs: Partial<Record<(typeof MAPPING_ROLES)[number], string>> = {}
  for (const role of MAPPING_ROLES) {
    const column = columns[role]
    if (column !== undefined) refs[role] = header ? header[column]! : String(column)
  }
  const mapping: CsvMapping = {
    ...refs,
    date: refs.date!,
    ...(given?.flipAmountSign !== undefined ? { flipAmountSign: given.flipAmountSign } : {}),
    ...(given?.dateOrder ? { dateOrder: given.dateOrder } : {}),
    decimalSeparator,
    delimiter,
    hasHeader: header !== null,
  }
  const amountColumn = columns.amount ?? columns.debit ?? columns.credit
  return {
    delimiter,
    header,
    firstDataLine: firstData,
    width: dataWidth,
    columns,
    decimalSeparator,
    headerCurrency: header && amountColumn !== undefined ? headerCurrency(header[amountColumn]!) : undefined,
    mapping,
  }
}
