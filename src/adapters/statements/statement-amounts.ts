import { toDecimalString, type DecimalString } from '../../domain/money.js'

export type DecimalSeparator = '.' | ','

/** A signed amount as read: `negative` and the exact unsigned decimal. */
export interface SignedAmount {
  readonly negative: boolean
  readonly value: DecimalString
}

// Currency signs and codes banks print beside amounts, and the spaces and apostrophes they group
// thousands with (1 234,56 in France, 1'234.56 in Switzerland).
const CURRENCY_AFFIX = /^(?:[A-Z]{3}|[€$£¥])\s*|\s*(?:[A-Z]{3}|[€$£¥])$/g
const GROUPING_MARKS = /[\s\u00a0\u202f'’]/g
const GROUPED = { '.': /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/, ',': /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/ }
const PLAIN = { '.': /^(?:\d+(?:\.\d*)?|\.\d+)$/, ',': /^(?:\d+(?:,\d*)?|,\d+)$/ }

/**
 * Reads an amount as banks write it: 1,234.56 / 1.234,56 / 1 234,56 / -12.50 / 12.50- / (12.50) /
 * +12,50 / €12.50 / 12.50 EUR. The decimal separator is the file's, so 1.234 with a decimal comma
 * is one thousand two hundred and thirty-four and never 1.234; a value that fits neither pattern
 * is undefined (the reader then names the line), never a guess.
 */
export function parseAmount(raw: string, decimalSeparator: DecimalSeparator): SignedAmount | undefined {
  let text = raw.trim().replace(CURRENCY_AFFIX, '')
  let negative = false
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true
    text = text.slice(1, -1).trim()
  }
  if (/^[-−+]/.test(text)) {
    negative = negative || text[0] !== '+'
    text = text.slice(1).trim()
  } else if (/[-−]$/.test(text)) {
    negative = true
    text = text.slice(0, -1).trim()
  }
  text = text.replace(CURRENCY_AFFIX, '').replace(GROUPING_MARKS, '')
  if (!GROUPED[decimalSeparator].test(text) && !PLAIN[decimalSeparator].test(text)) return undefined
  const group = decimalSeparator === '.' ? ',' : '.'
  let canonical = text.split(group).join('')
  if (decimalSeparator === ',') canonical = canonical.replace(',', '.')
  if (canonical.startsWith('.')) canonical = `0${canonical}`
  if (canonical.endsWith('.')) canonical = canonical.slice(0, -1)
  canonical = canonical.replace(/^0+(?=\d)/, '')
  const value = toDecimalString(canonical)
  return value === undefined ? undefined : { negative, value }
}

/**
 * Votes on a file's decimal separator from sample amounts: a separator followed by one, two or
 * more than three digits at the end, or the later of two different separators, is the decimal one.
 * 1,234 alone says nothing (a thousands group). No vote at all: decimal point.
 */
export function guessDecimalSeparator(samples: Iterable<string>): DecimalSeparator {
  let point = 0
  let comma = 0
  for (const raw of samples) {
    const text = raw.replace(GROUPING_MARKS, '')
    const lastPoint = text.lastIndexOf('.')
    const lastComma = text.lastIndexOf(',')
    if (lastPoint >= 0 && lastComma >= 0) {
      if (lastPoint > lastComma) point++
      else comma++
      continue
    }
    const at = Math.max(lastPoint, lastComma)
    if (at < 0) continue
    const digitsAfter = /^\d*/.exec(text.slice(at + 1))![0].length
    if (digitsAfter === 3) continue
    if (lastComma >= 0) comma++
    else point++
  }
  return comma > point ? ',' : '.'
}

/** True when the text reads as an amount with either separator (used to find columns by content). */
export function looksLikeAmount(raw: string): boolean {
  const text = raw.trim()
  if (!/\d/.test(text) || /[A-Za-z]{4,}/.test(text)) return false
  return parseAmount(text, '.') !== undefined || parseAmount(text, ',') !== undefined
}
