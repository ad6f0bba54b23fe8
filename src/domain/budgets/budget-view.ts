import { Decimal } from '../money.js'
import type { Budget } from './budget.js'
import { shiftMonth, elapsedShare, type BudgetMonth } from './budget-month.js'
import { budgetPace, type BudgetPace } from './budget-pace.js'
import { carriedOver, type RolloverMonth } from './rollover.js'

/** A line as the user reads it; amounts in the budget's currency. */
export interface BudgetViewLine {
  readonly categoryId: string
  readonly category: string
  readonly budgeted: Decimal
  readonly carriedOver: Decimal
  /** Expenses minus refunds of the month in the category and its children. */
  readonly spent: Decimal
  /** budgeted + carried over - spent; negative when overspent. */
  readonly remaining: Decimal
  readonly pace: BudgetPace
}

export interface BudgetTotals {
  readonly budgeted: Decimal
  readonly carriedOver: Decimal
  readonly spent: Decimal
  readonly remaining: Decimal
}

export interface BudgetViewInput {
  readonly budget: Budget
  /** The user's budgets of the months before (any order; gaps allowed), for rollover. */
  readonly earlier: readonly Budget[]
  /** Spent in the budget's currency per month and line category (children included). */
  readonly spent: (month: BudgetMonth, categoryId: string) => Decimal
  readonly categoryName: (categoryId: string) => string
  /** How many months back rollover looks (ROLLOVER_LOOKBACK_MONTHS). */
  readonly lookback: number
  readonly now: Date
}

const ZERO = new Decimal(0)

/** A month's budget against what was spent: each line with its carried remainder and pace, and the totals. */
export function budgetView(input: BudgetViewInput): { lines: BudgetViewLine[]; totals: BudgetTotals } {
  const { budget, spent, lookback } = input
  const byMonth = new Map(input.earlier.map((b) => [b.month, b]))
  const elapsed = elapsedShare(budget.month, input.now)
  const lines = budget.lines.map((line): BudgetViewLine => {
    const history: RolloverMonth[] = []
    for (let back = lookback; back >= 1; back--) {
      const month = shiftMonth(budget.month, -back)
      const earlierLine = byMonth.get(month)?.lines.find((l) => l.categoryId === line.categoryId)
      history.push({
        line: earlierLine && { budgeted: new Decimal(earlierLine.amount), rollover: earlierLine.rollover },
        spent: earlierLine?.rollover ? spent(month, line.categoryId) : ZERO,
      })
    }
    const budgeted = new Decimal(line.amount)
    const carried = carriedOver(history)
    const lineSpent = spent(budget.month, line.categoryId)
    const available = budgeted.plus(carried)
    return {
      categoryId: line.categoryId,
      category: input.categoryName(line.categoryId),
      budgeted,
      carriedOver: carried,
      spent: lineSpent,
      remaining: available.minus(lineSpent),
      pace: budgetPace(lineSpent, available, elapsed),
    }
  })
  const sum = (pick: (l: BudgetViewLine) => Decimal) => lines.reduce((s, l) => s.plus(pick(l)), ZERO)
  return {
    lines,
    totals: {
      budgeted: sum((l) => l.budgeted),
      carriedOver: sum((l) => l.carriedOver),
      spent: sum((l) => l.spent),
      remaining: sum((l) => l.remaining),
    },
  }
}
