import { utcDate, type IsoDate } from '../../../domain/portfolio/calendar.js'
import type { Clock } from '../../ports/clock.js'
import type { NetWorthRepository } from '../../ports/net-worth-repository.js'
import type { UserRepository } from '../../ports/user-repository.js'
import type { RebuildNetWorth } from './rebuild-net-worth.js'

export interface StoredHistoryDeps {
  netWorthRepository: NetWorthRepository
  rebuildNetWorth: RebuildNetWorth
  users: UserRepository
  clock: Clock
}

/**
 * The reads of net worth and performance answer from stored snapshots. A user who has none yet,
 * or whose base currency changed since they were written, gets them rebuilt first (once).
 */
export class StoredHistory {
  readonly #deps: StoredHistoryDeps
  constructor(deps: StoredHistoryDeps) {
    this.#deps = deps
  }

  /** The first stored day (undefined when the user has nothing to value), today, and the base currency. */
  async ready(userId: string): Promise<{ first: IsoDate | undefined; today: IsoDate; currency: string }> {
    const { netWorthRepository, rebuildNetWorth, users, clock } = this.#deps
    const today = utcDate(clock.now())
    const [user, stored] = await Promise.all([users.ensure(userId), netWorthRepository.firstDay(userId)])
    const currency = user.baseCurrency
    if (stored && stored.currency === currency) return { first: stored.date, today, currency }
    await rebuildNetWorth.execute({ userId })
    return { first: (await netWorthRepository.firstDay(userId))?.date, today, currency }
  }
}
