import type { ListNotifications } from '../../../application/use-cases/notifications/list-notifications.js'
import type { MarkRead } from '../../../application/use-cases/notifications/mark-read.js'
import type { RegisterDevice } from '../../../application/use-cases/notifications/register-device.js'
import type { RemoveDevice } from '../../../application/use-cases/notifications/remove-device.js'
import type { SendTestPush } from '../../../application/use-cases/notifications/send-test-push.js'
import type { CursorCodec } from '../cursor-codec.js'

/** What the notification routes need. */
export interface NotificationHttpCradle {
  registerDevice: RegisterDevice
  removeDevice: RemoveDevice
  listNotifications: ListNotifications
  markRead: MarkRead
  sendTestPush: SendTestPush
  cursorCodec: CursorCodec
}
