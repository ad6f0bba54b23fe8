import { ValidationError } from '../../../domain/errors.js'
import type { IsoDate } from '../../../domain/portfolio/calendar.js'
import { sampleSeries, type SeriesInterval } from '../../../domain/portfolio/series-interval.js'
import type { NetWorthRepository, StoredDay } from '../../ports/net-worth-repository.js'
import type { StoredHistory } from './stored-history.js'

export interface GetNetWorthDeps {
  netWorthRepository: NetWorthRepository
  storedHistory: StoredHistory
}

export interface NetWorthSeries {
  readonly currency: string
  readonly points: readonly StoredDay[]
}

/** The stored daily net worth between two days (default: everything stored), thinned to the interval. */
export class GetNetWorth {
  readonly #deps: GetNetWorthDeps
  constructor(deps: GetNetWorthDeps) {
    this.#deps = deps
  }

  async execute(input: {
    userId: string
    from?: IsoDate | undefined
    to?: IsoDate | undefined
    interval: SeriesInterval
  }): Promise<NetWorthSeries> {
    if (input.from && input.to && input.from > input.to)
      throw ValidationError.field('/from', 'must not be after `to`')
    const { first, today, currency } = await this.#deps.storedHistory.ready(input.userId)
    if (!first) return { currency, points: [] }
    const days = await this.#deps.netWorthRepository.days(
      input.userId,
      input.from ?? first,
      input.to ?? today,
    )
    return { currency, points: sampleSeries(days, input.interval) }
  }
}
