import type { z } from 'zod'
import type { RecurringSeries } from '../../../domain/recurring/recurring-series.js'
import type { recurringSeriesOut } from './recurring-schemas.js'

/** A detected series as wire JSON. */
export const recurringSeriesView = (s: RecurringSeries): z.infer<typeof recurringSeriesOut> => ({
  merchant: s.merchant,
  category: s.category,
  type: s.type,
  cadence: s.cadence,
  typical_amount: s.typicalAmount,
  last_amount: s.lastAmount,
  currency: s.currency,
  last_on: s.lastOn,
  next_expected_on: s.nextExpectedOn,
  transaction_ids: [...s.transactionIds],
  status: s.status,
  price_change: s.priceChange && {
    from: s.priceChange.from,
    to: s.priceChange.to,
    percent: s.priceChange.percent,
    on: s.priceChange.on,
  },
})
