import type { BudgetMonth } from '../../domain/budgets/budget-month.js'

/**
 * Whether the user has a budget for a month, asked by every transaction write before its
 * alerts' check (docs/budgets.md "Alerts"): most months of most users have none, and then the
 * check has nothing to read. May be served from a cache that every budget write drops (on every
 * instance with Redis; docs/scale-out.md "Per-user caches" gives the bound).
 */
export interface BudgetMonths {
  has(userId: string, month: BudgetMonth): Promise<boolean>
}
