import type { Middleware } from 'koa'
import { UnauthorizedError } from '../../../domain/errors.js'
import { isMissingUserRow } from '../../postgres/missing-user-row.js'
import type { AppState } from '../app-state.js'
import { bearerToken } from './bearer.js'
import type { UserAuthenticator } from './user-authenticator.js'

/**
 * Route middleware: the caller must present a user token; the route gets its id (UserRouteInput).
 * A write that finds the user's row gone (erased while this instance kept the verified token)
 * is a 401 and the user's tokens are forgotten here: the client's next request verifies the
 * token again, which makes an empty user (docs/imports.md "The user's data").
 */
export function requireUser(authenticator: UserAuthenticator): Middleware<AppState> {
  return async (ctx, next) => {
    const claims = await authenticator.authenticate(bearerToken(ctx))
    ctx.state.user = { id: claims.sub, role: 'authenticated', expiresAt: new Date(claims.exp * 1000) }
    try {
      await next()
    } catch (error) {
      if (!isMissingUserRow(error)) throw error
      authenticator.forget(claims.sub)
      throw new UnauthorizedError('the user was erased while the token was cached: verify it again', {
        cause: error,
      })
    }
  }
}
