import { decimal, type CurrencyCode, type DecimalString } from '../../../money.js'
import { amountAppearsIn } from '../../money-mentions.js'

/**
 * A notification the user had parsed, kept (30 days) so that a later correction of the
 * transaction made from it can be learnt from. Amount, currency and time are what the parse
 * answered (null when it found no transaction).
 */
export interface NotificationReading {
  readonly id: string
  readonly sender: string
  readonly text: string
  readonly amount: DecimalString | null
  readonly currency: CurrencyCode | null
  readonly occurredAt: Date | null
  readonly createdAt: Date
}

/** What a corrected transaction looked like before the correction. */
export interface ReadTransaction {
  readonly amount: string
  readonly currency: string
  readonly occurredAt: Date
}

/**
 * The reading a transaction was made from, among the user's recent readings (newest first): the
 * one the client copied amount, currency and time from; else the newest with the same amount and
 * currency; else the newest whose text has the amount written in it (a format the parse did not
 * read, entered by hand).
 */
export function readingFor(
  transaction: ReadTransaction,
  readings: readonly NotificationReading[],
): NotificationReading | undefined {
  const amount = decimal(transaction.amount)
  const sameMoney = (r: NotificationReading) =>
    r.amount !== null && r.currency === transaction.currency && decimal(r.amount).equals(amount)
  return (
    readings.find((r) => sameMoney(r) && r.occurredAt?.getTime() === transaction.occurredAt.getTime()) ??
    readings.find(sameMoney) ??
    readings.find((r) => r.amount === null && amountAppearsIn(r.text, transaction.amount))
  )
}
