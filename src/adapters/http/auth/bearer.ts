import type { Context } from 'koa'
import { UnauthorizedError } from '../../../domain/errors.js'

/** The token of `Authorization: Bearer <token>`; tokens in query strings are never read. */
export function bearerToken(ctx: Context): string {
  const header = ctx.get('authorization')
  if (!header) throw new UnauthorizedError('missing bearer token (Authorization: Bearer <JWT>)')
  const match = /^Bearer\s+([^\s]+)\s*$/i.exec(header)
  if (!match?.[1]) throw new UnauthorizedError('the Authorization header must be "Bearer <token>"')
  return match[1]
}
