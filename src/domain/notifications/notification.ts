/** What a notification is about; the client uses it to pick an icon and a screen. */
export const NOTIFICATION_KINDS = [
  'insight_alert',
  'newsletter_ready',
  'bank_connection',
  'budget_alert',
  'test',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** An in-app notification of one user; push is only a copy of it sent to the user's devices. */
export interface Notification {
  readonly id: string
  readonly userId: string
  readonly kind: NotificationKind
  readonly title: string
  readonly body: string
  /** Small flat payload for the client (ids, dates); strings only so it travels in an FCM data message. */
  readonly data: Readonly<Record<string, string>>
  readonly readAt: Date | null
  readonly createdAt: Date
}

export interface NotificationDraft {
  readonly kind: NotificationKind
  readonly title: string
  readonly body: string
  readonly data: Readonly<Record<string, string>>
}

// FCM limits a whole message to 4 KB; keep titles and bodies well inside it.
const MAX_TITLE = 120
const MAX_BODY = 1000

function clip(text: string, max: number): string {
  const trimmed = text.trim()
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`
}

/** Normalises a draft: trimmed, clipped title and body, data values as strings. */
export function notificationDraft(
  kind: NotificationKind,
  title: string,
  body: string,
  data: Record<string, unknown> = {},
): NotificationDraft {
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue
    flat[key] = typeof value === 'string' ? value : JSON.stringify(value)
  }
  return { kind, title: clip(title, MAX_TITLE) || kind, body: clip(body, MAX_BODY), data: flat }
}
