import { ValidationError } from '../errors.js'

export const DEVICE_PLATFORMS = ['ios', 'android', 'web'] as const
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number]

/** A push token of one device. A token belongs to one user: the latest to register it. */
export interface Device {
  readonly token: string
  readonly userId: string
  readonly platform: DevicePlatform
  readonly createdAt: Date
  readonly updatedAt: Date
}

// FCM registration tokens are about 150-250 characters of [A-Za-z0-9_:-]; allow headroom, refuse junk.
const TOKEN_SHAPE = /^[A-Za-z0-9_:\-.]{20,4096}$/

/** The only way to obtain a push token: trims and checks its shape. */
export function parsePushToken(raw: string, pointer = '/token'): string {
  const token = raw.trim()
  if (!TOKEN_SHAPE.test(token)) {
    throw ValidationError.field(
      pointer,
      'must be an FCM registration token (20-4096 characters of letters, digits, _ : - .)',
    )
  }
  return token
}

export function parsePlatform(raw: string): DevicePlatform {
  const platform = raw.trim().toLowerCase()
  if (!(DEVICE_PLATFORMS as readonly string[]).includes(platform)) {
    throw ValidationError.field('/platform', `must be one of ${DEVICE_PLATFORMS.join(', ')}`)
  }
  return platform as DevicePlatform
}
