import type { BudgetViewLine } from '../budgets/budget-view.js'
import type { BudgetMonth } from '../budgets/budget-month.js'
import type { InsightFinding } from './insight.js'

/**
 * A budget line over pace (domain/budgets/budget-pace.ts) as an insight. Its identity is the
 * category and the month (date = the month's first day), so it is found at most once a month.
 */
export function budgetOverPace(
  month: BudgetMonth,
  currency: string,
  elapsed: number,
  line: BudgetViewLine,
): InsightFinding {
  const available = line.budgeted.plus(line.carriedOver)
  const share = available.gt(0) ? line.spent.dividedBy(available).toNumber() : 1
  const percent = (n: number) => `${Math.round(n * 100)}%`
  return {
    kind: 'budget_over_pace',
    severity: 'warning',
    subject: line.categoryId,
    date: `${month}-01`,
    title: `${line.category} is ahead of its budget`,
    message: `You have spent ${percent(share)} of your ${line.category} budget (${line.spent.toFixed(2)} of ${available.toFixed(2)} ${currency}) with ${percent(elapsed)} of ${month} gone.`,
    data: {
      month,
      category: line.category,
      category_id: line.categoryId,
      currency,
      spent: line.spent.toFixed(2),
      available: available.toFixed(2),
      spent_share: Number(share.toFixed(2)),
      elapsed_share: Number(elapsed.toFixed(2)),
    },
    transactionIds: [],
  }
}
