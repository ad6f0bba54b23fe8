import { parsePlatform, parsePushToken, type Device } from '../../../domain/notifications/device.js'
import type { Clock } from '../../ports/clock.js'
import type { DeviceRepository } from '../../ports/device-repository.js'

export interface RegisterDeviceDeps {
  readonly devices: DeviceRepository
  readonly clock: Clock
}

/** Registers a push token for the caller; registering a token again refreshes it (or moves it here). */
export class RegisterDevice {
  readonly #devices: DeviceRepository
  readonly #clock: Clock

  constructor({ devices, clock }: RegisterDeviceDeps) {
    this.#devices = devices
    this.#clock = clock
  }

  async execute(input: { userId: string; token: string; platform: string }): Promise<Device> {
    const token = parsePushToken(input.token)
    const platform = parsePlatform(input.platform)
    return this.#devices.register(input.userId, token, platform, this.#clock.now())
  }
}
