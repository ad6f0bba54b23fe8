import { decimal, toDecimalString, type CurrencyCode, type DecimalString } from '../money.js'
import {
  currencyOfMark,
  MARK_SOURCE,
  TRAILING_ONLY_MARK_SOURCE,
  type MarkContext,
} from './notification/currency-marks.js'
import { narrowFullWidth } from './notification/full-width.js'
import { NUMBER_SOURCE, parseWrittenNumber } from './notification/written-number.js'

export { parseWrittenNumber } from './notification/written-number.js'

/** One amount written in a text with its currency: where it is and what it says. */
export interface MoneyMention {
  readonly start: number
  readonly end: number
  readonly amount: DecimalString
  readonly currency: CurrencyCode
  /** Written with a minus sign ("-$12.00"). */
  readonly negative: boolean
}

// "$1,250.00 MXN": a code after the number overrides the symbol before it.
const PREFIXED = new RegExp(
  `(?<sign>[-−+]?)(?<mark>${MARK_SOURCE}) ?(?<sign2>[-−]?) ?(?<num>${NUMBER_SOURCE})(?: (?<code>[A-Z]{3})(?![\\p{L}])(?! ?\\d))?`,
  'gu',
)
// A trailing mark must not start the next amount ("1234 $5.00" is one amount, $5.00).
const SUFFIXED = new RegExp(
  `(?<sign>[-−]?)(?<![\\d.,])(?<num>${NUMBER_SOURCE}) ?(?:(?<mark>${MARK_SOURCE})(?! ?\\d)|(?<mark2>${TRAILING_ONLY_MARK_SOURCE}))`,
  'gu',
)

const NO_CONTEXT: MarkContext = { country: undefined, spanish: false }

/**
 * Every amount with a currency mark in `text`, in reading order, without overlaps. `text` is
 * expected with its whitespace collapsed to single spaces (the rules do that first).
 */
export function findMoneyMentions(text: string, context: MarkContext = NO_CONTEXT): MoneyMention[] {
  const found: MoneyMention[] = []
  // Which characters an amount already covers: one pass per pattern, linear in the text.
  const covered = new Uint8Array(text.length + 1)
  const overlaps = (start: number, end: number) => covered.subarray(start, end).includes(1)
  for (const pattern of [PREFIXED, SUFFIXED]) {
    for (const match of text.matchAll(pattern)) {
      const g = match.groups ?? {}
      const amount = parseWrittenNumber(g.num ?? '')
      const code = g.code ? currencyOfMark(g.code, context) : undefined
      const currency = code ?? currencyOfMark(g.mark ?? g.mark2 ?? '', context)
      const start = match.index
      const end = start + match[0].length
      if (amount === undefined || currency === undefined || overlaps(start, end)) continue
      const negative = /[-−]/.test(g.sign ?? '') || /[-−]/.test(g.sign2 ?? '')
      covered.fill(1, start, end)
      found.push({ start, end, amount, currency: currency as CurrencyCode, negative })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

const ANY_NUMBER = new RegExp(NUMBER_SOURCE, 'gu')

/**
 * True when `amount` is written somewhere in `text` as a number (with or without a currency),
 * read either way round for the separators. Guards answers from a model against invented amounts.
 */
export function amountAppearsIn(text: string, amount: string): boolean {
  const wanted = toDecimalString(amount)
  if (wanted === undefined) return false
  const target = decimal(wanted)
  for (const match of narrowFullWidth(text).matchAll(ANY_NUMBER)) {
    const candidates = [
      parseWrittenNumber(match[0]),
      toDecimalString(match[0].replace(/,/g, '')),
      toDecimalString(match[0].replace(/\./g, '').replace(',', '.')),
    ]
    if (candidates.some((c) => c !== undefined && decimal(c).equals(target))) return true
  }
  return false
}
