import { parse } from 'csv-parse/sync'
import { StatementUnreadableError } from '../../domain/imports/statement.js'

/*
 * The head of a CSV file as rows, for detection: parsed leniently with each delimiter, and the
 * delimiter whose rows agree on one width wins (csv-layout.ts).
 */

export type CsvDelimiter = ',' | ';' | '\t'

/** A non-empty row of the head with its 1-based line in the file. */
export interface SampleRow {
  readonly cells: string[]
  readonly line: number
}

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t']
const MAX_SAMPLE_ROWS = 200

/** The head's first rows split by `delimiter`, leniently; none when it cannot be parsed so. */
export function sampleRows(head: string, delimiter: CsvDelimiter): SampleRow[] {
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

/**
 * The table's number of cells: the width whose rows hold the most cells together (rows x width,
 * the wider on a tie), and how many rows have it. Counting cells rather than rows keeps a
 * preamble of many two-cell lines ("IBAN;DE12 ...", "Kunde;...") above a short table of seven
 * columns from passing for the table.
 */
export function modalWidth(rows: readonly SampleRow[]): { width: number; count: number } {
  const counts = new Map<number, number>()
  for (const row of rows) counts.set(row.cells.length, (counts.get(row.cells.length) ?? 0) + 1)
  let best = { width: 0, count: 0 }
  for (const [width, count] of counts) {
    const cells = width * count
    const bestCells = best.width * best.count
    if (cells > bestCells || (cells === bestCells && width > best.width)) best = { width, count }
  }
  return best
}

/**
 * The delimiter whose rows of one width (at least two columns) hold the most cells: ';' wins on
 * a German file whose decimal commas break ',' rows apart, ',' on a US one.
 */
export function sniffDelimiter(head: string): { delimiter: CsvDelimiter; rows: SampleRow[]; width: number } {
  let best: { delimiter: CsvDelimiter; rows: SampleRow[]; width: number; score: number } | undefined
  for (const delimiter of DELIMITERS) {
    const rows = sampleRows(head, delimiter)
    const { width, count } = modalWidth(rows)
    const score = width >= 2 ? width * count : 0
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
