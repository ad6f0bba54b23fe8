import { parseBudgetMonth, type BudgetMonth } from '../../../domain/budgets/budget-month.js'
import { ValidationError } from '../../../domain/errors.js'

/** The path's month, or 422 (not 404: a malformed month names nothing that could exist). */
export function requireBudgetMonth(raw: string): BudgetMonth {
  const month = parseBudgetMonth(raw)
  if (!month) throw ValidationError.field('/month', 'the month must be YYYY-MM, e.g. 2026-11')
  return month
}
