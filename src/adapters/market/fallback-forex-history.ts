import type { ForexHistory } from '../../application/ports/forex-history.js'
import type { Log } from '../../application/ports/log.js'
import { DomainError, UpstreamUnavailableError } from '../../domain/errors.js'
import type { IsoDate } from '../../domain/portfolio/calendar.js'
import type { DailyClose } from '../../domain/portfolio/daily-closes.js'

/** Yahoo first; Frankfurter (ECB) when Yahoo fails or does not know the pair. Both failing names both. */
export class FallbackForexHistory implements ForexHistory {
  constructor(
    private readonly primary: ForexHistory,
    private readonly fallback: ForexHistory,
    private readonly log: Log,
  ) {}

  async dailyRates(
    base: string,
    quote: string,
    from: IsoDate,
    to: IsoDate,
  ): Promise<DailyClose[] | undefined> {
    let primaryError: DomainError | undefined
    try {
      const found = await this.primary.dailyRates(base, quote, from, to)
      if (found && found.length > 0) return found
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      primaryError = error
      this.log.warn({ err: error.message }, 'forex history: primary source failed, using the fallback')
    }
    try {
      return await this.fallback.dailyRates(base, quote, from, to)
    } catch (fallbackError) {
      if (!(fallbackError instanceof DomainError) || !primaryError) throw fallbackError
      throw UpstreamUnavailableError.ofAll([primaryError, fallbackError])
    }
  }
}
