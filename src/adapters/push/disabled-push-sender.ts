import { PushNotConfiguredError } from '../../domain/errors.js'
import type { PushOutcome, PushSender } from '../../application/ports/push-sender.js'

/** No push credentials: notifications stay in-app; an explicit send says why nothing went out. */
export const disabledPushSender: PushSender = {
  configured: false,
  send(): Promise<PushOutcome> {
    return Promise.reject(new PushNotConfiguredError())
  },
}
