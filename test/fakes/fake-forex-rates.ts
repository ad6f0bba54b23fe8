import { pairKey, type ForexPair, type ForexRate } from '../../src/domain/market/market-data.js'
import type { ForexRates } from '../../src/application/ports/forex-rates.js'
import { FakeUpstream, lookUp, type Known } from './fake-upstream.js'

/** Rates from a table keyed "BASE/QUOTE" (or a rule); pairs it does not know are left out. */
export class FakeForexRates extends FakeUpstream implements ForexRates {
  constructor(readonly known: Known<string, number> = new Map()) {
    super()
  }

  async rates(pairs: readonly ForexPair[]): Promise<ReadonlyMap<string, ForexRate>> {
    this.record('rates', pairs.length)
    return new Map(
      pairs.flatMap((p) => {
        const rate = lookUp(this.known, pairKey(p))
        const pair = pairKey(p)
        return rate === undefined
          ? []
          : [[pair, { pair, base: p.base, quote: p.quote, rate, asOf: new Date(0) }] as const]
      }),
    )
  }
}
