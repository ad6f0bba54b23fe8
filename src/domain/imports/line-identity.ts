import type { StatementLine } from './statement.js'
import { dayOf } from '../calendar.js'

const MAX_DESCRIPTION = 200

/**
 * The description as identity: case, accents, punctuation and spacing do not count, so a bank
 * that re-exports "CAFÉ  Blue-Bottle" as "Cafe Blue Bottle" is still the same line.
 */
export function normaliseDescription(text: string): string {
  // Most bank text is ASCII: skip the Unicode decomposition (the costliest step) when it is.
  // eslint-disable-next-line no-control-regex -- the ASCII range is the point
  const folded = /^[\u0000-\u007f]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{M}/gu, '')
  return folded
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, MAX_DESCRIPTION)
}

/**
 * A positive exact decimal string in one spelling ("012.50" and "12.5" -> "12.5"), by string
 * rules: decimal.js objects cost a microsecond each, and a file has 50,000 lines.
 */
export function canonicalAmount(amount: string): string {
  const [whole = '', fraction = ''] = amount.split('.')
  const w = whole.replace(/^0+(?=\d)/, '')
  const f = fraction.replace(/0+$/, '')
  return f === '' ? w || '0' : `${w || '0'}.${f}`
}

/**
 * The identity of a line that has no bank id, within its account: day, direction, amount and
 * normalised description, plus its occurrence number among identical lines of the same file, so
 * two genuine coffees of the same price on the same day are two lines, and a file overlapping
 * an earlier one gives each of them the same identity again.
 */
export function fingerprintLines(lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>()
  return lines.map((line) => {
    const base = [
      dayOf(line.occurredAt),
      line.type,
      canonicalAmount(line.amount),
      normaliseDescription(line.description || (line.merchant ?? '')),
    ].join('|')
    const occurrence = (seen.get(base) ?? 0) + 1
    seen.set(base, occurrence)
    return `${base}#${occurrence}`
  })
}
