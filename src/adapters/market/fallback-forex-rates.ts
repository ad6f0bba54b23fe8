import type { ForexRates } from '../../application/ports/forex-rates.js'
import type { Log } from '../../application/ports/log.js'
import { pairKey, type ForexPair, type ForexRate } from '../../domain/market/market-data.js'
import { DomainError, UpstreamUnavailableError } from '../../domain/errors.js'

/**
 * Asks the primary source (Yahoo, intraday) and falls back to the secondary (Frankfurter, ECB
 * daily) when the primary fails or does not know a pair. When both fail, the error names both.
 */
export class FallbackForexRates implements ForexRates {
  constructor(
    private readonly primary: ForexRates,
    private readonly fallback: ForexRates,
    private readonly log: Log,
  ) {}

  async rates(pairs: readonly ForexPair[]): Promise<ReadonlyMap<string, ForexRate>> {
    let found: ReadonlyMap<string, ForexRate>
    try {
      found = await this.primary.rates(pairs)
    } catch (primaryError) {
      if (!(primaryError instanceof DomainError)) throw primaryError
      this.log.warn({ err: primaryError.message }, 'forex: primary source failed, using the fallback')
      try {
        return await this.fallback.rates(pairs)
      } catch (fallbackError) {
        // Both were tried: say so, with each one's reason (a client seeing only the primary's
        // name would think the fallback was never asked).
        if (!(fallbackError instanceof DomainError)) throw primaryError
        throw UpstreamUnavailableError.ofAll([primaryError, fallbackError])
      }
    }
    const missing = pairs.filter((p) => !found.has(pairKey(p)))
    if (missing.length === 0) return found
    try {
      return new Map([...found, ...(await this.fallback.rates(missing))])
    } catch {
      return found
    }
  }
}
