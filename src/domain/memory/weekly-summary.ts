import { previousPeriod, type PeriodWindow } from './period.js'
import { recurringCharges } from './recurring.js'
import {
  categoryOf,
  change,
  groupBy,
  inCurrency,
  money,
  ofType,
  otherCurrencies,
  plural,
  total,
  within,
  type Activity,
} from './spending.js'
import { addDays, dayOf } from '../calendar.js'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/**
 * The past Sunday-to-Saturday week: spending by weekday and category, against the week before,
 * and the recurring charges seen in it. Base currency only.
 */
export function weeklySummary(w: PeriodWindow, activity: Activity): string {
  const base = activity.baseCurrency
  const week = within(activity.transactions, w.start, w.end)
  const expenses = ofType(inCurrency(week, base), 'expense')
  const income = ofType(inCurrency(week, base), 'income')
  const spent = total(expenses)
  const lastDay = dayOf(addDays(w.end, -1))
  const lines = [`Weekly spending summary for ${w.periodStart} to ${lastDay} (UTC).`]
  lines.push(
    `Spent ${money(spent)} ${base} across ${plural(expenses.length, 'expense')}; income ${money(total(income))} ${base}.`,
  )
  const byDay = WEEKDAYS.map((name, i) => {
    const from = addDays(w.start, i)
    return `${name} ${money(total(within(expenses, from, addDays(from, 1))))}`
  })
  lines.push(`By weekday: ${byDay.join(', ')}.`)
  if (expenses.length > 0) {
    lines.push(
      `By category: ${groupBy(expenses, categoryOf)
        .map((g) => `${g.key} ${money(g.total)} (${g.count})`)
        .join(', ')}.`,
    )
  }
  const before = previousPeriod(w)
  const spentBefore = total(
    ofType(inCurrency(within(activity.transactions, before.start, before.end), base), 'expense'),
  )
  const versus = change(spent, spentBefore)
  lines.push(
    versus
      ? `Against the week before (${money(spentBefore)} ${base}): ${versus}.`
      : 'No spending the week before to compare with.',
  )
  const recurring = recurringCharges(
    expenses,
    ofType(inCurrency(within(activity.transactions, addDays(w.start, -63), w.start), base), 'expense'),
  )
  lines.push(
    `Recurring charges seen: ${recurring.length > 0 ? recurring.map((r) => `${r.merchant} ${money(r.amount)}`).join(', ') : 'none'}.`,
  )
  const other = otherCurrencies(week, base)
  if (other) lines.push(other)
  return lines.join('\n')
}
