import type { MoneyMention } from '../../money-mentions.js'
import { LEXICONS, wordsSource } from '../lexicon/index.js'

/** What an amount in a notification is: the money that moved, a balance, a credit limit or alert threshold, or a fee. */
export type MentionRole = 'amount' | 'balance' | 'limit' | 'fee'

const ending = (words: readonly string[]) =>
  new RegExp(`(?:${wordsSource([...new Set(words)])})[^.。\\d]{0,25}$`, 'iu')

// A word that introduces the number, then up to 25 characters that are neither digits nor a full stop.
const LIMIT_BEFORE = ending(LEXICONS.flatMap((l) => l.limit))
const BALANCE_BEFORE = ending(LEXICONS.flatMap((l) => l.balance))
const FEE_BEFORE = ending(LEXICONS.flatMap((l) => l.fee))
const LIMIT_AFTER = /^ ?(?:amount in your alert|alert|limit|threshold)/i
const BALANCE_AFTER = /^ ?(?:left|remaining|available balance|avl bal)/i

export function roleOf(text: string, m: MoneyMention): MentionRole {
  const before = text.slice(Math.max(0, m.start - 45), m.start)
  const after = text.slice(m.end, m.end + 30)
  if (LIMIT_BEFORE.test(before) || LIMIT_AFTER.test(after)) return 'limit'
  if (FEE_BEFORE.test(before)) return 'fee'
  if (BALANCE_BEFORE.test(before) || BALANCE_AFTER.test(after)) return 'balance'
  return 'amount'
}
