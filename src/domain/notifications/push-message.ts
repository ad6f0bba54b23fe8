import type { Notification } from './notification.js'

/** What goes to a device: a visible title and body plus a data payload the app reads on tap. */
export interface PushMessage {
  readonly title: string
  readonly body: string
  readonly data: Readonly<Record<string, string>>
}

/** The push copy of a stored notification: its id and kind travel in the data so a tap opens it. */
export function pushMessageFor(notification: Notification): PushMessage {
  return {
    title: notification.title,
    body: notification.body,
    data: { ...notification.data, notification_id: notification.id, kind: notification.kind },
  }
}
