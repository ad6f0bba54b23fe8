import { DomainError } from '../errors.js'

/** The statement file formats the importer reads. */
export type StatementFormat = 'csv' | 'ofx' | 'qif' | 'camt053'

/** Day order of numeric dates in a CSV file: ISO (year first), day first, or month first. */
export type DateOrder = 'YMD' | 'DMY' | 'MDY'

/**
 * How the columns of a CSV file map to a statement line. Column references are header names as
 * they appear in the file (or 0-based indexes as strings when the file has no header row).
 * Either `amount` (signed, negative = money out) or `debit` and/or `credit` (unsigned) is set.
 * Remembered per account so the next file of the same bank needs no mapping.
 */
export interface CsvMapping {
  readonly date: string
  readonly amount?: string
  readonly debit?: string
  readonly credit?: string
  readonly description?: string
  readonly merchant?: string
  readonly currency?: string
  readonly reference?: string
  /**
   * A column saying which way an unsigned `amount` goes ("Af"/"Bij" at ING, "S"/"H" for Soll/Haben,
   * "Debit"/"Credit", "DR"/"CR"): its value decides the type; an unknown value leaves it to the
   * amount's sign. Without it, such a file would read every line as income.
   */
  readonly direction?: string
  /**
   * The signed `amount` column counts money out as positive (card exports: purchases positive,
   * payments negative): its sign is inverted before the type is decided. A `direction` column
   * that names a direction still decides; debit and credit columns are not affected. Default false.
   */
  readonly flipAmountSign?: boolean
  readonly dateOrder?: DateOrder
  readonly decimalSeparator?: '.' | ','
  readonly delimiter?: ',' | ';' | '\t'
  readonly hasHeader?: boolean
}

/** One booked line of a bank statement, as read from the file, before any matching. */
export interface StatementLine {
  /** 1-based line (CSV, QIF) or record (OFX, CAMT) number in the file, shown to the user. */
  readonly line: number
  /** The booking day at 00:00 UTC. */
  readonly occurredAt: Date
  /** Positive exact decimal string ("12.50"); the direction is in `type`. */
  readonly amount: string
  readonly type: 'expense' | 'income'
  /** ISO 4217 code, upper case. */
  readonly currency: string
  /** What the bank wrote about the line (name, memo, remittance text), trimmed; may be empty. */
  readonly description: string
  /** The counterparty when the format names one apart from the description, else null. */
  readonly merchant: string | null
  /** The bank's own id of the line (OFX FITID, CAMT AcctSvcrRef or NtryRef), when given. */
  readonly externalId: string | null
}

/** What a statement file says about itself, beside its lines. */
export interface StatementSummary {
  /** First and last booking day of the file (from its lines, or its own header when given). */
  readonly from: Date | null
  readonly to: Date | null
  readonly currency: string | null
  /** The closing (ledger) balance the bank states, signed exact decimal, when the file gives one. */
  readonly closingBalance: string | null
}

export interface ParsedStatement {
  readonly format: StatementFormat
  readonly lines: readonly StatementLine[]
  readonly summary: StatementSummary
  /** The CSV mapping used (given or detected), to remember per account; null for other formats. */
  readonly mapping: CsvMapping | null
}

/**
 * A file that cannot be read as a statement: nothing is stored. `line` is where reading stopped
 * (null when the file as a whole is the problem), `expected` says what was expected there, and
 * `candidates` lists the choices when the file is ambiguous (e.g. date orders DMY and MDY).
 */
export class StatementUnreadableError extends DomainError {
  readonly code = 'statement_unreadable'
  constructor(
    readonly line: number | null,
    readonly expected: string,
    readonly candidates: readonly string[] = [],
  ) {
    super(line === null ? `the file cannot be read: ${expected}` : `line ${line}: ${expected}`)
  }
}
