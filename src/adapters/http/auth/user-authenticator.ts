import { UnauthorizedError } from '../../../domain/errors.js'
import { isStorableText } from '../storable-text.js'
import type { JwtVerifier } from './jwt-verifier.js'
import type { TokenCache, VerifiedClaims } from './token-cache.js'

/**
 * Decides whether a bearer token is a user token: verified signature, audience and issuer
 * (JwtVerifier), then `exp` and `sub` present and `role` exactly `authenticated`, which refuses
 * Supabase's anon and service_role keys. Results are cached (TokenCache); `onFirstSight` runs once
 * per token verification (it creates the user's row).
 */
export class UserAuthenticator {
  readonly #verifier: JwtVerifier
  readonly #cache: TokenCache
  readonly #onFirstSight: (userId: string) => Promise<void>

  constructor(verifier: JwtVerifier, cache: TokenCache, onFirstSight: (userId: string) => Promise<void>) {
    this.#verifier = verifier
    this.#cache = cache
    this.#onFirstSight = onFirstSight
  }

  async authenticate(token: string): Promise<VerifiedClaims> {
    const cached = this.#cache.get(token)
    if (cached) return cached
    const payload = await this.#verifier.verify(token)
    const { sub, exp, role } = payload
    if (typeof exp !== 'number') throw new UnauthorizedError('invalid token: exp claim required')
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255)
      throw new UnauthorizedError('invalid token: sub claim required')
    // The user id is opaque (Supabase's are UUIDs; other issuers use "auth0|123" and the like), but
    // it is stored and logged: control characters and unpaired surrogates are refused.
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(sub) || !isStorableText(sub))
      throw new UnauthorizedError('invalid token: the sub claim contains control characters')
    if (role !== 'authenticated') {
      throw new UnauthorizedError(
        `invalid token: role "${String(role)}" is not a user token (role must be authenticated)`,
      )
    }
    const claims: VerifiedClaims = { sub, exp, role }
    await this.#onFirstSight(sub)
    this.#cache.set(token, claims)
    return claims
  }

  /** The user's row is gone (erased): its tokens are verified again, which makes the row. */
  forget(userId: string): void {
    this.#cache.forgetSubject(userId)
  }
}
