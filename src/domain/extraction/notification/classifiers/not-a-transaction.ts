import type { NonTransactionReason } from '../../notification.js'
import { wordsOf } from '../lexicon/index.js'

/**
 * Messages that mention money but report no money movement, in every language of the lexicons.
 * Precision matters most here: an OTP, a declined card, a bill reminder or a loan offer must never
 * become an expense. The order is the order of certainty: a one-time password with an amount in it
 * is still a password; a declined payment that mentions a due date is still declined.
 */
const ONE_TIME_PASSWORD = wordsOf((l) => l.oneTimePassword)
const DECLINED = wordsOf((l) => l.declined)
const REMINDER = wordsOf((l) => l.reminder)
const PROMOTION = wordsOf((l) => l.promotion)
const DONE = wordsOf((l) => l.done)

export function nonTransactionReason(text: string): NonTransactionReason | undefined {
  if (ONE_TIME_PASSWORD.test(text)) return 'one_time_password'
  if (DECLINED.test(text)) return 'failed_or_declined'
  if (REMINDER.test(text)) return 'reminder'
  // An offer with a past-tense money verb ("you spent $40, get 5% back") is still a transaction.
  if (PROMOTION.test(text) && !DONE.test(text)) return 'promotion'
  return undefined
}
