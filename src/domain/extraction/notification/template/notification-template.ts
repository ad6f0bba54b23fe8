import type { TransactionType } from '../../../ledger/transaction.js'
import type { CurrencyCode } from '../../../money.js'
import type { Direction } from '../../notification.js'

/**
 * One piece of a template: words kept as written, or a slot. `amount` is the number that moved
 * (with the marks glued to it kept as written), `name` the merchant or counterparty, `token` any
 * word with a digit in it or a month name (dates, times, cards, references).
 */
export type TemplatePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'amount'; readonly before: string; readonly after: string }
  | { readonly kind: 'name' }
  | { readonly kind: 'token' }

/**
 * A per-user template, derived from one notification the user corrected: its words with the
 * numbers and the merchant as slots, and what the user said the notification meant. It reads the
 * next notification of the same shape from the same sender (the same words in the same order,
 * other numbers and another merchant). It belongs to one user and is never shared.
 */
export interface NotificationTemplate {
  /** The sender, as `senderOf` names it (the app, or the text's prefix before a colon). */
  readonly sender: string
  /** The parts as one string ("Rs.{amount} debited from A/c {token} to {name} ..."): the template's identity. */
  readonly shape: string
  readonly parts: readonly TemplatePart[]
  readonly type: TransactionType
  readonly direction: Direction
  readonly currency: CurrencyCode
  /** The merchant when the user gave one that is not written in the text; null with a name slot or none. */
  readonly merchant: string | null
  /** The user's category, for the next notification with the same merchant (case and spacing ignored). */
  readonly category: string | null
  readonly categoryMerchant: string | null
}

/** What the user said a notification meant, after the correction. */
export interface NotificationMeaning {
  readonly amount: string
  readonly currency: CurrencyCode
  readonly type: TransactionType
  readonly merchant: string | null
  readonly category: string | null
}
