import { randomUUID } from 'node:crypto'
import jwt from 'jsonwebtoken'
import type { Config } from './config/config.js'

export interface DevTokenRequest {
  /** The user's id (`sub`); a fresh UUID when absent. */
  readonly user?: string | undefined
  /** The administrator's bearer instead of a user token. */
  readonly admin?: boolean
  readonly expiresInSeconds?: number
}

/**
 * A token for trying the API on a development machine: a user token as Supabase would issue it
 * (HS256 with JWT_SECRET, role authenticated, the configured audience and issuer), or the
 * administrator's bearer (the service key). Never in production, where tokens come from the
 * identity provider.
 */
export function developmentToken(config: Config, request: DevTokenRequest = {}): string {
  if (config.nodeEnv === 'production') {
    throw new Error(
      'refusing to mint a token with NODE_ENV=production: tokens come from your identity provider',
    )
  }
  if (request.admin) return config.serviceKey
  const secret = config.auth.jwtSecret
  if (!secret) throw new Error('JWT_SECRET is not set: only an HS256 secret can sign development tokens')
  return jwt.sign({ sub: request.user ?? randomUUID(), role: 'authenticated' }, secret, {
    algorithm: 'HS256',
    audience: config.auth.audience,
    expiresIn: request.expiresInSeconds ?? 24 * 3600,
    ...(config.auth.issuer ? { issuer: config.auth.issuer } : {}),
  })
}
