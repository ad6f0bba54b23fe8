import { monthOf } from '../../../domain/budgets/budget-month.js'
import { budgetOverPace } from '../../../domain/insights/budget-over-pace.js'
import type { InsightFinding } from '../../../domain/insights/insight.js'
import type { BudgetPaceSource } from '../../ports/budget-pace-source.js'
import type { ReadBudgetView } from './read-budget-view.js'

/** The budgets' BudgetPaceSource: this month's lines that are over pace, as insight findings. */
export class FindBudgetOverPace implements BudgetPaceSource {
  readonly #read: ReadBudgetView
  constructor({ readBudgetView }: { readBudgetView: ReadBudgetView }) {
    this.#read = readBudgetView
  }

  async overPace(userId: string, now: Date): Promise<InsightFinding[]> {
    const month = monthOf(now)
    const report = await this.#read.execute({ userId, month })
    if (!report) return []
    return report.lines
      .filter((line) => line.pace === 'over_pace')
      .map((line) => budgetOverPace(month, report.budget.currency, report.elapsed, line))
  }
}
