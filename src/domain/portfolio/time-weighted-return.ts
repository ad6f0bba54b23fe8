import type { Decimal } from '../money.js'

/** One day of a portfolio (or one holding), in the base currency. */
export interface DayValue {
  /** Market value at the day's close. */
  readonly value: Decimal
  /** Money put in during the day (buys): at risk from the start of the day. */
  readonly inflow: Decimal
  /** Money taken out during the day (sale proceeds): part of the day's ending value. */
  readonly outflow: Decimal
  /** Paid out to the owner during the day and counted as return: dividends minus standalone fees. */
  readonly income: Decimal
}

/**
 * Time-weighted return: the product of daily sub-period returns, so the size and timing of
 * deposits and withdrawals do not move it.
 *
 *   r_t = (V_t + O_t + I_t) / (V_{t-1} + B_t) - 1        TWR = prod(1 + r_t) - 1
 *
 * with B_t the day's buys (in at the start of the day, so a buy's move from its price to the
 * close is return), O_t its sale proceeds (out at the end of the day), I_t its income. A day with
 * nothing at risk (V_{t-1} + B_t <= 0) contributes r_t = 0. Answers the cumulative TWR after
 * each day; the first day is the base (0).
 *
 * A ratio, not money: computed in binary floating point (15 significant digits, far inside the
 * 1e-6 the figures are held to), because 60-digit decimal division per day made a 3-year
 * series cost tens of milliseconds.
 */
export function cumulativeTwr(days: readonly DayValue[]): number[] {
  const out: number[] = []
  let growth = 1
  let previous = 0
  days.forEach((day, i) => {
    const value = day.value.toNumber()
    if (i > 0) {
      const atRisk = previous + day.inflow.toNumber()
      if (atRisk > 0) growth *= (value + day.outflow.toNumber() + day.income.toNumber()) / atRisk
    }
    previous = value
    out.push(growth - 1)
  })
  return out
}
