import { z } from 'zod'
import type { ApiRouter } from '../api-router.js'
import { ID_PARAMS, requireUuidParam } from '../params.js'
import { routeDeleteOwnedItem, routeGetOwnedItem } from '../owned-item-routes.js'
import type { BankSyncHttpCradle } from './bank-sync-http-cradle.js'
import { connectionIn, connectionOut, linkIn, syncOut } from './connection-schemas.js'
import { connectionToWire, linkFromWire, syncToWire } from './connection.mapper.js'

const tag = 'bank sync'
const NOT_CONFIGURED = { description: 'bank_sync_not_configured: no DATA_ENCRYPTION_KEY on this service' }

/** Bank connections and their syncs (docs/bank-sync.md). The access credential never leaves the service. */
export function connectionRoutes(api: ApiRouter, deps: BankSyncHttpCradle): void {
  const { connectBank, readConnections, linkBankAccount, requestSync } = deps
  api.route(
    {
      method: 'post',
      path: '/connections',
      operationId: 'createConnection',
      tag,
      access: 'user',
      summary: 'Connect a bank with a SimpleFIN setup token',
      description:
        'Claims the token (it works once), reads the accounts it reaches and stores the access sealed. ' +
        'Nothing is imported until a bank account is linked (PUT /connections/{id}/accounts/{external_id}). ' +
        'A refused token is 422 setup_token_rejected: it may have been claimed by someone else and should be disabled at the bridge. ' +
        'A token whose claim URL is not a public internet address (loopback, private, link-local) is 422 validation_failed, and nothing is called. ' +
        'Each user has a number of attempts an hour (BANK_CONNECTS_PER_HOUR), failed ones included.',
      body: connectionIn,
      responses: {
        201: { description: 'the connection', schema: connectionOut, headers: ['Location'] },
        429: {
          description: 'rate_limited: too many connection attempts this hour; see Retry-After',
          headers: ['Retry-After'],
        },
        503: { description: 'upstream_unavailable (the bridge did not answer), or bank_sync_not_configured' },
      },
    },
    async (ctx, { body, userId }) => {
      const connection = await connectBank.execute({
        userId,
        provider: body.provider,
        setupToken: body.setup_token,
      })
      ctx.status = 201
      ctx.set('Location', `/connections/${connection.id}`)
      ctx.body = connectionToWire(connection)
    },
  )

  api.route(
    {
      method: 'get',
      path: '/connections',
      operationId: 'listConnections',
      tag,
      access: 'user',
      summary: "The caller's bank connections",
      responses: { 200: { description: 'the connections, newest first', schema: connectionOut.array() } },
    },
    async (ctx, { userId }) => {
      ctx.body = (await readConnections.list(userId)).map(connectionToWire)
    },
  )

  routeGetOwnedItem(api, {
    path: '/connections/:id',
    operationId: 'getConnection',
    tag,
    noun: 'connection',
    summary: 'A bank connection',
    response: { description: 'the connection', schema: connectionOut },
    read: (userId, id) => readConnections.get(userId, id),
    toWire: connectionToWire,
  })

  routeDeleteOwnedItem(api, {
    path: '/connections/:id',
    operationId: 'deleteConnection',
    tag,
    noun: 'connection',
    summary: 'Forget a bank connection and its credentials',
    description: 'The transactions it imported stay.',
    deleted: 'forgotten',
    remove: (userId, id) => readConnections.delete(userId, id),
  })

  api.route(
    {
      method: 'put',
      path: '/connections/:id/accounts/:external_id',
      operationId: 'linkConnectionAccount',
      params: { ...ID_PARAMS, external_id: z.string().describe("the bank's id of the account") },
      tag,
      access: 'user',
      summary: 'Link a bank account to one of your accounts (or create one)',
      body: linkIn,
      responses: { 200: { description: 'the connection', schema: connectionOut } },
    },
    async (ctx, { params, body, userId }) => {
      const connection = await linkBankAccount.execute(
        userId,
        requireUuidParam(params, 'connection'),
        params.external_id ?? '',
        linkFromWire(body),
      )
      ctx.body = connectionToWire(connection)
    },
  )

  api.route(
    {
      method: 'post',
      path: '/connections/:id/sync',
      operationId: 'syncConnection',
      params: ID_PARAMS,
      tag,
      access: 'user',
      summary: 'Sync a connection now',
      description: 'Answers 202 with the queued sync; GET /connections/{id}/syncs shows how it went.',
      responses: {
        202: { description: 'the queued sync', schema: syncOut, headers: ['Location'] },
        503: NOT_CONFIGURED,
      },
    },
    async (ctx, { params, userId }) => {
      const id = requireUuidParam(params, 'connection')
      const sync = await requestSync.execute(userId, id)
      ctx.status = 202
      ctx.set('Location', `/connections/${id}/syncs`)
      ctx.body = syncToWire(sync)
    },
  )

  api.route(
    {
      method: 'get',
      path: '/connections/:id/syncs',
      operationId: 'listConnectionSyncs',
      params: ID_PARAMS,
      tag,
      access: 'user',
      summary: "A connection's syncs, newest first (the last 100)",
      responses: { 200: { description: 'the syncs', schema: syncOut.array() } },
    },
    async (ctx, { params, userId }) => {
      ctx.body = (await readConnections.syncs(userId, requireUuidParam(params, 'connection'))).map(syncToWire)
    },
  )
}
