import type { Context } from 'koa'
import koaJwt from 'koa-jwt'
import jwksRsa from 'jwks-rsa'
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
    const secret: koaJwt.SecretLoader = async (header: { alg?: string }, payload: unknown) => {
      if (header.alg === 'HS256' && settings.jwtSecret) return settings.jwtSecret
      if ((header.alg === 'RS256' || header.alg === 'ES256') && jwks) return jwks(header, payload)
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

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : 'rejected'
  // Keep jsonwebtoken's wording, which names the failed check (expired, audience, signature...).
  return message.replace(/^Authentication Error$/, 'rejected').slice(0, 200)
}
