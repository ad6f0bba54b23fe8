import { randomUUID } from 'node:crypto'
import jwt from 'jsonwebtoken'

export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef'
export const TEST_SERVICE_KEY = 'test-service-key-0123456789abcdef'

export interface TokenOptions {
  readonly role?: string
  readonly audience?: string | undefined
  readonly expiresInSeconds?: number
  readonly secret?: string
  readonly extra?: Record<string, unknown>
}

/** A Supabase-style user access token signed with the test secret. */
export function userToken(sub: string = randomUUID(), options: TokenOptions = {}): string {
  const { role = 'authenticated', expiresInSeconds = 3600, secret = TEST_JWT_SECRET, extra = {} } = options
  const audience = 'audience' in options ? options.audience : 'authenticated'
  return jwt.sign({ sub, role, ...extra }, secret, {
    algorithm: 'HS256',
    expiresIn: expiresInSeconds,
    ...(audience !== undefined ? { audience } : {}),
  })
}

/** A caller: its id and ready-made Authorization header. */
export function newUser(): { id: string; token: string; auth: { authorization: string } } {
  const id = randomUUID()
  const token = userToken(id)
  return { id, token, auth: { authorization: `Bearer ${token}` } }
}
