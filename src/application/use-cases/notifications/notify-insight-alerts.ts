import type { Insight } from '../../../domain/insights/insight.js'
import { insightAlertNotification } from '../../../domain/notifications/insight-alert.js'
import type { InsightNotifier } from '../../ports/insight-notifier.js'
import { storeAndPush, type NotifyUserDeps } from './notify-user.js'

/** The insights area's InsightNotifier: one notification (and push) per new alert-severity insight. */
export class NotifyInsightAlerts implements InsightNotifier {
  readonly #deps: NotifyUserDeps

  constructor({ notifications, devices, push, clock, ids, log }: NotifyUserDeps) {
    this.#deps = { notifications, devices, push, clock, ids, log }
  }

  async notifyNewAlerts(userId: string, insights: readonly Insight[]): Promise<void> {
    for (const insight of insights) {
      if (insight.severity !== 'alert') continue
      await storeAndPush(this.#deps, userId, insightAlertNotification(insight))
    }
  }
}
