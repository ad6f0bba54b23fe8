import { StatementUnreadableError, type CsvMapping } from '../../domain/imports/statement.js'
import { looksLikeAmount } from './statement-amounts.js'
import { splitDate } from './statement-dates.js'
import { directionOf, rolesFromHeader, type CsvRole } from './csv-header-names.js'
import type { SampleRow } from './csv-sample-rows.js'
import { isRunningBalanceOf, namesBalance } from './csv-running-balance.js'

/*
 * Which column holds each role of a statement line: from a given mapping (header names, or indexes
 * of a file without a header), or found by the header's names and then the columns' content.
 */

/** Where each role's value sits in a record (0-based column), as the mapping resolves. */
export type CsvColumns = Partial<Record<CsvRole, number>>

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

/** The roles a CsvMapping names a column for (the balance is found by its header only). */
export const MAPPING_ROLES = [
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

/**
 * The columns a given mapping names; a reference the file lacks is StatementUnreadableError at
 * `line`, listing the header's names.
 */
export function columnsFromMapping(
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

/** A line's amount can be read: a signed amount column, or a debit or credit column. */
export function hasAmountColumn(columns: CsvColumns): boolean {
  return columns.amount !== undefined || columns.debit !== undefined || columns.credit !== undefined
}

/**
 * Columns found by content when the header names none: dates, then amounts (never a running
 * balance), then the longest text.
 */
export function inferColumnsByContent(
  rows: readonly SampleRow[],
  width: number,
  found: CsvColumns,
  header: readonly string[] | null,
): CsvColumns {
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
    // The first column of amounts that is not a running balance (by its name, or by its values
    // following another column's: the ASN export's balance before each line sits left of it).
    const numbers: number[] = []
    for (let c = 0; c < width; c++) {
      if (taken().has(c) || namesBalance(header?.[c])) continue
      if (every(c, looksLikeAmount) && values(c).some((v) => /[.,-]/.test(v))) numbers.push(c)
    }
    const cells = (column: number) => rows.map((r) => r.cells[column]?.trim() ?? '')
    const amount = numbers.find(
      (c) => !numbers.some((other) => other !== c && isRunningBalanceOf(cells(c), cells(other))),
    )
    if (amount !== undefined) columns.amount = amount
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
