import { z } from 'zod'
import { dayOf } from '../../../../domain/calendar.js'
import { summarizeSpending } from '../spending-summary.js'
import { ok, type AdvisorTool } from './tool.js'
import { toolDay } from './tool-day.js'
import { toolRange } from './tool-range.js'

const args = z.object({
  from: toolDay.nullish(),
  to: toolDay.nullish(),
  group_by: z.enum(['category', 'merchant', 'month']).nullish(),
})

/** Expenses and income over a window (default 30 days), totalled by category, merchant or month. */
export const spendingSummary: AdvisorTool<z.infer<typeof args>> = {
  name: 'spending_summary',
  description: "The user's expenses and income over a period, totalled by category, merchant or month.",
  parameters: {
    type: 'object',
    properties: {
      from: { type: 'string', description: 'first day, YYYY-MM-DD (default: 30 days ago)' },
      to: { type: 'string', description: 'last day, YYYY-MM-DD (default: today)' },
      group_by: { type: 'string', enum: ['category', 'merchant', 'month'], description: 'default category' },
    },
    additionalProperties: false,
  },
  args,
  async run(a, { userId, deps }) {
    const { from, to, last } = toolRange(a.from, a.to, 30, deps.clock.now())
    const rows = await deps.transactions.listBetween(userId, from, to, 5_000)
    const summary = summarizeSpending(rows, a.group_by ?? 'category')
    const first = dayOf(from)
    return ok({ from: first, to: last, ...summary }, [
      { type: 'spending_summary', id: `${first}..${last}`, title: `Spending summary ${first} to ${last}` },
    ])
  },
}
