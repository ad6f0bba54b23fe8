import type { ApiRouter } from '../api-router.js'
import type { ExtractionHttpCradle } from './extraction-http-cradle.js'
import { readBillSource } from './bill-upload.js'
import {
  billJsonRequest,
  billMultipartRequest,
  billResponse,
  billView,
  notificationRequest,
  notificationResponse,
  notificationView,
} from './extraction-views.js'

const problems = { 401: { description: 'no or invalid token' }, 422: { description: 'invalid fields' } }
const modelDown = {
  503: { description: 'llm_not_configured (no LLM_API_KEY) or upstream_unavailable' },
  504: { description: 'the model did not answer in time' },
}

/** POST /ai/parse-notification, POST /ai/parse-bill. */
export function extractionRoutes(api: ApiRouter, deps: ExtractionHttpCradle): void {
  const { parseNotification, parseBill } = deps
  api.route(
    {
      method: 'post',
      path: '/ai/parse-notification',
      operationId: 'parseNotification',
      modelLimited: true,
      tag: 'ai',
      access: 'user',
      summary: 'Extract a transaction from a bank, card or wallet notification',
      description:
        'Rules first (method "rules"); the fast model tier for formats the rules do not know (method "llm"), when configured. Every amount returned is written in the text.',
      body: notificationRequest,
      responses: {
        200: { description: 'the reading', schema: notificationResponse },
        ...problems,
        ...modelDown,
      },
    },
    async (ctx, { body, userId }) => {
      const parsed = await parseNotification.execute({
        userId,
        text: body.text,
        app: body.app,
        receivedAt: body.received_at ? new Date(body.received_at) : undefined,
      })
      ctx.body = notificationView(parsed)
    },
  )

  api.route(
    {
      method: 'post',
      path: '/ai/parse-bill',
      operationId: 'parseBill',
      modelLimited: true,
      tag: 'ai',
      access: 'user',
      summary: 'Extract line items and totals from a bill (text or image)',
      description:
        'JSON {text} or {image_base64, mime_type}, or multipart/form-data with a `file` part (JPEG, PNG or WebP, at most 8 MB). The server checks the arithmetic and reports mismatches in `warnings`. No URL is fetched.',
      rawBody: {
        contentTypes: ['application/json', 'multipart/form-data'],
        schemas: { 'application/json': billJsonRequest, 'multipart/form-data': billMultipartRequest },
      },
      responses: {
        200: { description: 'the bill', schema: billResponse },
        ...problems,
        413: { description: 'image larger than 8 MB' },
        415: { description: 'not JSON or multipart, or an image that is not JPEG, PNG or WebP' },
        ...modelDown,
      },
    },
    async (ctx, { userId }) => {
      const source = await readBillSource(ctx)
      const { bill, warnings } = await parseBill.execute({ userId, source })
      ctx.body = billView(bill, warnings)
    },
  )
}
