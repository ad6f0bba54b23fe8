import { NotFoundError } from '../../../domain/errors.js'
import { requireBudgetMonth } from './budget-month-input.js'
import type { BudgetReport, ReadBudgetView } from './read-budget-view.js'

/** GET /budgets/{month}: the month's budget against its spending; 404 when the month has none. */
export class GetBudget {
  readonly #read: ReadBudgetView
  constructor({ readBudgetView }: { readBudgetView: ReadBudgetView }) {
    this.#read = readBudgetView
  }

  async execute({ userId, month }: { userId: string; month: string }): Promise<BudgetReport> {
    const report = await this.#read.execute({ userId, month: requireBudgetMonth(month) })
    if (!report) throw new NotFoundError('budget')
    return report
  }
}
