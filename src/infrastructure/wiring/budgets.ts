import { asFunction } from 'awilix'
import type { BudgetAlertNotifier } from '../../application/ports/budget-alert-notifier.js'
import type { BudgetMonths } from '../../application/ports/budget-months.js'
import type { BudgetPaceSource } from '../../application/ports/budget-pace-source.js'
import type { BudgetRepository } from '../../application/ports/budget-repository.js'
import type { CategoryRepository } from '../../application/ports/category-repository.js'
import type { DeviceRepository } from '../../application/ports/device-repository.js'
import type { ForexRates } from '../../application/ports/forex-rates.js'
import type { NotificationRepository } from '../../application/ports/notification-repository.js'
import type { PushSender } from '../../application/ports/push-sender.js'
import type { SpendingListener } from '../../application/ports/spending-listener.js'
import type { UserRepository } from '../../application/ports/user-repository.js'
import { CheckBudgetAlerts } from '../../application/use-cases/budgets/check-budget-alerts.js'
import { DeleteBudget } from '../../application/use-cases/budgets/delete-budget.js'
import { FindBudgetOverPace } from '../../application/use-cases/budgets/find-budget-over-pace.js'
import { GetBudget } from '../../application/use-cases/budgets/get-budget.js'
import { ListBudgets } from '../../application/use-cases/budgets/list-budgets.js'
import { PutBudget } from '../../application/use-cases/budgets/put-budget.js'
import { ReadBudgetView } from '../../application/use-cases/budgets/read-budget-view.js'
import { NotifyBudgetAlert } from '../../application/use-cases/notifications/notify-budget-alert.js'
import type { BudgetHttpCradle } from '../../adapters/http/budgets/budget-http-cradle.js'
import { KyselyBudgetRepository } from '../../adapters/postgres/kysely-budget-repository.js'
import { CacheForgettingBudgetRepository } from '../../adapters/cache/cache-forgetting-budget-repository.js'
import { CachedBudgetMonths } from '../../adapters/cache/cached-budget-months.js'
import type { UserCaches } from '../../adapters/cache/user-caches.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** The keys the budgets area adds (docs/budgets.md). */
export interface BudgetsCradle extends BudgetHttpCradle {
  /** Its writes drop the user's cached budget months (userCaches). */
  budgets: BudgetRepository
  /** Through userCaches: whether a month has a budget, for the alerts' check after each write. */
  budgetMonths: BudgetMonths
  readBudgetView: ReadBudgetView
  budgetAlertNotifier: BudgetAlertNotifier
  /** Read by the ledger, imports and bank sync: told after transactions were written. */
  spendingListener: SpendingListener
  /** Read by the insights area: over-pace budget lines (budget_over_pace). */
  budgetPace: BudgetPaceSource
}

interface BudgetsNeeds extends Pick<FoundationCradle, 'db' | 'clock' | 'ids' | 'log' | 'unitOfWork'> {
  categories: CategoryRepository
  users: UserRepository
  forexRates: ForexRates
  notifications: NotificationRepository
  devices: DeviceRepository
  push: PushSender
  /** The categories area's per-user caches. */
  userCaches: UserCaches
}

const singleton = singletonsOf<BudgetsCradle & BudgetsNeeds>()

/** Monthly budgets per category, their alerts and their over-pace insights. */
export const budgetsArea = defineArea<BudgetsCradle, BudgetsNeeds>('budgets', () => ({
  budgets: asFunction(
    (c: BudgetsCradle & BudgetsNeeds) =>
      new CacheForgettingBudgetRepository(new KyselyBudgetRepository(c), c.userCaches),
  ).singleton(),
  budgetMonths: asFunction(
    (c: BudgetsCradle & BudgetsNeeds) => new CachedBudgetMonths(c.budgets, c.userCaches),
  ).singleton(),
  readBudgetView: singleton(ReadBudgetView),
  putBudget: singleton(PutBudget),
  getBudget: singleton(GetBudget),
  deleteBudget: singleton(DeleteBudget),
  listBudgets: singleton(ListBudgets),
  budgetAlertNotifier: singleton(NotifyBudgetAlert),
  spendingListener: singleton(CheckBudgetAlerts),
  budgetPace: singleton(FindBudgetOverPace),
}))
