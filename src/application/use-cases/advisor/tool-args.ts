import { z } from 'zod'

/** Dates the model gives as YYYY-MM-DD (UTC); the range is [from, to] inclusive of `to`'s day. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')

export const transactionsArgs = z.object({
  from: day.nullish(),
  to: day.nullish(),
  category: z.string().max(100).nullish(),
  type: z.enum(['expense', 'income', 'transfer']).nullish(),
  merchant: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(50).nullish(),
})

export const summaryArgs = z.object({
  from: day.nullish(),
  to: day.nullish(),
  group_by: z.enum(['category', 'merchant', 'month']).nullish(),
})

export const quoteArgs = z.object({ symbol: z.string().min(1).max(32) })

export const noArgs = z.object({}).loose()

/** The JSON Schemas the model sees (hand-written: short descriptions matter more than completeness). */
export const TOOL_SCHEMAS = {
  list_transactions: {
    type: 'object',
    properties: {
      from: { type: 'string', description: 'first day, YYYY-MM-DD (default: 90 days ago)' },
      to: { type: 'string', description: 'last day, YYYY-MM-DD (default: today)' },
      category: { type: 'string', description: 'exact category, case-insensitive' },
      type: { type: 'string', enum: ['expense', 'income', 'transfer'] },
      merchant: { type: 'string', description: 'part of the merchant name' },
      limit: { type: 'integer', minimum: 1, maximum: 50, description: 'newest first, default 20' },
    },
    additionalProperties: false,
  },
  spending_summary: {
    type: 'object',
    properties: {
      from: { type: 'string', description: 'first day, YYYY-MM-DD (default: 30 days ago)' },
      to: { type: 'string', description: 'last day, YYYY-MM-DD (default: today)' },
      group_by: { type: 'string', enum: ['category', 'merchant', 'month'], description: 'default category' },
    },
    additionalProperties: false,
  },
  list_accounts: { type: 'object', properties: {}, additionalProperties: false },
  list_holdings: { type: 'object', properties: {}, additionalProperties: false },
  get_quote: {
    type: 'object',
    properties: { symbol: { type: 'string', description: 'stock ticker, e.g. AAPL' } },
    required: ['symbol'],
    additionalProperties: false,
  },
} as const

export type ToolName = keyof typeof TOOL_SCHEMAS
