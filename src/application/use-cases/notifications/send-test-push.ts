import { PushNotConfiguredError } from '../../../domain/errors.js'
import type { DeviceRepository } from '../../ports/device-repository.js'
import type { PushSender } from '../../ports/push-sender.js'
import { deliverPush, type DeliveryReport } from './deliver-push.js'

export interface SendTestPushDeps {
  readonly devices: DeviceRepository
  readonly push: PushSender
}

/** Sends a test push to every device of the caller (nothing is stored in the feed). */
export class SendTestPush {
  readonly #deps: SendTestPushDeps

  constructor({ devices, push }: SendTestPushDeps) {
    this.#deps = { devices, push }
  }

  async execute(input: { userId: string }): Promise<DeliveryReport> {
    if (!this.#deps.push.configured) throw new PushNotConfiguredError()
    return deliverPush(this.#deps, input.userId, {
      title: 'Ledgerline test notification',
      body: 'Push notifications reach this device.',
      data: { kind: 'test' },
    })
  }
}
