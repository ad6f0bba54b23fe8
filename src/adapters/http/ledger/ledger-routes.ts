import { z } from 'zod'
import type { ZodType } from 'zod'
import type { Owned } from '../../../domain/ledger/owned.js'
import type { LedgerCrud } from '../../../application/use-cases/ledger/ledger-crud.js'
import type { Page } from '../../../application/ports/owned-repository.js'
import type { ApiRouter, RouteContext } from '../api-router.js'
import { etagOf, ifMatch } from '../etag.js'
import { idempotentCreate } from '../idempotency.js'
import { linkNextPage, pageStart } from '../keyset-page.js'
import { ID_PARAMS, requireUuidParam } from '../params.js'
import type { LedgerRouteDeps } from './ledger-http-cradle.js'

interface LedgerQuery {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
}

export interface LedgerRouteSpec<Item extends Owned, Draft, Filter, Q extends LedgerQuery> {
  /** Collection path, e.g. `/accounts`. */
  readonly collection: string
  readonly tag: string
  readonly noun: string
  readonly crud: LedgerCrud<Item, Draft, Filter>
  readonly view: (item: Item) => object
  readonly schemas: {
    readonly create: ZodType
    readonly replace: ZodType
    readonly patch: ZodType
    readonly out: ZodType
    /** The list's item when it is not `out` (holdings: with or without prices). */
    readonly listItem?: ZodType
    readonly query: ZodType<Q>
  }
  readonly toFilter: (query: Q) => Filter
  /** Lets a resource add to the list response (holdings with prices). */
  readonly listView?: (userId: string, items: readonly Item[], query: Q) => Promise<readonly object[]>
}

const LIST_HEADERS = ['X-Next-Cursor', 'Link']

/** The five CRUD routes of one ledger resource (docs/api.md "Ledger"); shared by all three. */
export function registerLedgerRoutes<Item extends Owned, Draft, Filter, Q extends LedgerQuery>(
  api: ApiRouter,
  deps: LedgerRouteDeps,
  spec: LedgerRouteSpec<Item, Draft, Filter, Q>,
): void {
  const { collection, tag, noun, schemas, view, crud } = spec
  const { cursorCodec, idempotencyStore, clock, unitOfWork } = deps
  const aNoun = `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`
  // listAccounts, createAccount, getAccount, updateAccount, replaceAccount, deleteAccount
  const Noun = noun[0]!.toUpperCase() + noun.slice(1)
  const item = `${collection}/:id`
  const sendItem = (ctx: RouteContext, it: Item) => {
    ctx.set('ETag', etagOf(it.version))
    ctx.body = view(it)
  }

  api.route(
    {
      method: 'get',
      operationId: `list${Noun}s`,
      path: `${collection}/`,
      tag,
      access: 'user',
      summary: `List ${noun}s, newest first`,
      description:
        'Keyset pagination: pass the X-Next-Cursor header of a page as `cursor` to get the next one (also in Link rel="next").',
      query: schemas.query,
      responses: {
        200: {
          description: `a page of ${noun}s`,
          schema: z.array(schemas.listItem ?? schemas.out),
          headers: LIST_HEADERS,
        },
      },
    },
    async (ctx, { query, userId }) => {
      const after = pageStart(cursorCodec, query.cursor)
      const page: Page<Item> = await crud.list.execute({
        userId,
        filter: spec.toFilter(query),
        limit: query.limit ?? 50,
        after,
      })
      linkNextPage(ctx, cursorCodec, page.next)
      ctx.body = spec.listView ? await spec.listView(userId, page.items, query) : page.items.map(view)
    },
  )

  api.route(
    {
      method: 'post',
      operationId: `create${Noun}`,
      path: `${collection}/`,
      tag,
      access: 'user',
      summary: `Create ${aNoun}`,
      body: schemas.create,
      headers: [
        {
          name: 'Idempotency-Key',
          description: 'up to 255 characters; a replay with the same body returns the first response (24 h)',
        },
      ],
      responses: {
        201: { description: `the created ${noun}`, schema: schemas.out, headers: ['Location', 'ETag'] },
      },
    },
    async (ctx, { body, userId }) => {
      await idempotentCreate(ctx, { idempotencyStore, clock, unitOfWork }, userId, body, async () => {
        const created = await crud.create.execute({ userId, body: body as Record<string, unknown> })
        return { status: 201, body: view(created), location: `${collection}/${created.id}` }
      })
      const version = (ctx.body as { version?: number } | undefined)?.version
      if (ctx.status === 201 && version !== undefined) ctx.set('ETag', etagOf(version))
    },
  )

  api.route(
    {
      method: 'get',
      operationId: `get${Noun}`,
      path: item,
      params: ID_PARAMS,
      tag,
      access: 'user',
      summary: `Get ${aNoun}`,
      responses: { 200: { description: noun, schema: schemas.out, headers: ['ETag'] } },
    },
    async (ctx, { params, userId }) => {
      sendItem(ctx, await crud.get.execute({ userId, id: requireUuidParam(params, noun) }))
    },
  )

  for (const [method, mode, schema] of [
    ['patch', 'patch', schemas.patch],
    ['put', 'replace', schemas.replace],
  ] as const) {
    api.route(
      {
        method,
        operationId: `${mode === 'patch' ? 'update' : 'replace'}${Noun}`,
        path: item,
        params: ID_PARAMS,
        tag,
        access: 'user',
        summary:
          mode === 'patch'
            ? `Update some fields of ${aNoun} (null clears an optional field)`
            : `Replace ${aNoun}`,
        body: schema,
        headers: [{ name: 'If-Match', description: 'the ETag you read; 412 when the object changed since' }],
        responses: { 200: { description: `the updated ${noun}`, schema: schemas.out, headers: ['ETag'] } },
      },
      async (ctx, { body, params, userId }) => {
        const updated = await crud.update.execute({
          userId,
          id: requireUuidParam(params, noun),
          mode,
          body: body as Record<string, unknown>,
          precondition: ifMatch(ctx.get('if-match') || undefined),
        })
        sendItem(ctx, updated)
      },
    )
  }

  api.route(
    {
      method: 'delete',
      operationId: `delete${Noun}`,
      path: item,
      params: ID_PARAMS,
      tag,
      access: 'user',
      summary: `Delete ${aNoun}`,
      responses: { 204: { description: 'deleted' } },
    },
    async (ctx, { params, userId }) => {
      await crud.delete.execute({ userId, id: requireUuidParam(params, noun) })
      ctx.status = 204
    },
  )
}
