import { z } from 'zod'
import { BUDGET_PACES } from '../../../domain/budgets/budget-pace.js'
import { MAX_BUDGET_LINES } from '../../../domain/budgets/budget.js'
import { CATEGORY_NAME_MAX } from '../../../domain/categories/category.js'
import { decimalIn, decimalOut } from '../wire-fields.js'

/**
 * Request and response shapes of budgets (docs/budgets.md). These check types and name unknown
 * fields; budget.mapper.ts reads the values (decimals, currency) and the use case their meaning.
 */
const amountIn = decimalIn.describe(
  'exact decimal greater than 0: a string such as "400.00" (preferred) or a JSON number',
)
const amountOut = decimalOut.describe('exact decimal string, two places')
const monthOut = z.string().meta({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', examples: ['2026-11'] })

export const MONTH_PARAMS = { month: monthOut.describe('a UTC month, YYYY-MM') } as const

export const budgetIn = z
  .strictObject({
    currency: z
      .string()
      .optional()
      .describe("ISO 4217 code of the budget's amounts; left out, your base currency (GET /me)"),
    categories: z
      .array(
        z.strictObject({
          category: z
            .string()
            .min(1)
            .max(CATEGORY_NAME_MAX)
            .describe('the name of one of your categories (case-insensitive), each at most once'),
          amount: amountIn,
          rollover: z
            .boolean()
            .describe("carry this month's remainder (or overspend) into next month's line"),
        }),
      )
      .max(MAX_BUDGET_LINES),
  })
  .meta({ id: 'BudgetDraft' })

export const budgetLineOut = z
  .object({
    category: z.string(),
    category_id: z.string().meta({ format: 'uuid' }),
    budgeted: amountOut,
    rollover: z.boolean(),
    carried_over: amountOut.describe("what the previous months' rollover lines left (negative: overspent)"),
    spent: amountOut.describe('expenses minus refunds of the month, in this category and its children'),
    remaining: amountOut.describe('budgeted + carried_over - spent'),
    pace: z
      .enum(BUDGET_PACES)
      .describe('over: spent more than available; over_pace: spent share well ahead of the month'),
  })
  .meta({ id: 'BudgetLine' })

const totalsOut = z
  .object({ budgeted: amountOut, carried_over: amountOut, spent: amountOut, remaining: amountOut })
  .meta({ id: 'BudgetTotals' })

export const budgetRateOut = z
  .object({
    from: z.string().describe('the currency spent'),
    to: z.string().describe("the budget's currency"),
    rate: z.number().describe('units of `to` for one unit of `from`'),
    as_of: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'BudgetRate' })

export const budgetOut = z
  .object({
    month: monthOut,
    currency: z.string(),
    categories: z.array(budgetLineOut),
    totals: totalsOut,
    rates: z.array(budgetRateOut).describe('the forex rates that converted spending in other currencies'),
    elapsed: z.number().describe('the share of the month gone by (0-1, UTC)'),
    updated_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Budget' })

export const budgetMonthOut = z
  .object({ month: monthOut, currency: z.string(), categories: z.number().int() })
  .meta({ id: 'BudgetMonth' })
