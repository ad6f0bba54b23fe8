import type { Notification, NotificationDraft } from '../../../domain/notifications/notification.js'
import { pushMessageFor } from '../../../domain/notifications/push-message.js'
import type { Clock } from '../../ports/clock.js'
import type { DeviceRepository } from '../../ports/device-repository.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { Log } from '../../ports/log.js'
import type { NotificationRepository } from '../../ports/notification-repository.js'
import type { PushSender } from '../../ports/push-sender.js'
import { deliverPush, type DeliveryReport } from './deliver-push.js'

export interface NotifyUserDeps {
  readonly notifications: NotificationRepository
  readonly devices: DeviceRepository
  readonly push: PushSender
  readonly clock: Clock
  readonly ids: IdGenerator
  readonly log: Log
}

export interface NotifyUserResult {
  readonly notification: Notification
  /** undefined when push is not configured or failed (the notification is in-app only). */
  readonly push: DeliveryReport | undefined
}

/**
 * Stores an in-app notification and pushes a copy to the user's devices. The stored notification
 * is the record: a push failure is logged and never undoes it or fails the caller.
 */
export async function storeAndPush(
  deps: NotifyUserDeps,
  userId: string,
  draft: NotificationDraft,
): Promise<NotifyUserResult> {
  const { notifications, push, clock, ids, log } = deps
  const notification = await notifications.insert(userId, ids.newId(), draft, clock.now())
  if (!push.configured) return { notification, push: undefined }
  try {
    return { notification, push: await deliverPush(deps, userId, pushMessageFor(notification)) }
  } catch (error) {
    log.warn(
      { err: error, userId, notificationId: notification.id },
      'push delivery failed; notification kept in-app',
    )
    return { notification, push: undefined }
  }
}

/** Tells a user something: an in-app notification plus a push (newsletter ready, jobs, tests). */
export class NotifyUser {
  readonly #deps: NotifyUserDeps

  constructor({ notifications, devices, push, clock, ids, log }: NotifyUserDeps) {
    this.#deps = { notifications, devices, push, clock, ids, log }
  }

  execute(input: { userId: string; draft: NotificationDraft }): Promise<NotifyUserResult> {
    return storeAndPush(this.#deps, input.userId, input.draft)
  }
}
