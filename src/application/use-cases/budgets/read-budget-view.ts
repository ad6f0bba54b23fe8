import type { Budget } from '../../../domain/budgets/budget.js'
import { shiftMonth, elapsedShare, type BudgetMonth } from '../../../domain/budgets/budget-month.js'
import { budgetView, type BudgetTotals, type BudgetViewLine } from '../../../domain/budgets/budget-view.js'
import { ROLLOVER_LOOKBACK_MONTHS } from '../../../domain/budgets/rollover.js'
import type { Category } from '../../../domain/categories/category.js'
import { UpstreamUnavailableError } from '../../../domain/errors.js'
import { pairKey, type ForexPair, type ForexRate } from '../../../domain/market/market-data.js'
import { Decimal } from '../../../domain/money.js'
import type { BudgetRepository, CategorySpending } from '../../ports/budget-repository.js'
import type { CategoryRepository } from '../../ports/category-repository.js'
import type { Clock } from '../../ports/clock.js'
import type { ForexRates } from '../../ports/forex-rates.js'

export interface ReadBudgetViewDeps {
  readonly budgets: BudgetRepository
  readonly categories: CategoryRepository
  readonly forexRates: ForexRates
  readonly clock: Clock
}

/** A month's budget as GET /budgets/{month} shows it. */
export interface BudgetReport {
  readonly budget: Budget
  readonly lines: readonly BudgetViewLine[]
  readonly totals: BudgetTotals
  /** The exchange rates that converted spending in other currencies, one per currency. */
  readonly rates: readonly ForexRate[]
  /** The share of the month gone by at the time of reading (0-1). */
  readonly elapsed: number
}

/**
 * Reads a month's budget against what was spent (docs/budgets.md): spending summed in the
 * database per month, category and currency, converted with today's forex rates, rolled up
 * from children into parents, with rollover from up to ROLLOVER_LOOKBACK_MONTHS earlier months.
 * undefined when the month has no budget.
 */
export class ReadBudgetView {
  readonly #deps: ReadBudgetViewDeps
  constructor({ budgets, categories, forexRates, clock }: ReadBudgetViewDeps) {
    this.#deps = { budgets, categories, forexRates, clock }
  }

  async execute({
    userId,
    month,
  }: {
    userId: string
    month: BudgetMonth
  }): Promise<BudgetReport | undefined> {
    const { budgets, categories, clock } = this.#deps
    const budget = await budgets.get(userId, month)
    if (!budget) return undefined
    const earlier = await budgets.listBetween(
      userId,
      shiftMonth(month, -ROLLOVER_LOOKBACK_MONTHS),
      shiftMonth(month, -1),
    )
    const [all, rows] = await Promise.all([
      categories.list(userId),
      budgets.spending(userId, chainStart(budget, earlier), month),
    ])
    const rates = await this.#rates(rows, budget.currency)
    const spent = rolledUp(rows, all, (row) => {
      const rate = row.currency === budget.currency ? 1 : rates.get(row.currency)!.rate
      return new Decimal(row.net).times(rate)
    })
    const names = new Map(all.map((c) => [c.id, c.name]))
    const now = clock.now()
    const view = budgetView({
      budget,
      earlier,
      spent: (m, categoryId) => spent.get(`${m}|${categoryId}`) ?? new Decimal(0),
      categoryName: (id) => names.get(id) ?? id,
      lookback: ROLLOVER_LOOKBACK_MONTHS,
      now,
    })
    return { budget, ...view, rates: [...rates.values()], elapsed: elapsedShare(month, now) }
  }

  /** One rate per foreign currency, keyed by that currency; a missing rate makes the view unavailable. */
  async #rates(rows: readonly CategorySpending[], to: string): Promise<Map<string, ForexRate>> {
    const pairs = new Map<string, ForexPair>()
    for (const row of rows)
      if (row.currency !== to) pairs.set(row.currency, { base: row.currency, quote: to })
    if (pairs.size === 0) return new Map()
    const known = await this.#deps.forexRates.rates([...pairs.values()])
    const rates = new Map<string, ForexRate>()
    for (const [currency, pair] of pairs) {
      const rate = known.get(pairKey(pair))
      if (!rate) throw new UpstreamUnavailableError('forex rates', `no rate for ${pairKey(pair)}`)
      rates.set(currency, rate)
    }
    return rates
  }
}

/**
 * The earliest month whose spending the view needs: the month itself, or, when a line's rollover
 * chain reaches back, the oldest month of the longest unbroken chain.
 */
function chainStart(budget: Budget, earlier: readonly Budget[]): BudgetMonth {
  const byMonth = new Map(earlier.map((b) => [b.month, b]))
  let start = budget.month
  for (const line of budget.lines) {
    let month = shiftMonth(budget.month, -1)
    while (byMonth.get(month)?.lines.some((l) => l.categoryId === line.categoryId && l.rollover)) {
      if (month < start) start = month
      month = shiftMonth(month, -1)
    }
  }
  return start
}

/** Spending per "month|category" in the budget's currency; a child's spending also counts in its parent. */
function rolledUp(
  rows: readonly CategorySpending[],
  categories: readonly Category[],
  convert: (row: CategorySpending) => Decimal,
): Map<string, Decimal> {
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]))
  const sums = new Map<string, Decimal>()
  const add = (key: string, amount: Decimal) => sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(amount))
  for (const row of rows) {
    const amount = convert(row)
    add(`${row.month}|${row.categoryId}`, amount)
    const parent = parentOf.get(row.categoryId)
    if (parent) add(`${row.month}|${parent}`, amount)
  }
  return sums
}
