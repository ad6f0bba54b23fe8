import type { BudgetMonth } from '../../domain/budgets/budget-month.js'
import type { BudgetMonths } from '../../application/ports/budget-months.js'
import type { BudgetRepository } from '../../application/ports/budget-repository.js'
import type { UserCaches } from './user-caches.js'

/** BudgetMonths from UserCaches: the user's months with a budget, read once until a budget write. */
export class CachedBudgetMonths implements BudgetMonths {
  readonly #budgets: BudgetRepository
  readonly #caches: UserCaches

  constructor(budgets: BudgetRepository, caches: UserCaches) {
    this.#budgets = budgets
    this.#caches = caches
  }

  async has(userId: string, month: BudgetMonth): Promise<boolean> {
    const months = await this.#caches.budgetMonths.read(
      userId,
      async () => new Set((await this.#budgets.months(userId)).map((m) => m.month)),
    )
    return months.has(month)
  }
}
