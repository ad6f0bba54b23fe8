import { toDecimalString, type DecimalString } from '../../money.js'

/**
 * A written number, as a regular-expression source: Indian grouping (1,23,456.78), three-digit
 * groups with `,` `.` `'` or a (narrow, no-break) space (1,234.56 / 1.234,56 / 1 234,56 /
 * 1'234.56), or plain digits with at most three decimals. Every quantifier is bounded or consumes
 * a fixed-width group, so a failed match backtracks over one number at most, never over the text.
 * A number followed by a multiplier (`5k`, `R$ 2 mil`, `Rp 2 jt`, `5 lakh`) is not a number we
 * may read: the exact amount is not written.
 */
export const NUMBER_SOURCE = String.raw`(?:\d{1,2}(?:,\d{2}){1,4},\d{3}(?:\.\d{1,2})?|\d{1,3}(?:[,.\u00a0\u202f' ]\d{3}){1,6}(?:[.,]\d{1,2})?|\d{1,12}(?:[.,]\d{1,3})?)(?![.,]?\d)(?!\s?(?:k|mil|mio|mn|bn|lakhs?|lacs?|crores?|jt|juta|rb|ribu|million|billion)(?![\p{L}]))`

/**
 * The decimal value of a written number. The last of "," and "." is the decimal separator when
 * both appear; a single separator followed by exactly three digits groups thousands (1,234 and
 * 1.234 are both one thousand two hundred thirty-four), otherwise it marks decimals (12,50).
 * Keeps the written scale: "12.50" stays "12.50".
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
  return toDecimalString(normal)
}
