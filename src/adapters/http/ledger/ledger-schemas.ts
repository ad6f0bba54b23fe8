import { z } from 'zod'
import { ACCOUNT_TYPES } from '../../../domain/ledger/account.js'
import { ASSET_TYPES } from '../../../domain/ledger/holding.js'
import { TRANSACTION_SOURCES, TRANSACTION_TYPES } from '../../../domain/ledger/transaction.js'

/**
 * Request and response shapes of the ledger. These check types and name unknown fields; the
 * domain parsers (domain/ledger) check meaning, so jobs and other callers get the same rules.
 */
const decimal = z
  .union([z.string(), z.number()])
  .describe('exact decimal: a string such as "12.50" (preferred) or a JSON number')
const decimalOut = z.string().describe('exact decimal string')
const currency = z.string().describe('ISO 4217 code, e.g. "USD"')
// Any 8-4-4-4-12 hex id, as Postgres's uuid type reads it (z.uuid() would also demand RFC 9562 version bits).
const uuid = z.guid().describe('UUID')
const instant = z.string().describe('ISO 8601 date-time with zone, e.g. 2026-11-21T10:00:00Z')

const server = {
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
}

function bodies<S extends z.ZodRawShape>(required: S, optional: z.ZodRawShape) {
  const nullableOptional = Object.fromEntries(
    Object.entries(optional).map(([k, v]) => [k, (v as z.ZodType).nullable().optional()]),
  )
  const full = z.strictObject({ ...required, ...nullableOptional })
  const patch = z.strictObject(
    Object.fromEntries(
      [...Object.entries(required), ...Object.entries(optional)].map(([k, v]) => [
        k,
        (v as z.ZodType).nullable().optional(),
      ]),
    ),
  )
  return { create: full, replace: full, patch }
}

export const accountBodies = bodies(
  { name: z.string().max(100), type: z.enum(ACCOUNT_TYPES), currency, balance: decimal },
  { institution: z.string().max(200), is_active: z.boolean() },
)
export const accountOut = z.object({
  ...server,
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  institution: z.string().nullable(),
  currency: z.string(),
  balance: decimalOut,
  is_active: z.boolean(),
})

export const transactionBodies = bodies(
  { amount: decimal, type: z.enum(TRANSACTION_TYPES), currency, occurred_at: instant },
  {
    account_id: uuid,
    description: z.string().max(500),
    merchant: z.string().max(200),
    category: z.string().max(100),
    notes: z.string().max(2000),
    source: z.enum(TRANSACTION_SOURCES),
  },
)
export const transactionOut = z.object({
  ...server,
  amount: decimalOut,
  type: z.enum(TRANSACTION_TYPES),
  currency: z.string(),
  occurred_at: z.string(),
  account_id: z.string().nullable(),
  description: z.string().nullable(),
  merchant: z.string().nullable(),
  category: z.string().nullable(),
  notes: z.string().nullable(),
  source: z.enum(TRANSACTION_SOURCES),
})

export const holdingBodies = bodies(
  { symbol: z.string().max(32), asset_type: z.enum(ASSET_TYPES), quantity: decimal, currency },
  { average_cost: decimal, account_id: uuid, name: z.string().max(200) },
)
export const holdingOut = z.object({
  ...server,
  symbol: z.string(),
  asset_type: z.enum(ASSET_TYPES),
  quantity: decimalOut,
  average_cost: decimalOut.nullable(),
  currency: z.string(),
  account_id: z.string().nullable(),
  name: z.string().nullable(),
})

const limit = z.coerce.number().int().min(1).max(200).optional().describe('page size, 1-200 (default 50)')
const cursor = z.string().max(512).optional().describe('the X-Next-Cursor of the previous page')
export const pageQuery = z.object({ limit, cursor })

export const transactionQuery = z.object({
  limit,
  cursor,
  from: instant.optional().describe('occurred_at >= from (date or date-time)'),
  to: instant.optional().describe('occurred_at < to (date or date-time)'),
  account_id: uuid.optional(),
  category: z.string().max(100).optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
})

export const holdingQuery = z.object({
  limit,
  cursor,
  account_id: uuid.optional(),
  with_prices: z
    .enum(['true', 'false'])
    .optional()
    .describe('add price, market_value, unrealized_pl and change_percent'),
})
