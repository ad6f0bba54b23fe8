import { StatementUnreadableError, type CsvMapping } from '../../domain/imports/statement.js'
import { guessDecimalSeparator, type DecimalSeparator } from './statement-amounts.js'
import { splitDate } from './statement-dates.js'
import { headerCurrency, rolesFromHeader } from './csv-header-names.js'
import { namesBalance } from './csv-running-balance.js'
import {
  columnsFromMapping,
  hasAmountColumn,
  inferColumnsByContent,
  MAPPING_ROLES,
  type CsvColumns,
} from './csv-columns.js'
import {
  modalWidth,
  sampleRows,
  sniffDelimiter,
  type CsvDelimiter,
  type SampleRow,
} from './csv-sample-rows.js'

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
  // A header ending with the delimiter (Lloyds: "...,Balance,") names an empty last column that
  // its rows leave out: no column at all.
  const header = headerAt >= 0 ? withoutTrailingEmpty(rows[headerAt]!.cells.map((c) => c.trim())) : null
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
      header,
    )
  }
  const balances =
    header?.filter((name, i) => namesBalance(name) && !Object.values(columns).includes(i)) ?? []
  if (columns.date !== undefined && !hasAmountColumn(columns) && balances.length > 0) {
    // ING's balance history: a date and balances, no line's amount. A balance is never read as one.
    throw new StatementUnreadableError(
      headerLine || 1,
      `a column of the lines' amounts; this file's numbers are balances (${balances.join(', ')}): a balance history, not a statement of transactions`,
      header ?? [],
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

function withoutTrailingEmpty(cells: string[]): string[] {
  let end = cells.length
  while (end > 1 && cells[end - 1] === '') end--
  return cells.slice(0, end)
}
