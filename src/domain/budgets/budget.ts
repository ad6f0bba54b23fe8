import type { CurrencyCode, DecimalString } from '../money.js'
import type { BudgetMonth } from './budget-month.js'

/** One category's line of a month's budget. The category is kept by id: a rename changes nothing. */
export interface BudgetLine {
  readonly categoryId: string
  /** > 0, in the budget's currency. */
  readonly amount: DecimalString
  /** Carry this line's remainder (unspent, or overspent as a negative) into next month's line of the category. */
  readonly rollover: boolean
}

export interface BudgetDraft {
  readonly month: BudgetMonth
  readonly currency: CurrencyCode
  /** At most one line per category. */
  readonly lines: readonly BudgetLine[]
}

export interface Budget extends BudgetDraft {
  readonly userId: string
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** The most lines one month's budget may have. */
export const MAX_BUDGET_LINES = 200
