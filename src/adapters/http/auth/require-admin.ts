import { createHash, timingSafeEqual } from 'node:crypto'
import type { Middleware } from 'koa'
import { ForbiddenError, UnauthorizedError } from '../../../domain/errors.js'
import type { AppState } from '../app-state.js'
import { bearerToken } from './bearer.js'
import type { JwtVerifier } from './jwt-verifier.js'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Route middleware for administrative operations (POST /rag/ingest): the bearer is either
 * DATABASE_SERVICE_KEY itself (compared in constant time) or a valid JWT whose role is
 * service_role. A valid user token is 403; anything else 401.
 */
export function requireAdmin(serviceKey: string, verifier: JwtVerifier): Middleware<AppState> {
  const expected = digest(serviceKey)
  return async (ctx, next) => {
    const token = bearerToken(ctx)
    if (timingSafeEqual(digest(token), expected)) {
      ctx.state.admin = 'service_key'
      return next()
    }
    let payload: Record<string, unknown>
    try {
      payload = await verifier.verify(token)
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error
      throw new UnauthorizedError('invalid token')
    }
    if (payload.role !== 'service_role')
      throw new ForbiddenError('this operation is for administrators (service_role)')
    ctx.state.admin = 'service_role'
    return next()
  }
}
