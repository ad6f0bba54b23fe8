import { NotFoundError } from '../../../domain/errors.js'
import { Decimal } from '../../../domain/money.js'
import {
  performanceOf,
  type DatedDay,
  type Performance,
  type PerformancePeriod,
} from '../../../domain/portfolio/performance.js'
import { periodStartDate } from '../../../domain/portfolio/performance-window.js'
import type { HoldingRepository } from '../../ports/ledger-repositories.js'
import type { NetWorthRepository } from '../../ports/net-worth-repository.js'
import type { StoredHistory } from './stored-history.js'

export interface GetPortfolioPerformanceDeps {
  netWorthRepository: NetWorthRepository
  storedHistory: StoredHistory
  holdings: HoldingRepository
}

export interface PerformanceReport extends Performance {
  readonly currency: string
  /** Symbols or currencies without a close or a rate on some day of the period (left out, never zero). */
  readonly missing: readonly string[]
}

const ZERO = new Decimal(0)

/**
 * TWR and MWR of the whole portfolio, or of one holding, over a period, from stored snapshots
 * only (no upstream call once they exist).
 */
export class GetPortfolioPerformance {
  readonly #deps: GetPortfolioPerformanceDeps
  constructor(deps: GetPortfolioPerformanceDeps) {
    this.#deps = deps
  }

  async execute(input: {
    userId: string
    period: PerformancePeriod
    holdingId?: string
  }): Promise<PerformanceReport> {
    const { netWorthRepository, storedHistory, holdings } = this.#deps
    const { userId, period, holdingId } = input
    const holding = holdingId === undefined ? undefined : await holdings.get(userId, holdingId)
    if (holdingId !== undefined && !holding) throw new NotFoundError('holding')
    const { first, today, currency } = await storedHistory.ready(userId)
    if (!first) return { ...performanceOf([]), currency, missing: [] }
    const start = periodStartDate(period, today, first)
    let days: DatedDay[]
    const missing = new Set<string>()
    if (holdingId === undefined || !holding) {
      const stored = await netWorthRepository.portfolioDays(userId, start, today)
      for (const d of stored) for (const m of d.missing) missing.add(m)
      days = stored
    } else {
      const stored = await netWorthRepository.holdingDays(userId, holdingId, start, today)
      // A day without a price neither gains nor loses: it holds the last value plus its flows.
      let last = ZERO
      days = stored.map((d) => {
        if (d.value === null) missing.add(holding.symbol)
        const value = d.value ?? last.plus(d.inflow).minus(d.outflow)
        last = value
        return { date: d.date, value, inflow: d.inflow, outflow: d.outflow, income: d.income }
      })
    }
    // The period starts before the first snapshot: it starts with nothing.
    if (days.length === 0 || days[0]!.date > start)
      days.unshift({ date: start, value: ZERO, inflow: ZERO, outflow: ZERO, income: ZERO })
    return { ...performanceOf(days), currency, missing: [...missing].sort() }
  }
}
