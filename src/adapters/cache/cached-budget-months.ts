import type { BudgetMonth } from '../../domain/budgets/budget-month.js'
import type { BudgetMonths } from '../../application/ports/budget-months.js'
import type { BudgetRepository } from '../../application/ports/budget-repository.js'
import { OverUserCaches } from './over-user-caches.js'

/** BudgetMonths from UserCaches: the user's months with a budget, read once until a budget write. */
export class CachedBudgetMonths extends OverUserCaches<BudgetRepository> implements BudgetMonths {
  async has(userId: string, month: BudgetMonth): Promise<boolean> {
    const months = await this.caches.budgetMonths.read(
      userId,
      async () => new Set((await this.inner.months(userId)).map((m) => m.month)),
    )
    return months.has(month)
  }
}
