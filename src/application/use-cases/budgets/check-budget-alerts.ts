import { parseBudgetMonth } from '../../../domain/budgets/budget-month.js'
import { reachedThresholds } from '../../../domain/budgets/budget-pace.js'
import type { BudgetAlertNotifier } from '../../ports/budget-alert-notifier.js'
import type { BudgetMonths } from '../../ports/budget-months.js'
import type { BudgetRepository } from '../../ports/budget-repository.js'
import type { Clock } from '../../ports/clock.js'
import type { Log } from '../../ports/log.js'
import type { SpendingListener } from '../../ports/spending-listener.js'
import type { UnitOfWork } from '../../ports/unit-of-work.js'
import type { ReadBudgetView } from './read-budget-view.js'

export interface CheckBudgetAlertsDeps {
  readonly budgets: BudgetRepository
  readonly budgetMonths: BudgetMonths
  readonly readBudgetView: ReadBudgetView
  readonly budgetAlertNotifier: BudgetAlertNotifier
  readonly unitOfWork: UnitOfWork
  readonly clock: Clock
  readonly log: Log
}

/**
 * The budgets' SpendingListener (docs/budgets.md "Alerts"): after transactions of some months
 * were written, each of those months' budget lines that reached 80 % or 100 % of what is
 * available is recorded once (BudgetRepository.recordAlert) and only the call that recorded it
 * notifies. Runs after the writer's unit of work commits, so that of concurrent writers the last
 * to commit sees every write and none is missed. Never throws: failures are logged.
 */
export class CheckBudgetAlerts implements SpendingListener {
  readonly #deps: CheckBudgetAlertsDeps
  constructor({
    budgets,
    budgetMonths,
    readBudgetView,
    budgetAlertNotifier,
    unitOfWork,
    clock,
    log,
  }: CheckBudgetAlertsDeps) {
    this.#deps = { budgets, budgetMonths, readBudgetView, budgetAlertNotifier, unitOfWork, clock, log }
  }

  async spent(userId: string, months: readonly string[]): Promise<void> {
    await this.#deps.unitOfWork.afterCommit(() => this.#check(userId, months))
  }

  async #check(userId: string, months: readonly string[]): Promise<void> {
    const { budgets, budgetMonths, readBudgetView, budgetAlertNotifier, clock, log } = this.#deps
    for (const raw of new Set(months)) {
      const month = parseBudgetMonth(raw)
      if (!month) continue
      try {
        if (!(await budgetMonths.has(userId, month))) continue
        const report = await readBudgetView.execute({ userId, month })
        if (!report) continue
        for (const line of report.lines) {
          const available = line.budgeted.plus(line.carriedOver)
          for (const threshold of reachedThresholds(line.spent, available)) {
            if (!(await budgets.recordAlert(userId, month, line.categoryId, threshold, clock.now()))) continue
            await budgetAlertNotifier.thresholdReached(userId, {
              month,
              categoryId: line.categoryId,
              category: line.category,
              threshold,
              currency: report.budget.currency,
              spent: line.spent.toFixed(2),
              available: available.toFixed(2),
            })
          }
        }
      } catch (error) {
        log.warn({ err: error, userId, month }, 'could not check the budget alerts')
      }
    }
  }
}
