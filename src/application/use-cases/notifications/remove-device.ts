import { NotFoundError } from '../../../domain/errors.js'
import type { DeviceRepository } from '../../ports/device-repository.js'

/** Unregisters one of the caller's push tokens; another user's token is reported missing. */
export class RemoveDevice {
  readonly #devices: DeviceRepository

  constructor({ devices }: { readonly devices: DeviceRepository }) {
    this.#devices = devices
  }

  async execute(input: { userId: string; token: string }): Promise<void> {
    const removed = await this.#devices.remove(input.userId, input.token.trim())
    if (!removed) throw new NotFoundError('device')
  }
}
