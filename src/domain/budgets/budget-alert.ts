import type { CurrencyCode } from '../money.js'
import type { BudgetMonth } from './budget-month.js'
import type { BudgetAlertThreshold } from './budget-pace.js'

/** A budget line reached a threshold (80 % or 100 % of what is available). */
export interface BudgetAlert {
  readonly month: BudgetMonth
  readonly categoryId: string
  readonly category: string
  readonly threshold: BudgetAlertThreshold
  readonly currency: CurrencyCode
  /** Exact decimals, two places. */
  readonly spent: string
  readonly available: string
}
