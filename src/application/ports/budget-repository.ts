import type { Budget, BudgetDraft } from '../../domain/budgets/budget.js'
import type { BudgetMonth } from '../../domain/budgets/budget-month.js'
import type { BudgetAlertThreshold } from '../../domain/budgets/budget-pace.js'
import type { CurrencyCode, DecimalString } from '../../domain/money.js'

/** What one category spent in one month in one currency: expenses minus refunds. */
export interface CategorySpending {
  readonly month: BudgetMonth
  /** The category the transactions name (not rolled up into its parent). */
  readonly categoryId: string
  readonly currency: CurrencyCode
  /** Sum of expense amounts minus income amounts; negative when refunds exceed expenses. */
  readonly net: DecimalString
}

/**
 * The user's monthly budgets (docs/budgets.md), what their categories spent, and the record of
 * the alerts sent. Every method touches only `userId`'s rows.
 */
export interface BudgetRepository {
  /** Replaces the month's budget (currency and every line) or creates it; returns it as stored. */
  put(userId: string, draft: BudgetDraft, now: Date): Promise<Budget>
  get(userId: string, month: BudgetMonth): Promise<Budget | undefined>
  /** The budgets of the months from `from` to `to`, both included, oldest first. */
  listBetween(userId: string, from: BudgetMonth, to: BudgetMonth): Promise<Budget[]>
  /** Every month with a budget, newest first. */
  months(userId: string): Promise<{ month: BudgetMonth; currency: CurrencyCode; lines: number }[]>
  /** false when there was none. */
  delete(userId: string, month: BudgetMonth): Promise<boolean>
  /**
   * Expense and income transactions of the months `from`..`to` (UTC, both included) that name one
   * of the user's categories, summed per month, category and currency in the database.
   * Transfers and uncategorised transactions are left out.
   */
  spending(userId: string, from: BudgetMonth, to: BudgetMonth): Promise<CategorySpending[]>
  /**
   * Records that the line of `categoryId` in `month` reached `threshold`: true only for the one
   * call that recorded it, however many run at once on however many instances (a unique row).
   */
  recordAlert(
    userId: string,
    month: BudgetMonth,
    categoryId: string,
    threshold: BudgetAlertThreshold,
    now: Date,
  ): Promise<boolean>
}
