import type { Insight } from '../insights/insight.js'
import { notificationDraft, type NotificationDraft } from './notification.js'

/** The notification of a new alert-severity insight: its title and message, and ids to open it. */
export function insightAlertNotification(insight: Insight): NotificationDraft {
  return notificationDraft('insight_alert', insight.title, insight.message, {
    insight_id: insight.id,
    insight_kind: insight.kind,
    date: insight.date,
  })
}
