import { decimal } from '../money.js'
import type { StatementLine } from './statement.js'

const MAX_DESCRIPTION = 200

/**
 * The description as identity: case, accents, punctuation and spacing do not count, so a bank
 * that re-exports "CAFÉ  Blue-Bottle" as "Cafe Blue Bottle" is still the same line.
 */
export function normaliseDescription(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, MAX_DESCRIPTION)
}

const day = (d: Date) => d.toISOString().slice(0, 10)

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
      day(line.occurredAt),
      line.type,
      decimal(line.amount).toString(),
      normaliseDescription(line.description || (line.merchant ?? '')),
    ].join('|')
    const occurrence = (seen.get(base) ?? 0) + 1
    seen.set(base, occurrence)
    return `${base}#${occurrence}`
  })
}
