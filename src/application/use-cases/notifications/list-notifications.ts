import type { Notification } from '../../../domain/notifications/notification.js'
import type { NotificationRepository } from '../../ports/notification-repository.js'
import type { Page, PagePosition } from '../../ports/owned-repository.js'

/** The caller's in-app feed, newest first, one keyset page at a time. */
export class ListNotifications {
  readonly #notifications: NotificationRepository

  constructor({ notifications }: { readonly notifications: NotificationRepository }) {
    this.#notifications = notifications
  }

  async execute(input: {
    userId: string
    limit: number
    after: PagePosition | undefined
  }): Promise<Page<Notification>> {
    return this.#notifications.list(input.userId, { limit: input.limit, after: input.after })
  }
}
