import type { PeriodWindow } from './period.js'
import {
  categoryOf,
  change,
  groupBy,
  inCurrency,
  merchantOf,
  money,
  ofType,
  otherCurrencies,
  plural,
  total,
  within,
  type Activity,
} from './spending.js'
import { addDays } from '../calendar.js'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const USUAL_DAYS = 28

/**
 * The previous UTC day's spending: total and count, by category, the biggest merchants, and the
 * day against the user's usual day (the average of the 28 days before). Base currency only.
 */
export function dailySummary(w: PeriodWindow, activity: Activity): string {
  const base = activity.baseCurrency
  const day = within(activity.transactions, w.start, w.end)
  const expenses = ofType(inCurrency(day, base), 'expense')
  const income = ofType(inCurrency(day, base), 'income')
  const spent = total(expenses)
  const lines = [`Daily spending summary for ${WEEKDAYS[w.start.getUTCDay()]} ${w.periodStart} (UTC).`]
  lines.push(`Spent ${money(spent)} ${base} across ${plural(expenses.length, 'expense')}.`)
  if (income.length > 0)
    lines.push(`Income: ${money(total(income))} ${base} (${plural(income.length, 'transaction')}).`)
  if (expenses.length > 0) {
    const categories = groupBy(expenses, categoryOf).map((g) => `${g.key} ${money(g.total)} (${g.count})`)
    lines.push(`By category: ${categories.join(', ')}.`)
    const merchants = groupBy(expenses, merchantOf)
      .slice(0, 3)
      .map((g) => `${g.key} ${money(g.total)}`)
    if (merchants.length > 0) lines.push(`Biggest merchants: ${merchants.join(', ')}.`)
  }
  const before = ofType(
    inCurrency(within(activity.transactions, addDays(w.start, -USUAL_DAYS), w.start), base),
    'expense',
  )
  const usual = total(before).dividedBy(USUAL_DAYS)
  const versus = change(spent, usual)
  lines.push(
    versus
      ? `Against the usual day (${money(usual)} ${base}, the average of the previous ${USUAL_DAYS} days): ${versus}.`
      : `No spending in the previous ${USUAL_DAYS} days to compare with.`,
  )
  const other = otherCurrencies(day, base)
  if (other) lines.push(other)
  return lines.join('\n')
}
