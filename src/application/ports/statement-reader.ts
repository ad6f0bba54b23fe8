import type {
  CsvMapping,
  DateOrder,
  ParsedStatement,
  StatementFormat,
} from '../../domain/imports/statement.js'

export interface StatementReadOptions {
  /** The format when the caller names it; detected from the content when absent. */
  readonly format?: StatementFormat
  /** A CSV column mapping that overrides detection (ignored for other formats but its dateOrder). */
  readonly mapping?: CsvMapping
  /**
   * The day order the user gives for numeric dates (CSV and QIF), for a file whose every date fits
   * both DD/MM and MM/DD. For a CSV file a given mapping's own dateOrder wins.
   */
  readonly dateOrder?: DateOrder
  /** The account's currency: used for lines of a file that names none (most CSV and QIF). */
  readonly defaultCurrency: string
}

/**
 * Reads a bank statement file (CSV, OFX/QFX 1.x and 2.x, QIF, CAMT.053) into statement lines.
 * Contract: detects the text encoding (UTF-8 with or without BOM, Windows-1252/ISO-8859-1);
 * returns every booked line in file order with exact positive amounts and a type; never guesses
 * silently: a file it cannot read, or whose day order stays ambiguous over the whole file,
 * rejects with StatementUnreadableError (line, what was expected, candidates). Pure: no I/O
 * beyond the bytes given.
 */
export interface StatementReader {
  read(file: Uint8Array, options: StatementReadOptions): Promise<ParsedStatement>
}
