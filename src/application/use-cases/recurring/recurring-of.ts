import { dayOf, startOfDay } from '../../../domain/calendar.js'
import { detectRecurring, recurringLookbackStart } from '../../../domain/recurring/detect-recurring.js'
import type { RecurringSeries } from '../../../domain/recurring/recurring-series.js'
import type { RecurringSource } from '../../ports/recurring-source.js'

/**
 * A user's recurring series as of `now`: the payments of the lookback window (one read) through
 * detection. Shared by GET /recurring and the daily insights.
 */
export async function recurringOf(
  recurringSource: RecurringSource,
  userId: string,
  now: Date,
): Promise<RecurringSeries[]> {
  const today = dayOf(now)
  const payments = await recurringSource.paymentsBetween(
    userId,
    startOfDay(recurringLookbackStart(today)),
    new Date(now.getTime() + 1),
  )
  return detectRecurring(payments, today)
}
