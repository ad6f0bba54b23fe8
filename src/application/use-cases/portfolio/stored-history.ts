import { historyStart, utcDate, type IsoDate } from '../../../domain/portfolio/calendar.js'
import type { NetWorthSources } from '../../ports/net-worth-sources.js'
import type { Clock } from '../../ports/clock.js'
import type { NetWorthRepository } from '../../ports/net-worth-repository.js'
import type { UserRepository } from '../../ports/user-repository.js'
import type { RebuildNetWorth } from './rebuild-net-worth.js'

export interface StoredHistoryDeps {
  netWorthRepository: NetWorthRepository
  rebuildNetWorth: RebuildNetWorth
  netWorthSources: NetWorthSources
  users: UserRepository
  clock: Clock
}

/**
 * The reads of net worth and performance answer from stored snapshots. A user who has none yet,
 * whose stored days start after the ledger's first dated fact (the daily job's days only, or a
 * trade dated before the first snapshot), or whose base currency changed since they were
 * written, gets them rebuilt first (once).
 */
export class StoredHistory {
  readonly #deps: StoredHistoryDeps
  constructor(deps: StoredHistoryDeps) {
    this.#deps = deps
  }

  /** The first stored day (undefined when the user has nothing to value), today, and the base currency. */
  async ready(userId: string): Promise<{ first: IsoDate | undefined; today: IsoDate; currency: string }> {
    const { netWorthRepository, netWorthSources, rebuildNetWorth, users, clock } = this.#deps
    const today = utcDate(clock.now())
    const [user, stored, firstFact] = await Promise.all([
      users.get(userId).then((u) => u ?? users.ensure(userId)),
      netWorthRepository.firstDay(userId),
      netWorthSources.firstDate(userId),
    ])
    const currency = user.baseCurrency
    // Stored days that start later than the ledger (only the daily job's days so far, or a trade
    // dated before them) are not a history yet.
    const complete = stored && (!firstFact || stored.date <= historyStart(firstFact, today))
    if (stored && complete && stored.currency === currency) return { first: stored.date, today, currency }
    await rebuildNetWorth.execute({ userId })
    return { first: (await netWorthRepository.firstDay(userId))?.date, today, currency }
  }
}
