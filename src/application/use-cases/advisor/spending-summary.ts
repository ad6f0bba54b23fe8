import { Decimal } from '../../../domain/money.js'
import type { Transaction } from '../../../domain/ledger/transaction.js'

export type SummaryGrouping = 'category' | 'merchant' | 'month'

const MAX_GROUPS = 20

/**
 * Expenses grouped (per currency: amounts in different currencies are never added up) and the
 * totals of expenses and income, with exact decimals, biggest groups first.
 */
export function summarizeSpending(transactions: readonly Transaction[], groupBy: SummaryGrouping) {
  const groups = new Map<string, { key: string; currency: string; total: Decimal; count: number }>()
  const totals = new Map<string, { expenses: Decimal; income: Decimal }>()
  for (const t of transactions) {
    const total = totals.get(t.currency) ?? { expenses: new Decimal(0), income: new Decimal(0) }
    if (t.type === 'expense') total.expenses = total.expenses.plus(t.amount)
    if (t.type === 'income') total.income = total.income.plus(t.amount)
    totals.set(t.currency, total)
    if (t.type !== 'expense') continue
    const key =
      groupBy === 'month'
        ? t.occurredAt.toISOString().slice(0, 7)
        : ((groupBy === 'merchant' ? t.merchant : t.category) ?? 'uncategorized')
    const id = `${key}\u0000${t.currency}`
    const group = groups.get(id) ?? { key, currency: t.currency, total: new Decimal(0), count: 0 }
    group.total = group.total.plus(t.amount)
    group.count += 1
    groups.set(id, group)
  }
  const sorted = [...groups.values()].sort((a, b) => b.total.comparedTo(a.total))
  return {
    group_by: groupBy,
    totals: [...totals.entries()].map(([currency, t]) => ({
      currency,
      expenses: t.expenses.toFixed(2),
      income: t.income.toFixed(2),
    })),
    groups: sorted
      .slice(0, MAX_GROUPS)
      .map((g) => ({ [groupBy]: g.key, currency: g.currency, total: g.total.toFixed(2), count: g.count })),
    more_groups: Math.max(0, sorted.length - MAX_GROUPS),
  }
}
