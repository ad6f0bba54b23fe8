import type { CurrencyCode } from '../../../money.js'
import type { MoneyMention } from '../../money-mentions.js'
import { NUMBER_SOURCE, parseWrittenNumber } from '../written-number.js'

// SBI's UPI alerts write no currency at all: "A/C X3380 debited by 75.0 on date 22Nov26 trf to
// ...". Over India's rails (UPI, IMPS, NEFT) a number right after "debited by/for" or "credited
// by/with" is rupees.
const INDIAN_RAIL = /(?<![\p{L}])(?:UPI|IMPS|NEFT|VPA)(?![\p{L}])/u
const BARE_RUPEES = new RegExp(`(?<![\\p{L}])(?:debited|credited) (?:by|for|with) (${NUMBER_SOURCE})`, 'giu')
// Korean bank alerts write the amount after 입금 (deposit) or 출금 (withdrawal) and the balance
// after 잔액 without 원: "[KB]11/24 14:02 123-45**-678 이지원 출금 50,000 잔액1,204,000".
const HANGUL = /\p{Script=Hangul}/u
const BARE_WON = new RegExp(`(?:입금|출금|잔액) ?(${NUMBER_SOURCE})(?![\\d원])`, 'gu')

/**
 * The amounts of an alert written without any currency mark, in reading order: Indian rail alerts
 * (rupees) and Korean bank alerts (won). Nowhere else is a number without a mark read as money.
 */
export function bareAmounts(text: string): MoneyMention[] {
  if (INDIAN_RAIL.test(text)) return mentions(text, BARE_RUPEES, 'INR').slice(0, 1)
  if (HANGUL.test(text)) return mentions(text, BARE_WON, 'KRW')
  return []
}

function mentions(text: string, pattern: RegExp, currency: string): MoneyMention[] {
  const found: MoneyMention[] = []
  for (const match of text.matchAll(pattern)) {
    const written = match[1] ?? ''
    const amount = parseWrittenNumber(written)
    if (amount === undefined) continue
    const start = match.index + match[0].length - written.length
    found.push({
      start,
      end: start + written.length,
      amount,
      currency: currency as CurrencyCode,
      negative: false,
    })
  }
  return found
}
