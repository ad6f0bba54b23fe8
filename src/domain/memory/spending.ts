import type { Holding } from '../ledger/holding.js'
import type { Transaction } from '../ledger/transaction.js'
import { Decimal, type CurrencyCode } from '../money.js'

/** What a summary is built from: the user's transactions over the lookback window and current holdings. */
export interface Activity {
  readonly baseCurrency: CurrencyCode
  /** Oldest first; may extend before the period (for comparisons), never past its end. */
  readonly transactions: readonly Transaction[]
  readonly holdings: readonly Holding[]
}

export interface Group {
  readonly key: string
  readonly total: Decimal
  readonly count: number
}

export function within(transactions: readonly Transaction[], from: Date, to: Date): Transaction[] {
  return transactions.filter((t) => t.occurredAt >= from && t.occurredAt < to)
}

/** Amounts are only added within one currency: the base currency counts, others are reported apart. */
export function inCurrency(transactions: readonly Transaction[], currency: CurrencyCode): Transaction[] {
  return transactions.filter((t) => t.currency === currency)
}

export function ofType(transactions: readonly Transaction[], type: Transaction['type']): Transaction[] {
  return transactions.filter((t) => t.type === type)
}

export function total(transactions: readonly Transaction[]): Decimal {
  return transactions.reduce((sum, t) => sum.plus(t.amount), new Decimal(0))
}

/** Groups by key, biggest total first (ties: key order), so the text never depends on input order. */
export function groupBy(
  transactions: readonly Transaction[],
  key: (t: Transaction) => string | null,
): Group[] {
  const groups = new Map<string, { total: Decimal; count: number }>()
  for (const t of transactions) {
    const k = key(t)
    if (k === null) continue
    const g = groups.get(k) ?? { total: new Decimal(0), count: 0 }
    groups.set(k, { total: g.total.plus(t.amount), count: g.count + 1 })
  }
  return [...groups.entries()]
    .map(([k, g]) => ({ key: k, ...g }))
    .sort((a, b) => b.total.comparedTo(a.total) || compareText(a.key, b.key))
}

export const categoryOf = (t: Transaction): string => t.category?.trim().toLowerCase() || 'uncategorized'
export const merchantOf = (t: Transaction): string | null => t.merchant?.trim() || null

export function money(amount: Decimal): string {
  return amount.toFixed(2, Decimal.ROUND_HALF_UP)
}

/** "25% higher", "10% lower", "about the same"; undefined when there is nothing to compare with. */
export function change(current: Decimal, before: Decimal): string | undefined {
  if (before.isZero()) return undefined
  const percent = current.minus(before).dividedBy(before).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
  if (percent.isZero()) return 'about the same'
  return percent.isPositive() ? `${percent.toFixed()}% higher` : `${percent.negated().toFixed()}% lower`
}

/** "Not counted above: 2 expenses in other currencies (EUR 12.00, GBP 5.00)." or undefined. */
export function otherCurrencies(
  transactions: readonly Transaction[],
  base: CurrencyCode,
): string | undefined {
  const others = transactions.filter((t) => t.currency !== base && t.type === 'expense')
  if (others.length === 0) return undefined
  const byCurrency = groupBy(others, (t) => t.currency).sort((a, b) => compareText(a.key, b.key))
  const list = byCurrency.map((g) => `${g.key} ${money(g.total)}`).join(', ')
  return `Not counted above: ${plural(others.length, 'expense')} in other currencies (${list}).`
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

/** Code-point order: stable across locales, unlike localeCompare. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
