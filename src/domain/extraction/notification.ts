import type { TransactionType } from '../ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../money.js'

/** Money out of the account (debit) or into it (credit); a transfer can be either. */
export type Direction = 'debit' | 'credit'

/**
 * A transaction read from a bank, card or wallet notification. `type` uses the ledger's words
 * (expense, income, transfer) so a client can store it as a transaction as-is; a refund is income.
 */
export interface NotificationTransaction {
  readonly type: TransactionType
  readonly direction: Direction
  /** Always > 0 and always written in the text. */
  readonly amount: DecimalString
  readonly currency: CurrencyCode
  readonly merchant: string | null
  readonly accountLast4: string | null
  readonly balanceAfter: DecimalString | null
  readonly occurredAt: Date
  readonly reference: string | null
  /** How the money moved, when the text or the app tells. */
  readonly channel: Channel | null
}

export const CHANNELS = ['card', 'upi', 'pix', 'transfer', 'atm', 'wallet'] as const
export type Channel = (typeof CHANNELS)[number]

/** Why a message that mentions money is still not a transaction. */
export type NonTransactionReason =
  'one_time_password' | 'promotion' | 'balance_only' | 'failed_or_declined' | 'reminder' | 'no_amount'

/**
 * What a message that mentions money is about: a payment that happened (`posted`), or one of the
 * look-alikes about a payment that did not (yet) happen. Finer than the public `reason`
 * (see REASON_OF_INTENT in notification/classifiers/intent.ts).
 */
export type NotificationIntent =
  | 'posted'
  | 'pending_approval'
  | 'declined'
  | 'one_time_password'
  | 'reminder'
  | 'scheduled'
  | 'mandate'
  | 'balance'
  | 'promotion'

/** `template`: a per-user template learnt from the user's own correction of this sender's format. */
export type ParseMethod = 'rules' | 'llm' | 'template'

export interface ParsedNotification {
  readonly isTransaction: boolean
  readonly transaction: NotificationTransaction | null
  /** 0..1: how sure the answering path is. */
  readonly confidence: number
  readonly method: ParseMethod
  readonly reason: NonTransactionReason | null
  /** The category the user gave the same merchant's notification of this format (templates only). */
  readonly category?: string | null
}

/**
 * What the rules engine concluded: a transaction, surely not one, or "I do not know this format"
 * (then the model may answer).
 */
export type RulesVerdict =
  | {
      readonly outcome: 'transaction'
      readonly transaction: NotificationTransaction
      readonly confidence: number
    }
  | {
      readonly outcome: 'not_transaction'
      readonly reason: NonTransactionReason
      readonly confidence: number
      /** The look-alike's intent, when the rules' classifier told it. */
      readonly intent?: NotificationIntent
    }
  | { readonly outcome: 'unknown' }

export interface NotificationInput {
  readonly text: string
  /** The app that showed it ("Chase", "Google Wallet"): a hint only. */
  readonly app?: string | undefined
  /** When the phone received it; the default for `occurredAt` when the text has no time. */
  readonly receivedAt: Date
}
