import { z } from 'zod'
import { TRANSACTION_TYPES } from '../../../domain/ledger/transaction.js'
import { refuse } from '../body-check.js'
import { parseInstant } from '../iso-instant.js'
import { instantIn, lowerCaseId, uuidIn } from '../wire-fields.js'

/** The query strings of the ledger's lists: a page, and each list's filters. */

const limit = z.coerce.number().int().min(1).max(200).optional().describe('page size, 1-200 (default 50)')
const cursor = z.string().max(512).optional().describe('the X-Next-Cursor of the previous page')
export const pageQuery = z.object({ limit, cursor })

const instantParam = instantIn.transform(
  (raw, ctx) => parseInstant(raw) ?? refuse(ctx, raw, 'must be an ISO 8601 date or date-time'),
)

export const transactionQuery = z.object({
  limit,
  cursor,
  from: instantParam.optional().describe('occurred_at >= from (date or date-time)'),
  to: instantParam.optional().describe('occurred_at < to (date or date-time)'),
  account_id: uuidIn.pipe(lowerCaseId).optional(),
  category: z
    .string()
    .max(100)
    .optional()
    .describe('a category name, any case: the category and its children'),
  type: z.enum(TRANSACTION_TYPES).optional(),
  pending: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only transactions the bank has not posted yet; false: only posted ones'),
})

export const holdingQuery = z.object({
  limit,
  cursor,
  account_id: uuidIn.pipe(lowerCaseId).optional(),
  with_prices: z
    .enum(['true', 'false'])
    .optional()
    .describe('add price, market_value, unrealized_pl and change_percent'),
})
