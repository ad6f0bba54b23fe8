import type { UtcDay } from '../calendar.js'
import type { TransactionType } from '../ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../money.js'
import type { Cadence } from './cadence.js'

/** What detection reads of a transaction (a Transaction is one). */
export interface RecurringPayment {
  readonly id: string
  readonly occurredAt: Date
  readonly type: TransactionType
  readonly amount: DecimalString
  readonly currency: CurrencyCode
  readonly merchant: string | null
  /** Read when there is no merchant: a statement line's text ("SALARY ACME LTD"). */
  readonly description: string | null
  readonly category: string | null
}

export const RECURRING_STATUSES = ['active', 'late', 'ended'] as const
/**
 * active: the next payment is not overdue; late: the expected date and its grace days passed
 * without a payment; ended: two expected payments in a row were missed.
 */
export type RecurringStatus = (typeof RECURRING_STATUSES)[number]

/** The last change of a steady amount: `from` was paid at least twice in a row, then `to` since `on`. */
export interface PriceChange {
  readonly from: DecimalString
  readonly to: DecimalString
  /** (to - from) / from, in percent, one decimal; negative for a cut. */
  readonly percent: number
  readonly on: UtcDay
  /** The first payment at the new amount. */
  readonly transactionId: string
  /** How many payments in a row were at `from` just before. */
  readonly previousCount: number
}

/** A detected series of payments to (or from) one merchant in one currency at one cadence. */
export interface RecurringSeries {
  /** The merchant as the latest payment spells it. */
  readonly merchant: string
  /** The normalised merchant the payments were grouped by (categories/merchant-key.ts). */
  readonly merchantKey: string
  /** The latest category any payment of the series carries. */
  readonly category: string | null
  readonly type: Exclude<TransactionType, 'transfer'>
  readonly cadence: Cadence
  /** The median amount. */
  readonly typicalAmount: DecimalString
  readonly lastAmount: DecimalString
  readonly currency: CurrencyCode
  readonly lastOn: UtcDay
  readonly nextExpectedOn: UtcDay
  /** Oldest first; the last is the latest payment. */
  readonly transactionIds: readonly string[]
  readonly status: RecurringStatus
  readonly priceChange: PriceChange | null
}
