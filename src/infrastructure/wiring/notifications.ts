import { asFunction, type AwilixContainer } from 'awilix'
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
import type { NotificationHttpCradle } from '../../adapters/http/notifications/notification-http-cradle.js'
import { KyselyDeviceRepository } from '../../adapters/postgres/kysely-device-repository.js'
import { KyselyNotificationRepository } from '../../adapters/postgres/kysely-notification-repository.js'
import { disabledPushSender } from '../../adapters/push/disabled-push-sender.js'
import { FirebasePushSender } from '../../adapters/push/firebase-push-sender.js'
import { PushHealth } from '../../adapters/push/push-health.js'
import { readServiceAccount } from '../../adapters/push/service-account.js'
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'

/** The keys this area adds to the container. */
export interface NotificationsCradle extends NotificationHttpCradle {
  devices: DeviceRepository
  notifications: NotificationRepository
  push: PushSender
  notifyUser: NotifyUser
  /** Declared by the insights area too; this area registers the real one. */
  insightNotifier: InsightNotifier
}

/**
 * Devices, the in-app feed and push. With GOOGLE_APPLICATION_CREDENTIALS the key file is read
 * here, while the container is built, so a missing or invalid file stops the start at once.
 */
export function registerNotifications(container: AwilixContainer<Cradle>, config: Config): void {
  const path = config.push.credentialsPath
  const serviceAccount = path ? readServiceAccount(path) : undefined
  container.register({
    devices: asFunction((c: Cradle) => new KyselyDeviceRepository(c)).singleton(),
    notifications: asFunction((c: Cradle) => new KyselyNotificationRepository(c)).singleton(),
    push: serviceAccount
      ? asFunction((): PushSender => FirebasePushSender.create({ serviceAccount }))
          .singleton()
          .disposer((push) => (push instanceof FirebasePushSender ? push.close() : undefined))
      : asFunction((): PushSender => disabledPushSender).singleton(),
    pushHealth: asFunction((c: Cradle): ComponentHealth => new PushHealth(c)).singleton(),
    notifyUser: asFunction((c: Cradle) => new NotifyUser(c)).singleton(),
    // Replaces the insights area's silent default: alert insights become notifications and pushes.
    insightNotifier: asFunction((c: Cradle) => new NotifyInsightAlerts(c)).singleton(),
    registerDevice: asFunction((c: Cradle) => new RegisterDevice(c)).singleton(),
    removeDevice: asFunction((c: Cradle) => new RemoveDevice(c)).singleton(),
    listNotifications: asFunction((c: Cradle) => new ListNotifications(c)).singleton(),
    markRead: asFunction((c: Cradle) => new MarkRead(c)).singleton(),
    sendTestPush: asFunction((c: Cradle) => new SendTestPush(c)).singleton(),
  })
}
