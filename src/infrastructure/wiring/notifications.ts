import { asFunction } from 'awilix'
import type { ComponentHealth } from '../../application/ports/component-health.js'
import type { DeviceRepository } from '../../application/ports/device-repository.js'
import type { InsightNotifier } from '../../application/ports/insight-notifier.js'
import type { NotificationRepository } from '../../application/ports/notification-repository.js'
import type { PushSender } from '../../application/ports/push-sender.js'
import { ListNotifications } from '../../application/use-cases/notifications/list-notifications.js'
import { MarkRead } from '../../application/use-cases/notifications/mark-read.js'
import { NotifyInsightAlerts } from '../../application/use-cases/notifications/notify-insight-alerts.js'
import { NotifyUser } from '../../application/use-cases/notifications/notify-user.js'
import { RegisterDevice } from '../../application/use-cases/notifications/register-device.js'
import { RemoveDevice } from '../../application/use-cases/notifications/remove-device.js'
import { SendTestPush } from '../../application/use-cases/notifications/send-test-push.js'
import { KyselyDeviceRepository } from '../../adapters/postgres/kysely-device-repository.js'
import { KyselyNotificationRepository } from '../../adapters/postgres/kysely-notification-repository.js'
import { disabledPushSender } from '../../adapters/push/disabled-push-sender.js'
import { FirebasePushSender } from '../../adapters/push/firebase-push-sender.js'
import { PushHealth } from '../../adapters/push/push-health.js'
import { readServiceAccount } from '../../adapters/push/service-account.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface NotificationsCradle {
  devices: DeviceRepository
  notifications: NotificationRepository
  push: PushSender
  pushHealth: ComponentHealth
  notifyUser: NotifyUser
  /** Read by the insights area: alert insights become notifications and pushes. */
  insightNotifier: InsightNotifier
  registerDevice: RegisterDevice
  removeDevice: RemoveDevice
  listNotifications: ListNotifications
  markRead: MarkRead
  sendTestPush: SendTestPush
}

type NotificationsNeeds = Pick<FoundationCradle, 'db' | 'clock' | 'ids' | 'log'>

type Reads = NotificationsCradle & NotificationsNeeds
const singleton = singletonsOf<Reads>()

/**
 * Devices, the in-app feed and push. With GOOGLE_APPLICATION_CREDENTIALS the key file is read
 * here, while the container is built, so a missing or invalid file stops the start at once.
 */
export const notificationsArea = defineArea<NotificationsCradle, NotificationsNeeds>(
  'notifications',
  ({ config }) => {
    const path = config.push.credentialsPath
    const serviceAccount = path ? readServiceAccount(path) : undefined
    return {
      devices: singleton(KyselyDeviceRepository),
      notifications: singleton(KyselyNotificationRepository),
      push: serviceAccount
        ? asFunction((): PushSender => FirebasePushSender.create({ serviceAccount }))
            .singleton()
            .disposer((push) => (push instanceof FirebasePushSender ? push.close() : undefined))
        : asFunction((): PushSender => disabledPushSender).singleton(),
      pushHealth: singleton(PushHealth),
      notifyUser: singleton(NotifyUser),
      insightNotifier: singleton(NotifyInsightAlerts),
      registerDevice: singleton(RegisterDevice),
      removeDevice: singleton(RemoveDevice),
      listNotifications: singleton(ListNotifications),
      markRead: singleton(MarkRead),
      sendTestPush: singleton(SendTestPush),
    }
  },
)
