import { z } from 'zod'
import type { ZodType } from 'zod'
import type { Owned } from '../../../domain/ledger/owned.js'
import type { LedgerCrud } from '../../../application/use-cases/ledger/ledger-crud.js'
import type { LedgerChange } from '../../../application/use-cases/ledger/update-ledger-item.js'
import type { Page } from '../../../application/ports/owned-repository.js'
import type { ApiRouter, RouteContext } from '../api-router.js'
import { etagOf, ifMatch } from '../etag.js'
import { idempotentCreate } from '../idempotency.js'
import { linkNextPage, pageStart } from '../keyset-page.js'
import { ID_PARAMS, requireUuidParam } from '../params.js'
import { jsonBody } from '../validation.js'
import type { LedgerRouteDeps } from './ledger-http-cradle.js'

interface LedgerQuery {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
}

/** One resource's mappings between the wire and the domain (account.mapper.ts, ...). */
export interface LedgerMapper<Item, Draft, DraftBody, PatchBody> {
  toDraft(body: DraftBody): Draft
  toPatch(body: PatchBody): Partial<Draft>
  toWire(item: Item): object
}

export interface LedgerRouteSpec<
  Item extends Owned & Draft,
  Draft,
  Filter,
  Q extends LedgerQuery,
  DraftBody,
  PatchBody,
> {
  /** Collection path, e.g. `/accounts`. */
  readonly collection: string
  readonly tag: string
  readonly noun: string
  readonly crud: LedgerCrud<Item, Draft, Filter>
  readonly mapper: LedgerMapper<Item, Draft, DraftBody, PatchBody>
  readonly schemas: {
    /** POST and PUT. */
    readonly draft: ZodType<DraftBody>
    readonly patch: ZodType<PatchBody>
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
export function registerLedgerRoutes<
  Item extends Owned & Draft,
  Draft,
  Filter,
  Q extends LedgerQuery,
  DraftBody,
  PatchBody,
>(
  api: ApiRouter,
  deps: LedgerRouteDeps,
  spec: LedgerRouteSpec<Item, Draft, Filter, Q, DraftBody, PatchBody>,
): void {
  const { collection, tag, noun, schemas, mapper, crud } = spec
  const { cursorCodec, idempotencyStore, clock, unitOfWork } = deps
  const aNoun = `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`
  // listAccounts, createAccount, getAccount, updateAccount, replaceAccount, deleteAccount
  const Noun = noun[0]!.toUpperCase() + noun.slice(1)
  const item = `${collection}/:id`
  const sendItem = (ctx: RouteContext, it: Item) => {
    ctx.set('ETag', etagOf(it.version))
    ctx.body = mapper.toWire(it)
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
      ctx.body = spec.listView
        ? await spec.listView(userId, page.items, query)
        : page.items.map((it) => mapper.toWire(it))
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
      body: schemas.draft,
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
      // A replay is recognised by the body as sent, not as parsed.
      const sent = jsonBody(ctx)
      await idempotentCreate(ctx, { idempotencyStore, clock, unitOfWork }, userId, sent, async () => {
        const created = await crud.create.execute({ userId, draft: mapper.toDraft(body) })
        return { status: 201, body: mapper.toWire(created), location: `${collection}/${created.id}` }
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

  const changeRoute = {
    path: item,
    params: ID_PARAMS,
    tag,
    access: 'user',
    headers: [{ name: 'If-Match', description: 'the ETag you read; 412 when the object changed since' }],
    responses: { 200: { description: `the updated ${noun}`, schema: schemas.out, headers: ['ETag'] } },
  } as const
  const applyChange = async (
    ctx: RouteContext,
    userId: string,
    params: Readonly<Record<string, string>>,
    change: LedgerChange<Draft>,
  ) => {
    const updated = await crud.update.execute({
      userId,
      id: requireUuidParam(params, noun),
      change,
      precondition: ifMatch(ctx.get('if-match') || undefined),
    })
    sendItem(ctx, updated)
  }

  api.route(
    {
      ...changeRoute,
      method: 'patch',
      operationId: `update${Noun}`,
      summary: `Update some fields of ${aNoun} (null clears an optional field)`,
      body: schemas.patch,
    },
    async (ctx, { body, params, userId }) =>
      applyChange(ctx, userId, params, { mode: 'patch', patch: mapper.toPatch(body) }),
  )

  api.route(
    {
      ...changeRoute,
      method: 'put',
      operationId: `replace${Noun}`,
      summary: `Replace ${aNoun}`,
      body: schemas.draft,
    },
    async (ctx, { body, params, userId }) =>
      applyChange(ctx, userId, params, { mode: 'replace', draft: mapper.toDraft(body) }),
  )

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
