import type { PutBudgetInput } from '../../../application/use-cases/budgets/put-budget.js'
import type { BudgetReport } from '../../../application/use-cases/budgets/read-budget-view.js'
import { ValidationError, type FieldError } from '../../../domain/errors.js'
import { toCurrencyCode, toDecimalString, type DecimalString } from '../../../domain/money.js'
import type { z } from 'zod'
import type { budgetIn, budgetMonthOut, budgetOut } from './budget-schemas.js'

type BudgetBody = z.infer<typeof budgetIn>

/** The PUT body to the use case's input; a bad decimal or currency is 422 with its pointer. */
export function budgetInput(userId: string, month: string, body: BudgetBody): PutBudgetInput {
  const errors: FieldError[] = []
  const currency = body.currency === undefined ? undefined : toCurrencyCode(body.currency)
  if (body.currency !== undefined && !currency)
    errors.push({ pointer: '/currency', detail: 'must be an ISO 4217 currency code such as "USD"' })
  const lines = body.categories.map((line, i) => {
    const amount = toDecimalString(line.amount)
    if (!amount) errors.push({ pointer: `/categories/${i}/amount`, detail: 'must be a decimal number' })
    return { category: line.category, amount: amount ?? ('0' as DecimalString), rollover: line.rollover }
  })
  if (errors.length > 0) throw new ValidationError(errors)
  return { userId, month, currency, lines }
}

/** A budget report to wire JSON; amounts to two places. */
export function budgetView(report: BudgetReport): z.infer<typeof budgetOut> {
  const { budget } = report
  const rollover = new Map(budget.lines.map((l) => [l.categoryId, l.rollover]))
  return {
    month: budget.month,
    currency: budget.currency,
    categories: report.lines.map((l) => ({
      category: l.category,
      category_id: l.categoryId,
      budgeted: l.budgeted.toFixed(2),
      rollover: rollover.get(l.categoryId) ?? false,
      carried_over: l.carriedOver.toFixed(2),
      spent: l.spent.toFixed(2),
      remaining: l.remaining.toFixed(2),
      pace: l.pace,
    })),
    totals: {
      budgeted: report.totals.budgeted.toFixed(2),
      carried_over: report.totals.carriedOver.toFixed(2),
      spent: report.totals.spent.toFixed(2),
      remaining: report.totals.remaining.toFixed(2),
    },
    rates: report.rates.map((r) => ({
      from: r.base,
      to: r.quote,
      rate: r.rate,
      as_of: r.asOf.toISOString(),
    })),
    elapsed: Number(report.elapsed.toFixed(4)),
    updated_at: budget.updatedAt.toISOString(),
  }
}

export const budgetMonthView = (m: {
  month: string
  currency: string
  lines: number
}): z.infer<typeof budgetMonthOut> => ({ month: m.month, currency: m.currency, categories: m.lines })
