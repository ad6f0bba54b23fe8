import type { ApiRouter } from '../api-router.js'
import type { NotificationHttpCradle } from './notification-http-cradle.js'
import { pageQuery } from '../ledger/ledger-queries.js'
import { ID_PARAMS, requireUuidParam } from '../params.js'
import {
  deliveryOut,
  deliveryView,
  deviceIn,
  deviceOut,
  deviceView,
  notificationOut,
  notificationView,
} from './notification-views.js'
import { linkNextPage, pageStart } from '../keyset-page.js'

const tag = 'notifications'

/** Devices, the in-app feed and the test push (docs/api.md "Newsletter and notifications"). */
export function notificationRoutes(api: ApiRouter, deps: NotificationHttpCradle): void {
  const { registerDevice, removeDevice, listNotifications, markRead, sendTestPush, cursorCodec } = deps
  api.route(
    {
      method: 'post',
      path: '/notifications/devices',
      operationId: 'registerDevice',
      tag,
      access: 'user',
      summary: 'Register a device for push',
      description:
        'A token belongs to one user: registering it again (from any user) moves it to the caller.',
      body: deviceIn,
      responses: { 201: { description: 'the registered device', schema: deviceOut, headers: ['Location'] } },
    },
    async (ctx, { body, userId }) => {
      const device = await registerDevice.execute({ userId, ...body })
      ctx.status = 201
      ctx.set('Location', `/notifications/devices/${encodeURIComponent(device.token)}`)
      ctx.body = deviceView(device)
    },
  )

  api.route(
    {
      method: 'delete',
      path: '/notifications/devices/:token',
      operationId: 'deleteDevice',
      tag,
      access: 'user',
      summary: 'Unregister a device',
      responses: { 204: { description: 'removed' }, 404: { description: 'not a token of the caller' } },
    },
    async (ctx, { params, userId }) => {
      await removeDevice.execute({ userId, token: params.token ?? '' })
      ctx.status = 204
    },
  )

  api.route(
    {
      method: 'get',
      path: '/notifications/',
      operationId: 'listNotifications',
      tag,
      access: 'user',
      summary: "The caller's in-app notifications, newest first",
      description:
        'Keyset pagination like the CRUD lists: pass X-Next-Cursor back as `cursor` (also in Link rel="next").',
      query: pageQuery,
      responses: {
        200: {
          description: 'a page of notifications',
          schema: notificationOut.array(),
          headers: ['X-Next-Cursor', 'Link'],
        },
      },
    },
    async (ctx, { query, userId }) => {
      const after = pageStart(cursorCodec, query.cursor)
      const page = await listNotifications.execute({ userId, limit: query.limit ?? 50, after })
      linkNextPage(ctx, cursorCodec, page.next)
      ctx.body = page.items.map(notificationView)
    },
  )

  api.route(
    {
      method: 'post',
      path: '/notifications/:id/read',
      operationId: 'markNotificationRead',
      params: ID_PARAMS,
      tag,
      access: 'user',
      summary: 'Mark a notification read',
      description: 'Idempotent: the first read time is kept.',
      responses: { 200: { description: 'the notification', schema: notificationOut } },
    },
    async (ctx, { params, userId }) => {
      const id = requireUuidParam(params, 'notification')
      ctx.body = notificationView(await markRead.execute({ userId, id }))
    },
  )

  api.route(
    {
      method: 'post',
      path: '/notifications/test',
      operationId: 'sendTestPush',
      tag,
      access: 'user',
      summary: "Send a test push to the caller's devices",
      responses: {
        200: { description: 'what FCM accepted', schema: deliveryOut },
        503: { description: 'push_not_configured: no GOOGLE_APPLICATION_CREDENTIALS' },
      },
    },
    async (ctx, { userId }) => {
      ctx.body = deliveryView(await sendTestPush.execute({ userId }))
    },
  )
}
