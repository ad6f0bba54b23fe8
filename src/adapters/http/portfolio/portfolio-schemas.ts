import { z } from 'zod'
import { ASSET_TYPES } from '../../../domain/ledger/holding.js'
import { PERFORMANCE_PERIODS } from '../../../domain/portfolio/performance.js'
import { SERIES_INTERVALS } from '../../../domain/portfolio/series-interval.js'
import { STORED_TRADE_SIDES, TRADE_ORIGINS, TRADE_SIDES } from '../../../domain/portfolio/trade.js'
import { dateOut, decimalIn, decimalOut, idOut, instantOut } from '../wire-fields.js'

/**
 * Request and response shapes of trades, net worth and portfolio performance (docs/net-worth.md).
 * These check types and name unknown fields; domain/portfolio checks what a trade means.
 */
const dateIn = z.iso.date().describe('a UTC day, YYYY-MM-DD')

export const tradeIn = z
  .strictObject({
    side: z.enum(TRADE_SIDES),
    quantity: decimalIn
      .optional()
      .describe('units bought or sold (buy, sell); the ratio of a split (2 for 2-for-1)'),
    price: decimalIn.optional().describe('price per unit (buy, sell)'),
    amount: decimalIn.optional().describe('cash received (dividend) or paid (fee)'),
    fee: decimalIn.optional().describe('fee of a buy or sell (default 0)'),
    currency: z.string().optional().describe("the holding's currency (the only one accepted)"),
    occurred_at: z.string().describe('ISO 8601 date-time with zone, e.g. 2026-11-21T10:00:00Z'),
  })
  .meta({ id: 'TradeDraft' })

export const positionOut = z
  .object({
    quantity: decimalOut,
    average_cost: decimalOut.nullable(),
    cost_basis: decimalOut,
    realized_pl: decimalOut,
    dividends: decimalOut,
    fees: decimalOut,
  })
  .meta({ id: 'HoldingPosition' })

export const tradeOut = z
  .object({
    id: idOut,
    holding_id: idOut,
    side: z.enum(STORED_TRADE_SIDES),
    quantity: decimalOut.nullable(),
    price: decimalOut.nullable(),
    amount: decimalOut.nullable(),
    fee: decimalOut,
    currency: z.string(),
    origin: z.enum(TRADE_ORIGINS),
    occurred_at: instantOut,
    created_at: instantOut,
  })
  .meta({ id: 'Trade' })

export const recordedTradeOut = z
  .object({ trade: tradeOut, position: positionOut })
  .meta({ id: 'RecordedTrade' })

export const netWorthQuery = z.object({
  from: dateIn.optional().describe('first day (default: the first stored day)'),
  to: dateIn.optional().describe('last day (default: today)'),
  interval: z
    .enum(SERIES_INTERVALS)
    .optional()
    .describe('day (default), week or month: the last day of each'),
})

export const netWorthOut = z
  .object({
    currency: z.string(),
    points: z.array(
      z
        .object({
          date: dateOut,
          assets: decimalOut,
          liabilities: decimalOut.describe('amount owed, positive'),
          net_worth: decimalOut,
          missing: z.array(z.string()).describe('symbols or currencies without a close or rate that day'),
        })
        .meta({ id: 'NetWorthPoint' }),
    ),
  })
  .meta({ id: 'NetWorthSeries' })

export const rebuildOut = z
  .object({
    currency: z.string(),
    from: dateOut.nullable(),
    to: dateOut,
    days: z.number().int(),
  })
  .meta({ id: 'NetWorthRebuild' })

const slice = z.object({ key: z.string(), value: decimalOut, weight: decimalOut.describe('share, 0..1') })

export const summaryOut = z
  .object({
    currency: z.string(),
    market_value: decimalOut,
    cost_basis: decimalOut,
    unrealized_pl: decimalOut,
    realized_pl: decimalOut,
    dividends: decimalOut,
    fees: decimalOut,
    day_change: decimalOut,
    day_change_percent: decimalOut.nullable().describe('percentage points'),
    allocation: z.object({
      by_asset_type: z.array(slice.extend({ key: z.enum(ASSET_TYPES) })),
      by_currency: z.array(slice),
      by_account: z.array(slice.describe('key: the account id, or "none"')),
    }),
    rates: z.array(
      z.object({
        currency: z.string(),
        rate: z.number().describe('units of `currency` base for one'),
        as_of: dateOut,
      }),
    ),
    missing: z.array(z.object({ holding_id: idOut, symbol: z.string() })),
    as_of: dateOut.nullable(),
  })
  .meta({ id: 'PortfolioSummary' })

export const performanceQuery = z.object({
  period: z.enum(PERFORMANCE_PERIODS).optional().describe('1w, 1m, 3m, ytd, 1y or max (default)'),
})

export const performanceOut = z
  .object({
    currency: z.string(),
    period: z.enum(PERFORMANCE_PERIODS),
    twr: z.number().nullable().describe('time-weighted return over the period (0.05 = 5 %)'),
    mwr: z.number().nullable().describe('money-weighted return: annualised XIRR'),
    start_value: decimalOut,
    end_value: decimalOut,
    net_flows: decimalOut,
    missing: z.array(z.string()),
    points: z.array(
      z
        .object({
          date: dateOut,
          value: decimalOut,
          net_flow: decimalOut,
          twr_cumulative: z.number(),
        })
        .meta({ id: 'PerformancePoint' }),
    ),
  })
  .meta({ id: 'Performance' })
