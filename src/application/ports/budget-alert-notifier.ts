import type { BudgetAlert } from '../../domain/budgets/budget-alert.js'

/**
 * Tells the user that a budget line reached an alert threshold: one in-app notification, and a
 * push when push is configured. Called once per line, month and threshold (BudgetRepository.recordAlert).
 */
export interface BudgetAlertNotifier {
  thresholdReached(userId: string, alert: BudgetAlert): Promise<void>
}
