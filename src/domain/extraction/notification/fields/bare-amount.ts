import type { CurrencyCode } from '../../../money.js'
import type { MoneyMention } from '../../money-mentions.js'
import { NUMBER_SOURCE, parseWrittenNumber } from '../written-number.js'

// SBI's UPI alerts write no currency at all: "A/C X3380 debited by 75.0 on date 22Nov26 trf to
// ...". Over India's rails (UPI, IMPS, NEFT) a number right after "debited by/for" or "credited
// by/with" is rupees; nowhere else is a number without a mark read as money.
const INDIAN_RAIL = /(?<![\p{L}])(?:UPI|IMPS|NEFT|VPA)(?![\p{L}])/u
const BARE = new RegExp(`(?<![\\p{L}])(?:debited|credited) (?:by|for|with) (${NUMBER_SOURCE})`, 'iu')

/** The amount of an Indian rail alert written without a currency mark, or undefined. */
export function bareRupeeAmount(text: string): MoneyMention | undefined {
  if (!INDIAN_RAIL.test(text)) return undefined
  const match = BARE.exec(text)
  const amount = match?.[1] ? parseWrittenNumber(match[1]) : undefined
  if (!match || amount === undefined) return undefined
  const start = match.index + match[0].length - match[1]!.length
  return { start, end: start + match[1]!.length, amount, currency: 'INR' as CurrencyCode, negative: false }
}
