import type { IsoDate } from './calendar.js'

/** One stored close (or exchange rate) of a day. */
export interface DailyClose {
  readonly date: IsoDate
  readonly close: number
}

/**
 * A price series read with carry-forward: on a day without a close (weekend, holiday, a day the
 * market was shut) the last earlier close holds. Before the first close there is no price:
 * `at` answers undefined and the caller reports it as missing, never as zero.
 */
export class DailyCloses {
  readonly #dates: IsoDate[]
  readonly #closes: number[]

  constructor(closes: readonly DailyClose[]) {
    const sorted = [...closes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    this.#dates = sorted.map((c) => c.date)
    this.#closes = sorted.map((c) => c.close)
  }

  /** The close of `date` or, failing that, the last one before it. */
  at(date: IsoDate): number | undefined {
    const i = this.#lastIndexAtOrBefore(date)
    return i < 0 ? undefined : this.#closes[i]
  }

  /** The date whose close `at(date)` answers (for "as of" fields). */
  dateOf(date: IsoDate): IsoDate | undefined {
    const i = this.#lastIndexAtOrBefore(date)
    return i < 0 ? undefined : this.#dates[i]
  }

  /** The close of the trading day before the one `at(date)` uses (for a day's change). */
  previous(date: IsoDate): number | undefined {
    const i = this.#lastIndexAtOrBefore(date)
    return i < 1 ? undefined : this.#closes[i - 1]
  }

  get isEmpty(): boolean {
    return this.#dates.length === 0
  }

  /** Binary search: dates are sorted, a 3-year series is ~750 closes. */
  #lastIndexAtOrBefore(date: IsoDate): number {
    let lo = 0
    let hi = this.#dates.length - 1
    let found = -1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (this.#dates[mid]! <= date) {
        found = mid
        lo = mid + 1
      } else hi = mid - 1
    }
    return found
  }
}

/** A series that is always 1 (a currency against itself, a cash holding's price). */
export const UNIT_CLOSES = {
  at: (): number => 1,
  dateOf: (date: IsoDate): IsoDate => date,
  previous: (): number => 1,
  isEmpty: false,
}
export type CloseSeries = Pick<DailyCloses, 'at' | 'dateOf' | 'previous' | 'isEmpty'>
