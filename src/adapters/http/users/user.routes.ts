import type { ApiRouter } from '../api-router.js'
import type { UserHttpCradle } from './user-http-cradle.js'
import { userMapper } from './user.mapper.js'
import { userOut, userPatchBody } from './user-schemas.js'

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
      ctx.body = userMapper.toWire(await getMe.execute({ userId }))
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
      body: userPatchBody,
      responses: { 200: { description: 'the user', schema: userOut } },
    },
    async (ctx, { body, userId }) => {
      ctx.body = userMapper.toWire(await updateMe.execute({ userId, patch: userMapper.toPatch(body) }))
    },
  )
}
