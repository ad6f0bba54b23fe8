import { StatementUnreadableError, type DateOrder } from '../../domain/imports/statement.js'

/**
 * A numeric date as written, before its day order is known: `first` and `second` are the two
 * numbers before the year (day and month in some order), or month and day when `yearFirst`.
 */
export interface DateParts {
  readonly year: number
  readonly first: number
  readonly second: number
  readonly yearFirst: boolean
  /** DD.MM.YYYY: dots are written day first by every bank that uses them. */
  readonly dotted: boolean
}

const YEAR_FIRST = /^(\d{4})([-/.]?)(\d{1,2})\2(\d{1,2})(?:[T ].*)?$/
const YEAR_LAST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?:[T ].*)?$/

/** Two-digit years: 00-69 are 2000-2069, 70-99 are 1970-1999 (as POSIX strptime's %y). */
export function fullYear(twoOrFour: string): number {
  const n = Number(twoOrFour)
  if (twoOrFour.length === 4) return n
  return n < 70 ? 2000 + n : 1900 + n
}

/** Splits ISO (YYYY-MM-DD, YYYYMMDD), DD/MM/YYYY, MM/DD/YYYY, DD.MM.YYYY (2-digit years too). */
export function splitDate(raw: string): DateParts | undefined {
  const text = raw.trim()
  let m = YEAR_FIRST.exec(text)
  if (m) {
    return { year: Number(m[1]), first: Number(m[3]), second: Number(m[4]), yearFirst: true, dotted: false }
  }
  m = YEAR_LAST.exec(text)
  if (m) {
    return {
      year: fullYear(m[4]!),
      first: Number(m[1]),
      second: Number(m[3]),
      yearFirst: false,
      dotted: m[2] === '.',
    }
  }
  return undefined
}

/**
 * Infers the day order from every date of a file: one date with a first number above 12 rules
 * out month-first, one with a second number above 12 rules out day-first. A file whose dates all
 * fit both orders is refused with both candidates rather than guessed.
 */
export class DayOrderInference {
  private dayFirstPossible = true
  private monthFirstPossible = true
  private yearLastSeen = false

  observe(parts: DateParts): void {
    if (parts.yearFirst) return
    this.yearLastSeen = true
    if (parts.dotted) this.monthFirstPossible = false
    if (parts.first > 12) this.monthFirstPossible = false
    if (parts.second > 12) this.dayFirstPossible = false
  }

  resolve(given: DateOrder | undefined): DateOrder {
    if (given) return given
    if (!this.yearLastSeen) return 'YMD'
    if (this.dayFirstPossible && this.monthFirstPossible) {
      throw new StatementUnreadableError(
        null,
        'dates whose day and month order can be told apart (every date fits both DD/MM/YYYY and MM/DD/YYYY); give the date order (date_order DMY or MDY)',
        ['DMY', 'MDY'],
      )
    }
    if (!this.dayFirstPossible && !this.monthFirstPossible) {
      throw new StatementUnreadableError(null, 'dates in one day order (the file mixes DD/MM and MM/DD)', [])
    }
    return this.dayFirstPossible ? 'DMY' : 'MDY'
  }
}

/** The booking day at 00:00 UTC, or a StatementUnreadableError naming the line for a day that does not exist. */
export function toUtcDay(parts: DateParts, order: DateOrder, line: number): Date {
  let month: number
  let day: number
  if (parts.yearFirst) [month, day] = [parts.first, parts.second]
  else if (order === 'MDY') [month, day] = [parts.first, parts.second]
  else [day, month] = [parts.first, parts.second]
  const date = new Date(Date.UTC(parts.year, month - 1, day))
  if (date.getUTCFullYear() !== parts.year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new StatementUnreadableError(
      line,
      `a valid date (${order === 'MDY' ? 'month' : 'day'} first), found ${parts.first}/${parts.second}/${parts.year}`,
    )
  }
  return date
}

/** A date of an XML format (ISO 8601 day or date-time, or OFX's YYYYMMDD[HHMMSS...]): its day at 00:00 UTC. */
export function isoDay(raw: string | undefined): Date | undefined {
  const m = raw ? /^(\d{4})-?(\d{2})-?(\d{2})/.exec(raw.trim()) : null
  if (!m) return undefined
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return date.getUTCDate() === Number(m[3]) && date.getUTCMonth() === Number(m[2]) - 1 ? date : undefined
}
