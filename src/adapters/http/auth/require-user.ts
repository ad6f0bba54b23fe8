import type { Middleware } from 'koa'
import type { AppState } from '../app-state.js'
import { bearerToken } from './bearer.js'
import type { UserAuthenticator } from './user-authenticator.js'

/** Route middleware: the caller must present a user token; the route gets its id (UserRouteInput). */
export function requireUser(authenticator: UserAuthenticator): Middleware<AppState> {
  return async (ctx, next) => {
    const claims = await authenticator.authenticate(bearerToken(ctx))
    ctx.state.user = { id: claims.sub, role: 'authenticated', expiresAt: new Date(claims.exp * 1000) }
    await next()
  }
}
