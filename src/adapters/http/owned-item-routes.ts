import type { ZodType } from 'zod'
import type { ApiRouter, RouteDef } from './api-router.js'
import { ID_PARAMS, requireUuidParam } from './params.js'

/** One of the caller's items at `path` (`/things/:id`); `noun` is what a 404 names. */
interface OwnedItemRoute {
  readonly path: string
  readonly operationId: string
  readonly tag: string
  /** What a 404 names ("rule"): an id that is not a UUID, or not one of the caller's. */
  readonly noun: string
  readonly summary: string
  readonly description?: string
}

/** The route's document: an `:id` path of a user route. */
const definition = (
  { path, operationId, tag, summary, description }: OwnedItemRoute,
  method: 'get' | 'delete',
  responses: RouteDef<undefined, undefined>['responses'],
) => ({
  method,
  path,
  operationId,
  params: ID_PARAMS,
  tag,
  access: 'user' as const,
  summary,
  ...(description === undefined ? {} : { description }),
  responses,
})

/** GET one of the caller's items by id: 200 with its wire form, else 404. */
export function routeGetOwnedItem<Item>(
  api: ApiRouter,
  route: OwnedItemRoute & {
    readonly response: { readonly description: string; readonly schema: ZodType }
    readonly read: (userId: string, id: string) => Promise<Item>
    readonly toWire: (item: Item) => object
  },
): void {
  const { noun, response, read, toWire } = route
  api.route(definition(route, 'get', { 200: response }), async (ctx, { params, userId }) => {
    ctx.body = toWire(await read(userId, requireUuidParam(params, noun)))
  })
}

/** DELETE one of the caller's items by id: 204 (`deleted` says what that means), else 404. */
export function routeDeleteOwnedItem(
  api: ApiRouter,
  route: OwnedItemRoute & {
    readonly deleted: string
    readonly remove: (userId: string, id: string) => Promise<unknown>
  },
): void {
  const { noun, deleted, remove } = route
  api.route(
    definition(route, 'delete', { 204: { description: deleted } }),
    async (ctx, { params, userId }) => {
      await remove(userId, requireUuidParam(params, noun))
      ctx.status = 204
    },
  )
}
