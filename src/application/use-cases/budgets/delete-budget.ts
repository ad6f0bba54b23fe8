import { NotFoundError } from '../../../domain/errors.js'
import type { BudgetRepository } from '../../ports/budget-repository.js'
import { requireBudgetMonth } from './budget-month-input.js'

/**
 * Deletes a month's budget and its lines. The alerts already sent for that month stay recorded,
 * so setting the budget again does not repeat them.
 */
export class DeleteBudget {
  readonly #budgets: BudgetRepository
  constructor({ budgets }: { budgets: BudgetRepository }) {
    this.#budgets = budgets
  }

  async execute({ userId, month }: { userId: string; month: string }): Promise<void> {
    if (!(await this.#budgets.delete(userId, requireBudgetMonth(month)))) throw new NotFoundError('budget')
  }
}
