import type { PushMessage } from '../../../domain/notifications/push-message.js'
import type { DeviceRepository } from '../../ports/device-repository.js'
import type { PushSender } from '../../ports/push-sender.js'

export interface DeliveryReport {
  /** How many devices the user had. */
  readonly devices: number
  readonly delivered: number
  readonly failed: number
  /** Dead tokens deleted after this send. */
  readonly removed: number
}

export interface DeliverPushDeps {
  readonly devices: DeviceRepository
  readonly push: PushSender
}

/**
 * Sends one message to every device of a user and deletes the tokens the push service reported
 * unregistered. Shared by NotifyUser and SendTestPush (a helper, not a use case).
 */
export async function deliverPush(
  { devices, push }: DeliverPushDeps,
  userId: string,
  message: PushMessage,
): Promise<DeliveryReport> {
  const tokens = (await devices.listForUser(userId)).map((d) => d.token)
  if (tokens.length === 0) return { devices: 0, delivered: 0, failed: 0, removed: 0 }
  const outcome = await push.send(tokens, message)
  const removed = outcome.unregistered.length > 0 ? await devices.removeTokens(outcome.unregistered) : 0
  return { devices: tokens.length, delivered: outcome.delivered, failed: outcome.failed, removed }
}
