import type { ColumnType } from 'kysely'
import type { BudgetMonth } from '../../../domain/budgets/budget-month.js'
import type { CurrencyCode } from '../../../domain/money.js'

/** Written only from parsed values (the domain checked them), read back as the domain types. */
type Stored<T> = ColumnType<T, string, string>
type Timestamp = ColumnType<Date, Date | string, Date | string>

export interface BudgetsTable {
  id: string
  user_id: string
  month: Stored<BudgetMonth>
  currency: Stored<CurrencyCode>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface BudgetLinesTable {
  budget_id: string
  user_id: string
  category_id: string
  /** NUMERIC: a string both ways, exact. */
  amount: string
  rollover: boolean
}

export interface BudgetAlertsTable {
  user_id: string
  month: string
  category_id: string
  threshold: number
  created_at: Timestamp
}

export interface BudgetTables {
  budgets: BudgetsTable
  budget_lines: BudgetLinesTable
  budget_alerts: BudgetAlertsTable
}
