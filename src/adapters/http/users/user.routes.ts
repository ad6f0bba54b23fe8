import { z } from 'zod'
import type { User } from '../../../domain/user.js'
import type { ApiRouter } from '../api-router.js'
import type { UserHttpCradle } from './user-http-cradle.js'

const userOut = z
  .object({
    id: z.string(),
    base_currency: z.string(),
    newsletter_enabled: z.boolean(),
    created_at: z.string().meta({ format: 'date-time' }).meta({ format: 'date-time' }),
  })
  .meta({ id: 'User' })
const userPatch = z
  .strictObject({
    base_currency: z.string().optional(),
    newsletter_enabled: z.boolean().optional(),
  })
  .meta({ id: 'UserPatch' })

const userView = (u: User) => ({
  id: u.id,
  base_currency: u.baseCurrency,
  newsletter_enabled: u.newsletterEnabled,
  created_at: u.createdAt.toISOString(),
})

/** GET /me and PATCH /me: the caller's settings (docs/api.md "Users"). */
export function userRoutes(api: ApiRouter, deps: UserHttpCradle): void {
  const { getMe, updateMe } = deps
  api.route(
    {
      method: 'get',
      path: '/me',
      operationId: 'getMe',
      tag: 'users',
      access: 'user',
      summary: "The caller's settings",
      responses: { 200: { description: 'the user', schema: userOut } },
    },
    async (ctx, { userId }) => {
      ctx.body = userView(await getMe.execute({ userId }))
    },
  )
  api.route(
    {
      method: 'patch',
      path: '/me',
      operationId: 'updateMe',
      tag: 'users',
      access: 'user',
      summary: "Change the caller's base currency or newsletter setting",
      body: userPatch,
      responses: { 200: { description: 'the user', schema: userOut } },
    },
    async (ctx, { body, userId }) => {
      ctx.body = userView(await updateMe.execute({ userId, body }))
    },
  )
}
