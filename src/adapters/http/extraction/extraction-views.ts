import { z } from 'zod'
import type { BillWarning, ParsedBill } from '../../../domain/extraction/bill.js'
import { CHANNELS, type ParsedNotification } from '../../../domain/extraction/notification.js'

export const notificationRequest = z
  .strictObject({
    text: z.string().min(1).max(4000),
    app: z.string().max(100).optional(),
    received_at: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'ParseNotificationRequest' })

export const notificationResponse = z
  .object({
    is_transaction: z.boolean(),
    transaction: z
      .object({
        type: z.enum(['expense', 'income', 'transfer']),
        direction: z.enum(['debit', 'credit']),
        amount: z.string(),
        currency: z.string(),
        merchant: z.string().nullable(),
        account_last4: z.string().nullable(),
        balance_after: z.string().nullable(),
        occurred_at: z.string().meta({ format: 'date-time' }),
        reference: z.string().nullable(),
        category: z
          .string()
          .nullable()
          .describe(
            "the category the caller gave this merchant's notification of this format (method template)",
          ),
        channel: z.enum(CHANNELS).nullable().describe('how the money moved, when the text or the app tells'),
      })
      .nullable(),
    confidence: z.number(),
    method: z
      .enum(['rules', 'llm', 'template'])
      .describe(
        "template: read with a template learnt from the caller's own correction of this sender's format",
      ),
    reason: z.string().nullable(),
  })
  .meta({ id: 'ParsedNotification' })

export const notificationView = (p: ParsedNotification): z.infer<typeof notificationResponse> => ({
  is_transaction: p.isTransaction,
  transaction: p.transaction && {
    type: p.transaction.type,
    direction: p.transaction.direction,
    amount: p.transaction.amount,
    currency: p.transaction.currency,
    merchant: p.transaction.merchant,
    account_last4: p.transaction.accountLast4,
    balance_after: p.transaction.balanceAfter,
    occurred_at: p.transaction.occurredAt.toISOString(),
    reference: p.transaction.reference,
    category: p.category ?? null,
    channel: p.transaction.channel,
  },
  confidence: p.confidence,
  method: p.method,
  reason: p.reason,
})

export const billJsonRequest = z
  .union([
    z.strictObject({ text: z.string().min(1) }),
    z.strictObject({ image_base64: z.string().min(1), mime_type: z.string().min(1) }),
  ])
  .meta({ id: 'ParseBillRequest' })

/** The multipart form of POST /ai/parse-bill: the bill as a file, or its text. */
export const billMultipartRequest = z
  .object({
    file: z
      .string()
      .meta({ format: 'binary' })
      .optional()
      .describe('the bill: JPEG, PNG or WebP, at most 8 MB'),
    text: z.string().optional().describe('the bill as text, instead of a file'),
  })
  .meta({ id: 'ParseBillUpload' })

const money = z
  .string()
  .meta({ pattern: '^-?\\d+(\\.\\d+)?$', examples: ['12.50'] })
  .nullable()
  .describe('exact decimal string')
export const billResponse = z
  .object({
    merchant: z.string().nullable(),
    date: z.string().meta({ format: 'date' }).nullable(),
    currency: z.string().nullable(),
    subtotal: money,
    tax: money,
    tip: money,
    total: money,
    line_items: z.array(
      z.object({ description: z.string(), quantity: money, unit_price: money, amount: money }),
    ),
    warnings: z.array(
      z.object({
        code: z.string(),
        message: z.string(),
        expected: z.string().optional(),
        actual: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'ParsedBill' })

export const billView = (
  bill: ParsedBill,
  warnings: readonly BillWarning[],
): z.infer<typeof billResponse> => ({
  merchant: bill.merchant,
  date: bill.date,
  currency: bill.currency,
  subtotal: bill.subtotal,
  tax: bill.tax,
  tip: bill.tip,
  total: bill.total,
  line_items: bill.lineItems.map((i) => ({
    description: i.description,
    quantity: i.quantity,
    unit_price: i.unitPrice,
    amount: i.amount,
  })),
  warnings: warnings.map((w) => ({ ...w })),
})
