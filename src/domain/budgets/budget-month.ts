import { addMonths } from '../calendar.js'

/** A budget's month, `YYYY-MM`, a UTC calendar month. */
export type BudgetMonth = string & { readonly __brand: 'BudgetMonth' }

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** `2026-11` -> BudgetMonth; anything else (`2026-13`, `2026-1`, `0000-01`) -> undefined. */
export function parseBudgetMonth(raw: string): BudgetMonth | undefined {
  const m = MONTH.exec(raw)
  return m && Number(m[1]) >= 1 ? (raw as BudgetMonth) : undefined
}

const parts = (month: BudgetMonth): [number, number] => [
  Number(month.slice(0, 4)),
  Number(month.slice(5)) - 1,
]

const format = (at: Date): BudgetMonth =>
  `${String(at.getUTCFullYear()).padStart(4, '0')}-${String(at.getUTCMonth() + 1).padStart(2, '0')}` as BudgetMonth

/** The UTC month an instant falls in. */
export const monthOf = (instant: Date): BudgetMonth => format(instant)

/** The month `n` months after (negative: before) `month`: the calendar's month arithmetic on its 1st. */
export function shiftMonth(month: BudgetMonth, n: number): BudgetMonth {
  return addMonths(`${month}-01`, n).slice(0, 7) as BudgetMonth
}

/** [start, end) of the month in UTC. */
export function monthRange(month: BudgetMonth): { readonly start: Date; readonly end: Date } {
  const [year, index] = parts(month)
  return { start: new Date(Date.UTC(year, index, 1)), end: new Date(Date.UTC(year, index + 1, 1)) }
}

/** How much of the month has passed at `now`, 0 before it starts, 1 after it ends. */
export function elapsedShare(month: BudgetMonth, now: Date): number {
  const { start, end } = monthRange(month)
  const share = (now.getTime() - start.getTime()) / (end.getTime() - start.getTime())
  return Math.min(1, Math.max(0, share))
}

/** The distinct months of some instants, oldest first. */
export function monthsOf(instants: readonly Date[]): BudgetMonth[] {
  return [...new Set(instants.map(monthOf))].sort()
}

/**
 * The months a span of days touches (`YYYY-MM-DD` or longer ISO strings), oldest first; a missing
 * end is taken as the other one, both missing as `fallback`'s month.
 */
export function monthsSpanned(from: string | null, to: string | null, fallback: Date): BudgetMonth[] {
  const first = parseBudgetMonth((from ?? to ?? '').slice(0, 7)) ?? monthOf(fallback)
  const last = parseBudgetMonth((to ?? from ?? '').slice(0, 7)) ?? first
  const months: BudgetMonth[] = []
  for (let m = first; m <= last; m = shiftMonth(m, 1)) {
    months.push(m)
    // Stop at the last month itself: the month after 9999-12 is no YYYY-MM and sorts before it.
    if (m === last) break
  }
  return months
}
