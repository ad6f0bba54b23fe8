import { toDecimalString, type CurrencyCode, type DecimalString, decimal } from '../money.js'

/** One amount written in a text with its currency: where it is and what it says. */
export interface MoneyMention {
  readonly start: number
  readonly end: number
  readonly amount: DecimalString
  readonly currency: CurrencyCode
  /** Written with a minus sign ("-$12.00"). */
  readonly negative: boolean
}

// Longer markers first so "US$" wins over "$" and "Rs." over "Rs".
const SYMBOLS: readonly (readonly [string, string])[] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['S$', 'SGD'],
  ['$', 'USD'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['Rs.', 'INR'],
  ['Rs', 'INR'],
  ['zł', 'PLN'],
]
const CODES = [
  'USD',
  'EUR',
  'GBP',
  'INR',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'SGD',
  'HKD',
  'MXN',
  'BRL',
  'ZAR',
]

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const MARKER = `(?<![A-Za-z])(?:${SYMBOLS.map(([s]) => escape(s)).join('|')}|(?<![A-Za-z])(?:${CODES.join('|')})(?![A-Za-z]))`
// Grouped digits (1,234.56 / 1.234,56 / 1 234,56 / 1'234.56) or plain ones (2000, 12,5, 12.50).
const NUMBER = `\\d{1,3}(?:[,.\\u00a0\\u202f' ]\\d{3})+(?:[.,]\\d{1,2})?(?!\\d)|\\d+(?:[.,]\\d{1,3})?(?!\\d)`
const PREFIXED = new RegExp(
  `(?<sign>[-−+]?)(?<marker>${MARKER})\\s?(?<sign2>[-−]?)\\s?(?<num>${NUMBER})`,
  'g',
)
// A trailing marker must not start the next amount ("1234 $5.00" is one amount, $5.00).
const SUFFIXED = new RegExp(
  `(?<sign>[-−]?)(?<![\\d.,])(?<num>${NUMBER})\\s?(?<marker>${MARKER})(?!\\s?\\d)`,
  'g',
)

function currencyOf(marker: string): CurrencyCode {
  const upper = marker.toUpperCase()
  if (CODES.includes(upper)) return upper as CurrencyCode
  return (SYMBOLS.find(([s]) => s === marker)?.[1] ?? 'USD') as CurrencyCode
}

/**
 * The decimal value of a written number. The last of "," and "." is the decimal separator when
 * both appear; a single separator followed by exactly three digits groups thousands (1,234 and
 * 1.234 are both one thousand two hundred thirty-four), otherwise it marks decimals (12,50).
 */
export function parseWrittenNumber(text: string): DecimalString | undefined {
  const raw = text.replace(/[\u00a0\u202f' ]/g, '')
  const lastComma = raw.lastIndexOf(',')
  const lastDot = raw.lastIndexOf('.')
  let normal: string
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalSep = lastComma > lastDot ? ',' : '.'
    const groupSep = decimalSep === ',' ? '.' : ','
    normal = raw.split(groupSep).join('').replace(decimalSep, '.')
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.'
    const parts = raw.split(sep)
    const tail = parts[parts.length - 1] ?? ''
    normal = parts.length > 2 || tail.length === 3 ? parts.join('') : parts.join('.')
  } else {
    normal = raw
  }
  // Keeps the written scale: "12.50" stays "12.50".
  return toDecimalString(normal)
}

/** Every amount with a currency symbol or code in `text`, in reading order, without overlaps. */
export function findMoneyMentions(text: string): MoneyMention[] {
  const found: MoneyMention[] = []
  const overlaps = (start: number, end: number) => found.some((m) => start < m.end && end > m.start)
  for (const pattern of [PREFIXED, SUFFIXED]) {
    for (const match of text.matchAll(pattern)) {
      const g = match.groups ?? {}
      const amount = parseWrittenNumber(g.num ?? '')
      const start = match.index
      const end = start + match[0].length
      if (amount === undefined || overlaps(start, end)) continue
      const negative = /[-−]/.test(g.sign ?? '') || /[-−]/.test(g.sign2 ?? '')
      found.push({ start, end, amount, currency: currencyOf(g.marker ?? ''), negative })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

/**
 * True when `amount` is written somewhere in `text` as a number (with or without a currency),
 * read either way round for the separators. Guards answers from a model against invented amounts.
 */
export function amountAppearsIn(text: string, amount: string): boolean {
  const wanted = toDecimalString(amount)
  if (wanted === undefined) return false
  const target = decimal(wanted)
  for (const match of text.matchAll(new RegExp(NUMBER, 'g'))) {
    const candidates = [
      parseWrittenNumber(match[0]),
      toDecimalString(match[0].replace(/,/g, '')),
      toDecimalString(match[0].replace(/\./g, '').replace(',', '.')),
    ]
    if (candidates.some((c) => c !== undefined && decimal(c).equals(target))) return true
  }
  return false
}
