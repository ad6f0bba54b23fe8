import type { Device, DevicePlatform } from '../../domain/notifications/device.js'

/** The push tokens of users' devices. */
export interface DeviceRepository {
  /** Registers `token` for `userId`; a token already held by another user moves to this one. */
  register(userId: string, token: string, platform: DevicePlatform, now: Date): Promise<Device>
  /** False when the token is not this user's (another user's token behaves like a missing one). */
  remove(userId: string, token: string): Promise<boolean>
  /** The user's devices, oldest registration first. */
  listForUser(userId: string): Promise<Device[]>
  /** Deletes tokens the push service reported dead, whoever holds them; returns how many went. */
  removeTokens(tokens: readonly string[]): Promise<number>
}
