import type { NonTransactionReason, NotificationIntent } from '../../notification.js'
import { wordsOf } from '../lexicon/index.js'

/**
 * The intent of a message that mentions money, read from the word families of every language of
 * the lexicons before any field is read: a look-alike (a payment that did not happen, or not yet)
 * is refused whatever amounts, names and cards it carries.
 *
 * The families are weighed in the order of certainty: a one-time password with an amount is still
 * a password; a declined payment that asks for approval is still declined; a request to approve
 * ("approve this payment in your app", a collect request) beats the bill it is about; a bill due
 * beats the date it is due on; a payment set for a later date beats the standing order it belongs
 * to, unless the text says the payment was completed ("your scheduled transfer ... was completed
 * today"). A mandate word (standing order, autopay, Dauerauftrag, 자동이체) is a set-up only with a
 * set-up word or without any past-tense money verb: "standing order of £400 to A PATEL paid" is
 * the order executed, a posted payment. An offer with a past-tense money verb ("you spent $40, get
 * 5% back") is a posted payment too.
 */
const ONE_TIME_PASSWORD = wordsOf((l) => l.oneTimePassword)
const DECLINED = wordsOf((l) => l.declined)
const PENDING_APPROVAL = wordsOf((l) => l.pendingApproval)
const REMINDER = wordsOf((l) => l.reminder)
const SCHEDULED = wordsOf((l) => l.scheduled)
const MANDATE = wordsOf((l) => l.mandate)
const SET_UP = wordsOf((l) => l.setUp)
const COMPLETED = wordsOf((l) => l.completed)
const PROMOTION = wordsOf((l) => l.promotion)
const DONE = wordsOf((l) => l.done)

/** A look-alike's intent: every intent but `posted` and `balance` (the rules tell those from the amounts). */
export type LookalikeIntent = Exclude<NotificationIntent, 'posted' | 'balance'>

/** What the message is, when its words say it is about a payment that did not happen; else undefined. */
export function lookalikeIntentOf(text: string): LookalikeIntent | undefined {
  if (ONE_TIME_PASSWORD.test(text)) return 'one_time_password'
  if (DECLINED.test(text)) return 'declined'
  if (PENDING_APPROVAL.test(text)) return 'pending_approval'
  if (REMINDER.test(text)) return 'reminder'
  if (SCHEDULED.test(text) && !COMPLETED.test(text)) return 'scheduled'
  if (MANDATE.test(text) && (SET_UP.test(text) || !DONE.test(text))) return 'mandate'
  if (PROMOTION.test(text) && !DONE.test(text)) return 'promotion'
  return undefined
}

/**
 * The public reason of each intent (the API's `reason`, a published contract): a payment waiting
 * for approval, set for later or set up as a mandate has not happened yet, like a bill due.
 */
export const REASON_OF_INTENT: Readonly<Record<Exclude<NotificationIntent, 'posted'>, NonTransactionReason>> =
  {
    one_time_password: 'one_time_password',
    declined: 'failed_or_declined',
    pending_approval: 'reminder',
    reminder: 'reminder',
    scheduled: 'reminder',
    mandate: 'reminder',
    balance: 'balance_only',
    promotion: 'promotion',
  }
