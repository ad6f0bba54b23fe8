import { Decimal as DecimalJs } from 'decimal.js'

/**
 * Exact decimal amounts, carried as canonical strings ("12.50") so no binary float ever touches
 * money. decimal.js is the one decimal library of the project; arithmetic goes through it.
 */
export type DecimalString = string & { readonly __brand: 'DecimalString' }

export type CurrencyCode = string & { readonly __brand: 'CurrencyCode' }

const DECIMAL_SHAPE = /^-?\d{1,20}(\.\d{1,10})?$/
const CURRENCY_SHAPE = /^[A-Z]{3}$/

/**
 * decimal.js rounds to 20 significant digits by default, which would cut an amount of 20 integer
 * and 10 fractional digits. Every computation of the project uses this clone instead.
 */
export const Decimal = DecimalJs.clone({
  precision: 60,
  rounding: DecimalJs.ROUND_HALF_EVEN,
  toExpNeg: -40,
  toExpPos: 60,
})
export type Decimal = InstanceType<typeof Decimal>

/**
 * Reads an amount given as a decimal string or a JSON number. Returns undefined for anything
 * that is not a plain decimal of at most 20 integer and 10 fractional digits.
 * A JSON number is taken by its shortest round-trip text, so 0.1 stays "0.1".
 */
export function toDecimalString(raw: unknown): DecimalString | undefined {
  let text: string
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return undefined
    text = new Decimal(raw).toFixed()
  } else if (typeof raw === 'string') {
    text = raw.trim()
  } else {
    return undefined
  }
  if (!DECIMAL_SHAPE.test(text)) return undefined
  if (text.startsWith('-0') && new Decimal(text).isZero()) text = text.slice(1)
  return text as DecimalString
}

export function toCurrencyCode(raw: unknown): CurrencyCode | undefined {
  if (typeof raw !== 'string') return undefined
  const code = raw.trim().toUpperCase()
  return CURRENCY_SHAPE.test(code) ? (code as CurrencyCode) : undefined
}

export function decimal(value: DecimalString | string | number): Decimal {
  return new Decimal(value)
}

/** Sum of exact amounts, as a canonical decimal string. */
export function sumDecimals(values: readonly (DecimalString | string)[]): DecimalString {
  return values.reduce((acc, v) => acc.plus(v), new Decimal(0)).toFixed() as DecimalString
}
