import { z } from 'zod'

const dateTime = () => z.string().meta({ format: 'date-time' })
const decimal = () => z.string().meta({ pattern: '^-?\\d+(\\.\\d+)?$', description: 'an exact decimal' })

export const connectionIn = z
  .strictObject({
    provider: z.literal('simplefin').describe('the bank-data provider; SimpleFIN Bridge today'),
    setup_token: z
      .string()
      .min(1)
      .max(2000)
      .describe('the setup token from the bridge (base64 of its one-time claim URL); it works once'),
  })
  .meta({ id: 'ConnectionDraft' })

export const connectionAccountOut = z
  .object({
    external_id: z.string().describe("the bank's id of the account"),
    name: z.string(),
    institution: z.string(),
    currency: z.string().nullable().describe('ISO 4217; null when the bank reports a currency of its own'),
    balance: decimal(),
    balance_date: dateTime(),
    linked_account_id: z
      .guid()
      .nullable()
      .describe('the account it imports into; unlinked accounts are not imported'),
  })
  .meta({ id: 'ConnectionAccount' })

export const connectionOut = z
  .object({
    id: z.guid(),
    provider: z.literal('simplefin'),
    status: z.enum(['active', 'needs_attention', 'revoked']),
    institutions: z.array(z.object({ name: z.string(), domain: z.string().nullable() })),
    accounts: z.array(connectionAccountOut),
    last_synced_at: dateTime().nullable(),
    last_error: z
      .string()
      .nullable()
      .describe("the bank's message or why the last sync failed, for the user"),
    next_sync_at: dateTime(),
    created_at: dateTime(),
  })
  .meta({ id: 'Connection' })

export const linkIn = z
  .union([
    z.strictObject({ account_id: z.guid().describe('one of your accounts') }),
    z.strictObject({
      create: z.literal(true).describe("create an account with the bank's name and currency"),
    }),
  ])
  .meta({ id: 'ConnectionAccountLink' })

export const syncOut = z
  .object({
    id: z.guid(),
    status: z.enum(['queued', 'running', 'succeeded', 'failed']),
    started_at: dateTime(),
    finished_at: dateTime().nullable(),
    created: z.number().int(),
    merged: z.number().int(),
    skipped: z.number().int(),
    pending_replaced: z.number().int(),
    error: z.string().nullable(),
  })
  .meta({ id: 'BankSync' })
