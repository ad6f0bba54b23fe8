import { z } from 'zod'
import { CADENCES } from '../../../domain/recurring/cadence.js'
import { RECURRING_STATUSES } from '../../../domain/recurring/recurring-series.js'

const day = z.string().meta({ format: 'date' }).describe('a UTC day, YYYY-MM-DD')
const amount = z
  .string()
  .meta({ pattern: '^-?\\d+(\\.\\d+)?$' })
  .describe('an exact decimal in the series currency')

export const recurringQuery = z.object({
  status: z.enum(RECURRING_STATUSES).optional().describe('only series in this status (default: all)'),
})

export const priceChangeOut = z
  .object({
    from: amount.describe('the steady amount before (paid at least twice in a row)'),
    to: amount.describe('the amount paid since'),
    percent: z.number().describe('(to - from) / from in percent, one decimal; negative for a cut'),
    on: day.describe('the day of the first payment at the new amount'),
  })
  .meta({ id: 'RecurringPriceChange' })

export const recurringSeriesOut = z
  .object({
    merchant: z.string().describe('as the latest payment spells it'),
    category: z.string().nullable().describe("the latest payment's category (null when none has one)"),
    type: z.enum(['expense', 'income']),
    cadence: z.enum(CADENCES),
    typical_amount: amount.describe('the median amount'),
    last_amount: amount,
    currency: z.string().describe('ISO 4217'),
    last_on: day,
    next_expected_on: day.describe('the last payment plus one period (calendar months keep the day)'),
    transaction_ids: z.array(z.guid()).describe('the payments of the series, oldest first'),
    status: z
      .enum(RECURRING_STATUSES)
      .describe('late: the expected payment is past its grace days; ended: two expected payments missed'),
    price_change: priceChangeOut.nullable(),
  })
  .meta({ id: 'RecurringSeries' })

export const recurringListOut = z
  .object({ items: z.array(recurringSeriesOut) })
  .meta({ id: 'RecurringSeriesList' })
