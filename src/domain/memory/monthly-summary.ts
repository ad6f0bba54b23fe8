import type { Holding } from '../ledger/holding.js'
import { Decimal } from '../money.js'
import { previousPeriod, type PeriodWindow } from './period.js'
import {
  categoryOf,
  change,
  compareText,
  groupBy,
  inCurrency,
  money,
  ofType,
  otherCurrencies,
  total,
  within,
  type Activity,
} from './spending.js'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const TOP_CATEGORIES = 5
const HOLDINGS_LISTED = 10

/**
 * The past calendar month: income, expenses, savings and savings rate, the top categories
 * against the month before, and a snapshot of the holdings (quantities and cost, no prices:
 * the summary is deterministic and needs no market data). Base currency only.
 */
export function monthlySummary(w: PeriodWindow, activity: Activity): string {
  const base = activity.baseCurrency
  const month = inCurrency(within(activity.transactions, w.start, w.end), base)
  const before = previousPeriod(w)
  const monthBefore = inCurrency(within(activity.transactions, before.start, before.end), base)
  const income = total(ofType(month, 'income'))
  const expenses = ofType(month, 'expense')
  const spent = total(expenses)
  const savings = income.minus(spent)
  const rate = income.isZero()
    ? 'n/a'
    : `${savings.dividedBy(income).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed()}%`
  const lines = [`Monthly review for ${MONTHS[w.start.getUTCMonth()]} ${w.start.getUTCFullYear()} (UTC).`]
  lines.push(
    `Income ${money(income)} ${base}, expenses ${money(spent)} ${base}, savings ${money(savings)} ${base} (savings rate ${rate}).`,
  )
  const expensesBefore = ofType(monthBefore, 'expense')
  const previousByCategory = new Map(groupBy(expensesBefore, categoryOf).map((g) => [g.key, g.total]))
  const top = groupBy(expenses, categoryOf).slice(0, TOP_CATEGORIES)
  if (top.length > 0) {
    const list = top.map(
      (g) =>
        `${g.key} ${money(g.total)} (month before ${money(previousByCategory.get(g.key) ?? new Decimal(0))})`,
    )
    lines.push(`Top categories: ${list.join(', ')}.`)
  }
  const spentBefore = total(expensesBefore)
  const versus = change(spent, spentBefore)
  lines.push(
    versus
      ? `Against the month before (expenses ${money(spentBefore)} ${base}): ${versus}.`
      : 'No expenses the month before to compare with.',
  )
  lines.push(`Holdings: ${holdingsSnapshot(activity.holdings)}.`)
  const other = otherCurrencies(within(activity.transactions, w.start, w.end), base)
  if (other) lines.push(other)
  return lines.join('\n')
}

function holdingsSnapshot(holdings: readonly Holding[]): string {
  if (holdings.length === 0) return 'none'
  const sorted = [...holdings].sort((a, b) => compareText(a.symbol, b.symbol) || compareText(a.id, b.id))
  const listed = sorted.slice(0, HOLDINGS_LISTED).map((h) => {
    const cost =
      h.averageCost === null ? '' : `, average cost ${money(new Decimal(h.averageCost))} ${h.currency}`
    return `${new Decimal(h.quantity).toFixed()} ${h.symbol} (${h.assetType}${cost})`
  })
  const more = sorted.length - listed.length
  return more > 0 ? `${listed.join(', ')} and ${more} more` : listed.join(', ')
}
