import { createPublicKey, createSecretKey, type KeyObject } from 'node:crypto'
import type { Context } from 'koa'
import koaJwt from 'koa-jwt'
import jwksRsa from 'jwks-rsa'
import { LRUCache } from 'lru-cache'
import { UnauthorizedError } from '../../../domain/errors.js'

export interface JwtSettings {
  readonly jwtSecret: string | undefined
  readonly jwksUrl: string | undefined
  readonly audience: string
  readonly issuer: string | undefined
}

type Claims = Record<string, unknown>

/**
 * Verifies a bearer JWT with koa-jwt: algorithms pinned (HS256 through the shared secret,
 * RS256/ES256 through the JWKS, chosen by the token's alg so neither key can stand in for the
 * other), audience and issuer checked when asked. Returns the payload; throws UnauthorizedError.
 *
 * Keys reach jsonwebtoken as KeyObjects made once: given a string, it makes one on every
 * verification, and for the shared secret it first tries to read it as a public key, which throws,
 * so a new token cost 27-37 µs to verify instead of 8 (docs/performance.md).
 */
export class JwtVerifier {
  readonly #middleware: koaJwt.Middleware

  constructor(settings: JwtSettings, { checkAudience }: { checkAudience: boolean }) {
    const algorithms = [
      ...(settings.jwtSecret ? ['HS256'] : []),
      ...(settings.jwksUrl ? ['RS256', 'ES256'] : []),
    ]
    const jwks = settings.jwksUrl
      ? (jwksRsa.koaJwtSecret({
          jwksUri: settings.jwksUrl,
          cache: true,
          cacheMaxAge: 600_000,
          rateLimit: true,
          jwksRequestsPerMinute: 10,
        }) as koaJwt.SecretLoader)
      : undefined
    // jsonwebtoken reads a string secret as its UTF-8 bytes: the same key.
    const sharedKey = settings.jwtSecret
      ? createSecretKey(Buffer.from(settings.jwtSecret, 'utf8'))
      : undefined
    // The JWKS's keys as KeyObjects, by their PEM text; a handful at a time (rotation adds one).
    const publicKeys = new LRUCache<string, KeyObject>({ max: 32 })
    const publicKeyOf = (pem: string): KeyObject => {
      let key = publicKeys.get(pem)
      if (!key) publicKeys.set(pem, (key = createPublicKey(pem)))
      return key
    }
    const secret: koaJwt.SecretLoader = async (header: { alg?: string }, payload: unknown) => {
      if (header.alg === 'HS256' && sharedKey) return asSecret(sharedKey)
      if ((header.alg === 'RS256' || header.alg === 'ES256') && jwks) {
        const pem: unknown = await jwks(header, payload)
        return typeof pem === 'string' ? asSecret(publicKeyOf(pem)) : (pem as koaJwt.Secret)
      }
      throw new Error(`token algorithm ${String(header.alg)} is not accepted`)
    }
    this.#middleware = koaJwt({
      secret,
      algorithms,
      ...(checkAudience ? { audience: settings.audience } : {}),
      ...(settings.issuer ? { issuer: settings.issuer } : {}),
      key: 'jwtPayload',
      debug: true,
      getToken: (ctx) => (ctx.state as { bearer?: string }).bearer ?? null,
    })
  }

  async verify(token: string): Promise<Claims> {
    // koa-jwt is a middleware: run it on a minimal context holding just the token.
    const state: Record<string, unknown> = { bearer: token }
    const ctx = {
      state,
      headers: {},
      request: { headers: {} },
      throw: (status: number, message: string) => {
        throw Object.assign(new Error(message), { status })
      },
    } as unknown as Context
    try {
      await this.#middleware(ctx, async () => undefined)
    } catch (error) {
      throw new UnauthorizedError(`invalid token: ${reason(error)}`)
    }
    const payload = state.jwtPayload
    if (!payload || typeof payload !== 'object') throw new UnauthorizedError('invalid token')
    return payload as Claims
  }
}

/** koa-jwt's types predate KeyObject; it hands the secret to jsonwebtoken as it is, which takes one. */
function asSecret(key: KeyObject): koaJwt.Secret {
  return key as unknown as koaJwt.Secret
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : 'rejected'
  // Keep jsonwebtoken's wording, which names the failed check (expired, audience, signature...).
  return message.replace(/^Authentication Error$/, 'rejected').slice(0, 200)
}
