import type { Decimal } from '../money.js'

export const BUDGET_PACES = ['on_track', 'over_pace', 'over'] as const
/**
 * How a budget line is doing: `over` once spent exceeds what is available (budgeted plus
 * carried over); `over_pace` while the share spent runs well ahead of the share of the month
 * gone by (OVER_PACE_MARGIN) and is already a large part of the budget (OVER_PACE_MIN_SHARE);
 * `on_track` otherwise.
 */
export type BudgetPace = (typeof BUDGET_PACES)[number]

/** Spent share ahead of elapsed share by more than this is over pace (10 points of the month). */
export const OVER_PACE_MARGIN = 0.1
/** ... once at least half the budget is spent: 20 % spent on the 1st is noise, not a trend. */
export const OVER_PACE_MIN_SHARE = 0.5

/** The pace of a line: `available` = budgeted + carried over; `elapsed` in [0, 1]. */
export function budgetPace(spent: Decimal, available: Decimal, elapsed: number): BudgetPace {
  if (spent.gt(available)) return 'over'
  if (available.lte(0)) return 'on_track' // nothing to spend and nothing spent
  const share = spent.dividedBy(available).toNumber()
  return share > elapsed + OVER_PACE_MARGIN && share >= OVER_PACE_MIN_SHARE ? 'over_pace' : 'on_track'
}

/** The alert thresholds, in percent of what is available. */
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const
export type BudgetAlertThreshold = (typeof BUDGET_ALERT_THRESHOLDS)[number]

/**
 * The thresholds a line has reached: spent at or above the percentage of what is available.
 * With nothing available (an overspend carried in), any spending reaches both.
 */
export function reachedThresholds(spent: Decimal, available: Decimal): BudgetAlertThreshold[] {
  if (available.lte(0)) return spent.gt(0) ? [...BUDGET_ALERT_THRESHOLDS] : []
  return BUDGET_ALERT_THRESHOLDS.filter((t) => spent.gte(available.times(t).dividedBy(100)))
}
