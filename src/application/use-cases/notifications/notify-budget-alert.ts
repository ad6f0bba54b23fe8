import type { BudgetAlert } from '../../../domain/budgets/budget-alert.js'
import { budgetAlertNotification } from '../../../domain/notifications/budget-alert.js'
import type { BudgetAlertNotifier } from '../../ports/budget-alert-notifier.js'
import { storeAndPush, type NotifyUserDeps } from './notify-user.js'

/** A budget line that reached 80 % or 100 %: in the feed, and pushed when push is configured. */
export class NotifyBudgetAlert implements BudgetAlertNotifier {
  readonly #deps: NotifyUserDeps
  constructor({ notifications, devices, push, clock, ids, log }: NotifyUserDeps) {
    this.#deps = { notifications, devices, push, clock, ids, log }
  }

  async thresholdReached(userId: string, alert: BudgetAlert): Promise<void> {
    await storeAndPush(this.#deps, userId, budgetAlertNotification(alert))
  }
}
