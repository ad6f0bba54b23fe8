import { addDays, utcDate, type IsoDate } from '../../../domain/portfolio/calendar.js'
import { valueDays } from '../../../domain/portfolio/valuation.js'
import type { Clock } from '../../ports/clock.js'
import type { Log } from '../../ports/log.js'
import type { NetWorthRepository } from '../../ports/net-worth-repository.js'
import type { NetWorthSources, UserLedger } from '../../ports/net-worth-sources.js'
import type { PriceHistoryStore } from '../../ports/price-history-store.js'
import type { EnsurePriceHistory } from './ensure-price-history.js'
import { priceNeeds, StoredCloses, valuedHoldings } from './valuation-inputs.js'

export interface TakeDailySnapshotsDeps {
  netWorthSources: NetWorthSources
  netWorthRepository: NetWorthRepository
  priceHistory: PriceHistoryStore
  ensurePriceHistory: EnsurePriceHistory
  clock: Clock
  log: Log
}

/** Users read and written per round trip. */
const PAGE_SIZE = 250

/**
 * The daily snapshot (22:30 UTC, after the US close): every user with an account or a holding
 * gets the day's per-account and per-holding values in the base currency. Each page of users
 * first brings the closes it needs up to date (a symbol held by many is fetched once), then is
 * valued and written in one statement per table. A rerun of the same day rewrites the same rows.
 */
export class TakeDailySnapshots {
  readonly #deps: TakeDailySnapshotsDeps
  constructor(deps: TakeDailySnapshotsDeps) {
    this.#deps = deps
  }

  async execute({ date }: { date?: IsoDate } = {}): Promise<{ date: IsoDate; users: number }> {
    const { netWorthSources, clock, log } = this.#deps
    const day = date ?? utcDate(clock.now())
    let users = 0
    let after: string | undefined
    for (;;) {
      const ids = await netWorthSources.usersWithData(after, PAGE_SIZE)
      if (ids.length === 0) break
      after = ids[ids.length - 1]
      users += await this.#page(await netWorthSources.loadMany(ids, day), day)
    }
    log.info({ date: day, users }, 'net worth: daily snapshot done')
    return { date: day, users }
  }

  async #page(ledgers: readonly UserLedger[], day: IsoDate): Promise<number> {
    const { netWorthRepository, priceHistory, ensurePriceHistory, clock } = this.#deps
    const prepared = ledgers.map((ledger) => {
      const holdings = valuedHoldings(ledger.holdings, ledger.trades)
      // A week back: the last close before the day, across a weekend or a holiday.
      return { ledger, holdings, needs: priceNeeds(ledger, holdings, addDays(day, -7)) }
    })
    const needs = prepared.flatMap((p) => p.needs)
    await ensurePriceHistory.execute(needs)
    const closes = await StoredCloses.load(priceHistory, needs)
    const entries = []
    for (const { ledger, holdings } of prepared) {
      try {
        const market = closes.marketFor(ledger.baseCurrency)
        const [snapshot] = valueDays([day], ledger.accounts, ledger.movements, holdings, market)
        entries.push({ userId: ledger.userId, currency: ledger.baseCurrency, day: snapshot! })
      } catch (error) {
        // One user's inconsistent history (a trade history that sells more than it held) must
        // not cost everyone else their day.
        this.#deps.log.warn(
          { err: (error as Error).message, userId: ledger.userId },
          'net worth: a user could not be valued',
        )
      }
    }
    await netWorthRepository.upsertDays(entries, clock.now())
    return entries.length
  }
}
