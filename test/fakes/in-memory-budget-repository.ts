import type { Budget, BudgetDraft } from '../../src/domain/budgets/budget.js'
import type { BudgetMonth } from '../../src/domain/budgets/budget-month.js'
import type { BudgetAlertThreshold } from '../../src/domain/budgets/budget-pace.js'
import type { BudgetRepository, CategorySpending } from '../../src/application/ports/budget-repository.js'

/**
 * The BudgetRepository contract (test/contracts) in memory. Spending is what the test puts in
 * `spendingRows` (the Postgres adapter sums transactions; test/http/budgets.test.ts holds that).
 */
export class InMemoryBudgetRepository implements BudgetRepository {
  readonly #budgets = new Map<string, Budget>()
  readonly #alerts = new Set<string>()
  readonly spendingRows: (CategorySpending & { readonly userId: string })[] = []

  async put(userId: string, draft: BudgetDraft, now: Date): Promise<Budget> {
    const key = `${userId}|${draft.month}`
    const before = this.#budgets.get(key)
    const budget: Budget = {
      ...draft,
      lines: [...draft.lines].sort((a, b) => a.categoryId.localeCompare(b.categoryId)),
      userId,
      createdAt: before?.createdAt ?? now,
      updatedAt: now,
    }
    this.#budgets.set(key, budget)
    return budget
  }

  async get(userId: string, month: BudgetMonth): Promise<Budget | undefined> {
    return this.#budgets.get(`${userId}|${month}`)
  }

  async listBetween(userId: string, from: BudgetMonth, to: BudgetMonth): Promise<Budget[]> {
    return [...this.#budgets.values()]
      .filter((b) => b.userId === userId && b.month >= from && b.month <= to)
      .sort((a, b) => a.month.localeCompare(b.month))
  }

  async months(userId: string) {
    return [...this.#budgets.values()]
      .filter((b) => b.userId === userId)
      .sort((a, b) => b.month.localeCompare(a.month))
      .map((b) => ({ month: b.month, currency: b.currency, lines: b.lines.length }))
  }

  async delete(userId: string, month: BudgetMonth): Promise<boolean> {
    return this.#budgets.delete(`${userId}|${month}`)
  }

  async spending(userId: string, from: BudgetMonth, to: BudgetMonth): Promise<CategorySpending[]> {
    return this.spendingRows
      .filter((r) => r.userId === userId && r.month >= from && r.month <= to)
      .map(({ month, categoryId, currency, net }) => ({ month, categoryId, currency, net }))
  }

  async recordAlert(
    userId: string,
    month: BudgetMonth,
    categoryId: string,
    threshold: BudgetAlertThreshold,
  ): Promise<boolean> {
    const key = `${userId}|${month}|${categoryId}|${threshold}`
    if (this.#alerts.has(key)) return false
    this.#alerts.add(key)
    return true
  }
}
