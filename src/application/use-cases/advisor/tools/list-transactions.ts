import { z } from 'zod'
import { dayOf } from '../../../../domain/calendar.js'
import type { Transaction } from '../../../../domain/ledger/transaction.js'
import { ok, type AdvisorTool } from './tool.js'
import { toolDay } from './tool-day.js'
import { toolRange } from './tool-range.js'

const args = z.object({
  from: toolDay.nullish(),
  to: toolDay.nullish(),
  category: z.string().max(100).nullish(),
  type: z.enum(['expense', 'income', 'transfer']).nullish(),
  merchant: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(50).nullish(),
})

function compactTransaction(t: Transaction) {
  return {
    date: dayOf(t.occurredAt),
    type: t.type,
    amount: t.amount,
    currency: t.currency,
    merchant: t.merchant,
    category: t.category,
    description:
      t.description && t.description.length > 80 ? `${t.description.slice(0, 79)}…` : t.description,
  }
}

/** The user's transactions in a window (default 90 days), newest first, filtered. */
export const listTransactions: AdvisorTool<z.infer<typeof args>> = {
  name: 'list_transactions',
  description: "The user's transactions, newest first, with optional filters.",
  parameters: {
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
  args,
  async run(a, { userId, deps }) {
    const { from, to, last } = toolRange(a.from, a.to, 90, deps.clock.now())
    const needle = a.merchant?.toLowerCase()
    const rows = (await deps.transactions.listBetween(userId, from, to, 5_000))
      .filter((t) => !a.type || t.type === a.type)
      .filter((t) => !a.category || t.category?.toLowerCase() === a.category.toLowerCase())
      .filter((t) => !needle || (t.merchant ?? t.description ?? '').toLowerCase().includes(needle))
      .reverse()
    const shown = rows.slice(0, a.limit ?? 20).map(compactTransaction)
    const first = dayOf(from)
    return ok({ from: first, to: last, matching: rows.length, shown: shown.length, transactions: shown }, [
      { type: 'transactions', id: `${first}..${last}`, title: `Transactions ${first} to ${last}` },
    ])
  },
}
