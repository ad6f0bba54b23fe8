import { crownOf, dollarOf, type Country } from './market.js'

/**
 * Currency marks written before or after an amount: symbols, local abbreviations and ISO codes.
 * Longer marks first, so "US$" wins over "$" and "Rs." over "Rs". `$`, `R` and `kr` depend on the
 * sender's country (see market.ts); `R` alone is read only for South African senders.
 */
const SYMBOLS: readonly (readonly [string, string])[] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['SG$', 'SGD'],
  ['S$', 'SGD'],
  ['MX$', 'MXN'],
  ['R$', 'BRL'],
  ['$', '$'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['Rs.', 'INR'],
  ['Rs:', 'INR'],
  ['Rs', 'INR'],
  ['रु.', 'INR'],
  ['रु', 'INR'],
  ['₩', 'KRW'],
  ['₦', 'NGN'],
  ['₺', 'TRY'],
  ['TL', 'TRY'],
  ['zł', 'PLN'],
  ['kr.', 'kr'],
  ['kr', 'kr'],
  ['Rp.', 'IDR'],
  ['Rp', 'IDR'],
  ['KSh', 'KES'],
  ['Ksh', 'KES'],
  ['R', 'R'],
]

export const CODES = [
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
  'IDR',
  'NGN',
  'KES',
  'TRY',
  'AED',
  'SAR',
  'CLP',
  'KRW',
  'COP',
  'ARS',
  'PEN',
  'PHP',
  'THB',
  'MYR',
  'VND',
  'EGP',
  'QAR',
  'GHS',
  'UGX',
  'TZS',
  'CNY',
] as const

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A currency mark, as a regular-expression source: never glued to a letter on its outer side. */
export const MARK_SOURCE = `(?:(?<![\\p{L}])(?:${CODES.join('|')})(?![\\p{L}])|(?<![\\p{L}])(?:${SYMBOLS.filter(
  ([s]) => /^\p{L}/u.test(s),
)
  .map(([s]) => escape(s))
  .join('|')})(?![\\p{L}])|${SYMBOLS.filter(([s]) => !/^\p{L}/u.test(s))
  .map(([s]) => escape(s))
  .join('|')})`

/**
 * Japanese and Korean write the yen and the won after the number and glue the next word's particle
 * to it ("350円を", "30,000원을"): read only after a number, whatever follows.
 */
export const TRAILING_ONLY_MARK_SOURCE = '(?:円|원)'
const TRAILING_ONLY: Readonly<Record<string, string>> = { 円: 'JPY', 원: 'KRW' }

export interface MarkContext {
  readonly country: Country | undefined
  readonly spanish: boolean
}

/** The ISO code a mark stands for, or undefined when it means nothing here (a bare `R` outside South Africa). */
export function currencyOfMark(mark: string, context: MarkContext): string | undefined {
  const trailing = TRAILING_ONLY[mark]
  if (trailing) return trailing
  const upper = mark.toUpperCase()
  if ((CODES as readonly string[]).includes(upper)) return upper
  const meaning = SYMBOLS.find(([s]) => s === mark)?.[1]
  if (meaning === '$') return dollarOf(context.country, context.spanish)
  if (meaning === 'kr') return crownOf(context.country)
  if (meaning === 'R') return context.country === 'ZA' ? 'ZAR' : undefined
  return meaning
}
