import type { BudgetAlert } from '../budgets/budget-alert.js'
import { notificationDraft, type NotificationDraft } from './notification.js'

/** The notification of a budget line reaching 80 % or 100 %: what was spent of what, and ids to open it. */
export function budgetAlertNotification(alert: BudgetAlert): NotificationDraft {
  const title =
    alert.threshold >= 100
      ? `You have spent your ${alert.category} budget`
      : `${alert.threshold}% of your ${alert.category} budget is spent`
  const body = `${alert.spent} ${alert.currency} of ${alert.available} ${alert.currency} spent on ${alert.category} in ${alert.month}.`
  return notificationDraft('budget_alert', title, body, {
    month: alert.month,
    category_id: alert.categoryId,
    category: alert.category,
    threshold: String(alert.threshold),
  })
}
