import type { DeleteBudget } from '../../../application/use-cases/budgets/delete-budget.js'
import type { GetBudget } from '../../../application/use-cases/budgets/get-budget.js'
import type { ListBudgets } from '../../../application/use-cases/budgets/list-budgets.js'
import type { PutBudget } from '../../../application/use-cases/budgets/put-budget.js'

/** What the budget routes need. */
export interface BudgetHttpCradle {
  putBudget: PutBudget
  getBudget: GetBudget
  deleteBudget: DeleteBudget
  listBudgets: ListBudgets
}
