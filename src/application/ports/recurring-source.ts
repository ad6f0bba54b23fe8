import type { RecurringPayment } from '../../domain/recurring/recurring-series.js'

/**
 * What recurring detection reads of a user's transactions (docs/recurring.md): only the fields
 * of RecurringPayment, of that user's posted expenses and income (never transfers, never a
 * pending card hold), occurred in [from, to), oldest first (occurred_at, then id), in one read.
 */
export interface RecurringSource {
  paymentsBetween(userId: string, from: Date, to: Date): Promise<RecurringPayment[]>
}
