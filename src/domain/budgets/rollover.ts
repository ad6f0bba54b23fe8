import { Decimal } from '../money.js'

/** One earlier month of a category, as rollover needs it: its line (if any) and what was spent. */
export interface RolloverMonth {
  /** undefined: that month had no budget, or no line for the category. */
  readonly line: { readonly budgeted: Decimal; readonly rollover: boolean } | undefined
  readonly spent: Decimal
}

/**
 * What a category's line carries into a month: walk the earlier months oldest first; a month
 * whose line has rollover passes on budgeted + what it received - spent (negative when
 * overspent); a month without a line, or whose line has no rollover, breaks the chain (0).
 * `history` holds the months before the one asked about, oldest first, contiguous.
 */
export function carriedOver(history: readonly RolloverMonth[]): Decimal {
  let carried = new Decimal(0)
  for (const month of history) {
    carried =
      month.line && month.line.rollover
        ? month.line.budgeted.plus(carried).minus(month.spent)
        : new Decimal(0)
  }
  return carried
}

/**
 * How many months before a budget rollover looks at: a year. A longer chain would still be
 * right, but a GET would read ever more months; a remainder a year old is history, not budget.
 */
export const ROLLOVER_LOOKBACK_MONTHS = 12
