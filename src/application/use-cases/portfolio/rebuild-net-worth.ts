import { eachDay, historyStart, utcDate, type IsoDate } from '../../../domain/portfolio/calendar.js'
import { valueDays } from '../../../domain/portfolio/valuation.js'
import type { Clock } from '../../ports/clock.js'
import type { NetWorthRepository } from '../../ports/net-worth-repository.js'
import type { NetWorthSources } from '../../ports/net-worth-sources.js'
import type { PriceHistoryStore } from '../../ports/price-history-store.js'
import type { EnsurePriceHistory } from './ensure-price-history.js'
import { priceNeeds, StoredCloses, valuedHoldings } from './valuation-inputs.js'

export interface RebuildNetWorthDeps {
  netWorthSources: NetWorthSources
  netWorthRepository: NetWorthRepository
  priceHistory: PriceHistoryStore
  ensurePriceHistory: EnsurePriceHistory
  clock: Clock
}

export interface RebuildReport {
  readonly from: IsoDate | null
  readonly to: IsoDate
  readonly days: number
  readonly currency: string
}

/** Before anything is dated: every transaction counts as "after" it. */
const EPOCH = '1970-01-01' as IsoDate

/**
 * Recomputes one user's daily snapshots from the first dated fact of the ledger to today, from
 * trades, transactions and stored closes (fetching the closes it lacks), and replaces what was
 * stored: what POST /net-worth/rebuild runs after an edit of past data.
 */
export class RebuildNetWorth {
  readonly #deps: RebuildNetWorthDeps
  constructor(deps: RebuildNetWorthDeps) {
    this.#deps = deps
  }

  async execute({ userId }: { userId: string }): Promise<RebuildReport> {
    const { netWorthSources, netWorthRepository, priceHistory, ensurePriceHistory, clock } = this.#deps
    const now = clock.now()
    const today = utcDate(now)
    const ledger = await netWorthSources.load(userId, EPOCH)
    if (!ledger.firstDate) {
      await netWorthRepository.replaceFrom(userId, EPOCH, ledger.baseCurrency, [], now)
      return { from: null, to: today, days: 0, currency: ledger.baseCurrency }
    }
    const from = historyStart(ledger.firstDate, today)
    const holdings = valuedHoldings(ledger.holdings, ledger.trades)
    const needs = priceNeeds(ledger, holdings, from)
    await ensurePriceHistory.execute(needs)
    const market = (await StoredCloses.load(priceHistory, needs)).marketFor(ledger.baseCurrency)
    const days = valueDays(eachDay(from, today), ledger.accounts, ledger.movements, holdings, market)
    await netWorthRepository.replaceFrom(userId, EPOCH, ledger.baseCurrency, days, now)
    return { from, to: today, days: days.length, currency: ledger.baseCurrency }
  }
}
