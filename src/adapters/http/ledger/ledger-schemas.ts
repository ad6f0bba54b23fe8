import { z } from 'zod'
import { CATEGORY_SOURCES } from '../../../domain/categories/category.js'
import { ACCOUNT_TYPES } from '../../../domain/ledger/account.js'
import { ASSET_TYPES, isHoldingAmount, isHoldingSymbol } from '../../../domain/ledger/holding.js'
import {
  CLIENT_TRANSACTION_SOURCES,
  isTransactionAmount,
  TRANSACTION_SOURCES,
  TRANSACTION_TYPES,
} from '../../../domain/ledger/transaction.js'
import { TRANSACTION_TEXT_MAX } from '../../../domain/ledger/transaction-text.js'
import { toDecimalString, type DecimalString } from '../../../domain/money.js'
import { currencyCode, refuse, stopAtUnknownFields } from '../body-check.js'
import { parseInstant } from '../iso-instant.js'
import {
  currencyIn,
  decimalIn,
  decimalOut,
  idOut,
  instantIn,
  instantOut,
  lowerCaseId,
  uuidIn,
} from '../wire-fields.js'

/**
 * Request and response shapes of the ledger: the only check of a request body. It runs in two
 * steps, both here: the wire shape (types, lengths, unknown fields), then, when that holds, the
 * values, read by the domain's own rules (money.ts, ledger/*.ts) into exact decimals, currency
 * codes, instants and trimmed text, every bad one named in the same 422. Each resource's mapper
 * (account.mapper.ts, ...) turns the parsed body into the domain's draft.
 */

// The wire shapes of the fields.

// How the values are read, once the shape holds.
const DECIMAL_DETAIL =
  'must be a decimal number (a string like "12.50" or a JSON number), at most 20 integer and 10 fractional digits'

/** A canonical decimal string; `rule` is a resource's own bound. */
function decimal(rule?: { readonly holds: (value: DecimalString) => boolean; readonly detail: string }) {
  return z.union([z.string(), z.number()]).transform((raw, ctx) => {
    const value = toDecimalString(raw)
    if (!value) return refuse(ctx, raw, DECIMAL_DETAIL)
    return rule && !rule.holds(value) ? refuse(ctx, raw, rule.detail) : value
  })
}
const positive = { holds: isTransactionAmount, detail: 'must be greater than 0' }
const nonNegative = { holds: isHoldingAmount, detail: 'must be 0 or more' }
const instant = z
  .string()
  .transform(
    (raw, ctx) =>
      parseInstant(raw) ??
      refuse(ctx, raw, 'must be an ISO 8601 date-time with a zone, e.g. "2026-11-21T10:00:00Z"'),
  )
/** Trimmed, never empty. */
const text = z.string().transform((raw, ctx) => raw.trim() || refuse(ctx, raw, 'must not be empty'))
/** Trimmed; empty is none. */
const optionalText = z
  .string()
  .transform((raw) => raw.trim() || null)
  .nullable()
  .optional()
const symbol = z.string().transform((raw, ctx) => {
  const value = raw.trim()
  if (!value) return refuse(ctx, raw, 'must not be empty')
  return isHoldingSymbol(value)
    ? value
    : refuse(ctx, raw, 'must be a ticker or crypto id (letters, digits, . = ^ _ -)')
})

const server = {
  id: idOut,
  created_at: instantOut,
  updated_at: instantOut,
  version: z.number().int().describe('the version If-Match names ("v<version>")'),
}

// Each resource: `<Name>Draft` (POST and PUT: the fields a client writes, optional ones nullable)
// and `<Name>Patch` (PATCH: any of them; null clears an optional field).

const accountWire = {
  name: z.string().max(100),
  type: z.enum(ACCOUNT_TYPES),
  currency: currencyIn,
  balance: decimalIn,
  institution: z.string().max(200).nullable().optional(),
  is_active: z.boolean().nullable().optional(),
}
const accountValues = {
  name: text,
  type: z.enum(ACCOUNT_TYPES),
  currency: currencyCode,
  balance: decimal(),
  institution: optionalText,
  is_active: z.boolean().nullable().optional(),
}
export const accountDraftBody = z
  .strictObject(accountWire)
  .transform(stopAtUnknownFields)
  .pipe(z.object(accountValues))
  .meta({ id: 'AccountDraft' })
export const accountPatchBody = z
  .strictObject(accountWire)
  .partial()
  .transform(stopAtUnknownFields)
  .pipe(z.object(accountValues).partial())
  .meta({ id: 'AccountPatch' })
export type AccountDraftBody = z.output<typeof accountDraftBody>
export type AccountPatchBody = z.output<typeof accountPatchBody>

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

const clientSource = z.enum(CLIENT_TRANSACTION_SOURCES, {
  error: `must be one of ${CLIENT_TRANSACTION_SOURCES.join(', ')}; bank_sync is set by bank sync alone`,
})
const transactionWire = {
  amount: decimalIn,
  type: z.enum(TRANSACTION_TYPES),
  currency: currencyIn,
  occurred_at: instantIn,
  account_id: uuidIn.nullable().optional(),
  description: z.string().max(TRANSACTION_TEXT_MAX.description).nullable().optional(),
  merchant: z.string().max(TRANSACTION_TEXT_MAX.merchant).nullable().optional(),
  category: z
    .string()
    .max(100)
    .nullable()
    .optional()
    .describe(
      'a category name, any case: one of your categories, or a new one made on the write (1-60 characters); null or empty clears it',
    ),
  notes: z.string().max(TRANSACTION_TEXT_MAX.notes).nullable().optional(),
  source: clientSource
    .nullable()
    .optional()
    .describe('where it came from (default manual); bank_sync is set by bank sync alone'),
}
const transactionValues = {
  amount: decimal(positive),
  type: z.enum(TRANSACTION_TYPES),
  currency: currencyCode,
  occurred_at: instant,
  account_id: lowerCaseId.nullable().optional(),
  description: optionalText,
  merchant: optionalText,
  category: optionalText,
  notes: optionalText,
  source: clientSource.nullable().optional(),
}
export const transactionDraftBody = z
  .strictObject(transactionWire)
  .transform(stopAtUnknownFields)
  .pipe(z.object(transactionValues))
  .meta({ id: 'TransactionDraft' })
export const transactionPatchBody = z
  .strictObject(transactionWire)
  .partial()
  .transform(stopAtUnknownFields)
  .pipe(z.object(transactionValues).partial())
  .meta({ id: 'TransactionPatch' })
export type TransactionDraftBody = z.output<typeof transactionDraftBody>
export type TransactionPatchBody = z.output<typeof transactionPatchBody>

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
    category: z.string().nullable().describe('the name of one of your categories (GET /categories)'),
    category_source: z
      .enum(CATEGORY_SOURCES)
      .describe(
        'read-only: who set the category: you (user), one of your rules, learned from your choices, similar transactions, the model, or none',
      ),
    category_confidence: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .describe('read-only: 0-1 for an automatic category; null for your own choice or none'),
    notes: z.string().nullable(),
    source: z.enum(TRANSACTION_SOURCES),
    external_id: z.string().nullable().describe("read-only: the bank's id of the line (FITID, reference)"),
    import_id: idOut.nullable().describe('read-only: the import that created it'),
    reconciled: z.boolean().describe('read-only: a bank statement confirmed it'),
    pending: z
      .boolean()
      .describe(
        'read-only: the bank has not posted it yet (a card hold, set by bank sync); budgets, insights and recurring series count it once it posts',
      ),
  })
  .meta({ id: 'Transaction' })

const holdingWire = {
  symbol: z.string().max(32),
  asset_type: z.enum(ASSET_TYPES),
  quantity: decimalIn,
  currency: currencyIn,
  average_cost: decimalIn.nullable().optional(),
  account_id: uuidIn.nullable().optional(),
  name: z.string().max(200).nullable().optional(),
}
const holdingValues = {
  symbol,
  asset_type: z.enum(ASSET_TYPES),
  quantity: decimal(nonNegative),
  currency: currencyCode,
  average_cost: decimal(nonNegative).nullable().optional(),
  account_id: lowerCaseId.nullable().optional(),
  name: optionalText,
}
export const holdingDraftBody = z
  .strictObject(holdingWire)
  .transform(stopAtUnknownFields)
  .pipe(z.object(holdingValues))
  .meta({ id: 'HoldingDraft' })
export const holdingPatchBody = z
  .strictObject(holdingWire)
  .partial()
  .transform(stopAtUnknownFields)
  .pipe(z.object(holdingValues).partial())
  .meta({ id: 'HoldingPatch' })
export type HoldingDraftBody = z.output<typeof holdingDraftBody>
export type HoldingPatchBody = z.output<typeof holdingPatchBody>

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
