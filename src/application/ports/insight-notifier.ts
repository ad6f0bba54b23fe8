import type { Insight } from '../../domain/insights/insight.js'

/**
 * Tells the user about new alert-severity insights (in-app notification, push). Called once per
 * insight, right after it was first stored; a failure is logged and does not undo the insight.
 */
export interface InsightNotifier {
  notifyNewAlerts(userId: string, insights: readonly Insight[]): Promise<void>
}
