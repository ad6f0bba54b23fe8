import { NotFoundError } from '../../../domain/errors.js'
import type { Notification } from '../../../domain/notifications/notification.js'
import type { Clock } from '../../ports/clock.js'
import type { NotificationRepository } from '../../ports/notification-repository.js'

/** Marks one of the caller's notifications read (idempotent: the first read time stays). */
export class MarkRead {
  readonly #notifications: NotificationRepository
  readonly #clock: Clock

  constructor({
    notifications,
    clock,
  }: {
    readonly notifications: NotificationRepository
    readonly clock: Clock
  }) {
    this.#notifications = notifications
    this.#clock = clock
  }

  async execute(input: { userId: string; id: string }): Promise<Notification> {
    const notification = await this.#notifications.markRead(input.userId, input.id, this.#clock.now())
    if (!notification) throw new NotFoundError('notification')
    return notification
  }
}
