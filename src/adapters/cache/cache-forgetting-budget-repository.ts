import type { Budget, BudgetDraft } from '../../domain/budgets/budget.js'
import type { BudgetMonth } from '../../domain/budgets/budget-month.js'
import type { BudgetAlertThreshold } from '../../domain/budgets/budget-pace.js'
import type { BudgetRepository, CategorySpending } from '../../application/ports/budget-repository.js'
import { OverUserCaches } from './over-user-caches.js'

/** The budgets whose writes (PUT and DELETE of a month) drop the user's cached months on every instance. */
export class CacheForgettingBudgetRepository
  extends OverUserCaches<BudgetRepository>
  implements BudgetRepository
{
  put(userId: string, draft: BudgetDraft, now: Date): Promise<Budget> {
    return this.caches.changing(userId, () => this.inner.put(userId, draft, now))
  }

  delete(userId: string, month: BudgetMonth): Promise<boolean> {
    return this.caches.changing(userId, () => this.inner.delete(userId, month))
  }

  get(userId: string, month: BudgetMonth): Promise<Budget | undefined> {
    return this.inner.get(userId, month)
  }

  listBetween(userId: string, from: BudgetMonth, to: BudgetMonth): Promise<Budget[]> {
    return this.inner.listBetween(userId, from, to)
  }

  months(userId: string) {
    return this.inner.months(userId)
  }

  spending(userId: string, from: BudgetMonth, to: BudgetMonth): Promise<CategorySpending[]> {
    return this.inner.spending(userId, from, to)
  }

  recordAlert(
    userId: string,
    month: BudgetMonth,
    categoryId: string,
    threshold: BudgetAlertThreshold,
    now: Date,
  ): Promise<boolean> {
    return this.inner.recordAlert(userId, month, categoryId, threshold, now)
  }
}
