import type { BudgetLine } from '../../../domain/budgets/budget.js'
import { MAX_BUDGET_LINES } from '../../../domain/budgets/budget.js'
import { categoryNameKey } from '../../../domain/categories/category.js'
import { ValidationError, type FieldError } from '../../../domain/errors.js'
import { decimal, type CurrencyCode, type DecimalString } from '../../../domain/money.js'
import type { BudgetRepository } from '../../ports/budget-repository.js'
import type { CategoryRepository } from '../../ports/category-repository.js'
import type { Clock } from '../../ports/clock.js'
import type { UserRepository } from '../../ports/user-repository.js'
import { requireBudgetMonth } from './budget-month-input.js'
import type { BudgetReport, ReadBudgetView } from './read-budget-view.js'

export interface PutBudgetInput {
  readonly userId: string
  /** The path's month, checked here (YYYY-MM). */
  readonly month: string
  /** Left out: the user's base currency. */
  readonly currency: CurrencyCode | undefined
  readonly lines: readonly {
    readonly category: string
    readonly amount: DecimalString
    readonly rollover: boolean
  }[]
}

export interface PutBudgetDeps {
  readonly budgets: BudgetRepository
  readonly categories: CategoryRepository
  readonly users: UserRepository
  readonly clock: Clock
  readonly readBudgetView: ReadBudgetView
}

/**
 * Sets a month's budget, replacing the one there was (a repeated PUT changes nothing). Each line
 * names one of the user's categories (422 for an unknown one or one named twice); a category and
 * its own parent cannot both have a line, since the parent already counts its children.
 */
export class PutBudget {
  readonly #deps: PutBudgetDeps
  constructor({ budgets, categories, users, clock, readBudgetView }: PutBudgetDeps) {
    this.#deps = { budgets, categories, users, clock, readBudgetView }
  }

  async execute(input: PutBudgetInput): Promise<BudgetReport> {
    const { budgets, categories, users, clock, readBudgetView } = this.#deps
    const month = requireBudgetMonth(input.month)
    if (input.lines.length > MAX_BUDGET_LINES)
      throw ValidationError.field('/categories', `at most ${MAX_BUDGET_LINES} categories`)
    const byName = new Map((await categories.list(input.userId)).map((c) => [categoryNameKey(c.name), c]))
    const errors: FieldError[] = []
    const lines: BudgetLine[] = []
    const seen = new Map<string, number>()
    input.lines.forEach((line, i) => {
      const pointer = `/categories/${i}`
      const category = byName.get(categoryNameKey(line.category))
      if (!category) return void errors.push({ pointer: `${pointer}/category`, detail: 'no such category' })
      if (seen.has(category.id))
        return void errors.push({
          pointer: `${pointer}/category`,
          detail: 'this category already has a line',
        })
      if (!decimal(line.amount).gt(0))
        return void errors.push({ pointer: `${pointer}/amount`, detail: 'the amount must be greater than 0' })
      seen.set(category.id, i)
      lines.push({ categoryId: category.id, amount: line.amount, rollover: line.rollover })
    })
    for (const category of byName.values()) {
      const child = seen.get(category.id)
      if (child !== undefined && category.parentId && seen.has(category.parentId))
        errors.push({
          pointer: `/categories/${child}/category`,
          detail: 'its parent category has a line too, and already counts it',
        })
    }
    if (errors.length > 0) throw new ValidationError(errors)
    const currency = input.currency ?? (await users.ensure(input.userId)).baseCurrency
    await budgets.put(input.userId, { month, currency, lines }, clock.now())
    return (await readBudgetView.execute({ userId: input.userId, month }))!
  }
}
