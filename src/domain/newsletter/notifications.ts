import { notificationDraft, type NotificationDraft } from '../notifications/notification.js'
import type { Newsletter } from './newsletter.js'

/** The in-app notification (and push) that a newsletter is ready. */
export function newsletterReadyNotification(newsletter: Newsletter): NotificationDraft {
  return notificationDraft('newsletter_ready', newsletter.title, newsletter.summary, {
    newsletter_id: newsletter.id,
    date: newsletter.date,
  })
}
