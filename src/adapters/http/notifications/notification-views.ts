import { z } from 'zod'
import type { Device } from '../../../domain/notifications/device.js'
import { DEVICE_PLATFORMS } from '../../../domain/notifications/device.js'
import { NOTIFICATION_KINDS, type Notification } from '../../../domain/notifications/notification.js'
import type { DeliveryReport } from '../../../application/use-cases/notifications/deliver-push.js'

export const deviceIn = z
  .strictObject({
    token: z.string().describe('the FCM registration token of the device'),
    platform: z.enum(DEVICE_PLATFORMS),
  })
  .meta({ id: 'DeviceRegistration' })

export const deviceOut = z
  .object({
    token: z.string(),
    platform: z.enum(DEVICE_PLATFORMS),
    created_at: z.string().meta({ format: 'date-time' }),
    updated_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Device' })

export const notificationOut = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    data: z.record(z.string(), z.string()),
    read_at: z.string().meta({ format: 'date-time' }).nullable(),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Notification' })

export const deliveryOut = z
  .object({
    devices: z.number().int().describe("the caller's registered devices"),
    delivered: z.number().int(),
    failed: z.number().int(),
    removed: z.number().int().describe('dead tokens FCM reported unregistered, now deleted'),
  })
  .meta({ id: 'TestPushDelivery' })

export const deviceView = (d: Device) => ({
  token: d.token,
  platform: d.platform,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
})

export const notificationView = (n: Notification) => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  data: n.data,
  read_at: n.readAt ? n.readAt.toISOString() : null,
  created_at: n.createdAt.toISOString(),
})

export const deliveryView = (r: DeliveryReport) => ({
  devices: r.devices,
  delivered: r.delivered,
  failed: r.failed,
  removed: r.removed,
})
