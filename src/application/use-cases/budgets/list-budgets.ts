import type { BudgetRepository } from '../../ports/budget-repository.js'

/** GET /budgets: the months with a budget, newest first. */
export class ListBudgets {
  readonly #budgets: BudgetRepository
  constructor({ budgets }: { budgets: BudgetRepository }) {
    this.#budgets = budgets
  }

  execute({ userId }: { userId: string }) {
    return this.#budgets.months(userId)
  }
}
