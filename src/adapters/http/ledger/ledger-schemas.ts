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
const decimalOut = z
  .string()
  .meta({ pattern: '^-?\\d+(\\.\\d+)?$', examples: ['12.50'] })
  .describe('exact decimal string')
const instantOut = z.string().meta({ format: 'date-time' })
const idOut = z.string().meta({ format: 'uuid' })
const currency = z.string().describe('ISO 4217 code, e.g. "USD"')
// Any 8-4-4-4-12 hex id, as Postgres's uuid type reads it (z.uuid() would also demand RFC 9562 version bits).
const uuid = z.guid().describe('UUID')
const instant = z.string().describe('ISO 8601 date-time with zone, e.g. 2026-11-21T10:00:00Z')

const server = {
  id: idOut,
  created_at: instantOut,
  updated_at: instantOut,
  version: z.number().int().describe('the version If-Match names ("v<version>")'),
}

/** The create/replace body (`<Name>Draft`) and the merge body (`<Name>Patch`) of one resource. */
function bodies<S extends z.ZodRawShape>(name: string, required: S, optional: z.ZodRawShape) {
  const nullableOptional = Object.fromEntries(
    Object.entries(optional).map(([k, v]) => [k, (v as z.ZodType).nullable().optional()]),
  )
  const full = z.strictObject({ ...required, ...nullableOptional }).meta({ id: `${name}Draft` })
  const patch = z
    .strictObject(
      Object.fromEntries(
        [...Object.entries(required), ...Object.entries(optional)].map(([k, v]) => [
          k,
          (v as z.ZodType).nullable().optional(),
        ]),
      ),
    )
    .meta({ id: `${name}Patch` })
  return { create: full, replace: full, patch }
}

export const accountBodies = bodies(
  'Account',
  { name: z.string().max(100), type: z.enum(ACCOUNT_TYPES), currency, balance: decimal },
  { institution: z.string().max(200), is_active: z.boolean() },
)
export const accountOut = z
  .object({
    ...server,
    name: z.string(),
    type: z.enum(ACCOUNT_TYPES),
    institution: z.string().nullable(),
    currency: z.string(),
    balance: decimalOut,
    is_active: z.boolean(),
  })
  .meta({ id: 'Account' })

export const transactionBodies = bodies(
  'Transaction',
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
export const transactionOut = z
  .object({
    ...server,
    amount: decimalOut,
    type: z.enum(TRANSACTION_TYPES),
    currency: z.string(),
    occurred_at: instantOut,
    account_id: idOut.nullable(),
    description: z.string().nullable(),
    merchant: z.string().nullable(),
    category: z.string().nullable(),
    notes: z.string().nullable(),
    source: z.enum(TRANSACTION_SOURCES),
    external_id: z.string().nullable().describe("read-only: the bank's id of the line (FITID, reference)"),
    import_id: idOut.nullable().describe('read-only: the import that created it'),
    reconciled: z.boolean().describe('read-only: a bank statement confirmed it'),
  })
  .meta({ id: 'Transaction' })

export const holdingBodies = bodies(
  'Holding',
  { symbol: z.string().max(32), asset_type: z.enum(ASSET_TYPES), quantity: decimal, currency },
  { average_cost: decimal, account_id: uuid, name: z.string().max(200) },
)
const holdingFields = {
  ...server,
  symbol: z.string(),
  asset_type: z.enum(ASSET_TYPES),
  quantity: decimalOut,
  average_cost: decimalOut.nullable(),
  currency: z.string(),
  account_id: idOut.nullable(),
  name: z.string().nullable(),
}
export const holdingOut = z.object(holdingFields).meta({ id: 'Holding' })

/** A holding of `GET /holdings/?with_prices=true`: the holding and its market valuation. */
export const holdingValuationOut = z
  .object({
    ...holdingFields,
    price: z.number().nullable().describe("in the holding's currency"),
    market_value: decimalOut.nullable(),
    unrealized_pl: decimalOut.nullable(),
    change_percent: z.number().nullable().describe('percentage points'),
    price_as_of: instantOut.nullable().describe('null for cash, or when unpriced'),
    price_status: z.enum(['ok', 'unavailable']),
    price_error: z.object({ code: z.string(), detail: z.string() }).nullable(),
  })
  .meta({ id: 'HoldingValuation' })

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
