import type { Notification, NotificationDraft } from '../../domain/notifications/notification.js'
import type { Page, PageRequest } from './owned-repository.js'

/** The in-app feed. Every method names the owner: another user's notification behaves as missing. */
export interface NotificationRepository {
  insert(userId: string, id: string, draft: NotificationDraft, now: Date): Promise<Notification>
  /** Newest first (created_at, then id), keyset-paginated like the ledger lists. */
  list(userId: string, page: PageRequest): Promise<Page<Notification>>
  /** Sets read_at once (a second call keeps the first time); undefined when missing or not the user's. */
  markRead(userId: string, id: string, now: Date): Promise<Notification | undefined>
}
