import { pairKey, type ForexRate } from '../../../domain/market/market-data.js'
import { parseForexPair, requireList } from '../../../domain/market/market-input.js'
import type { ForexRates } from '../../ports/forex-rates.js'
import { splitFound, type Lookup } from './market-lookup.js'

export interface GetForexRatesDeps {
  forexRates: ForexRates
}

/** Up to 100 pairs ("EUR/USD", "USDJPY"), normalised to BASE/QUOTE; unknown pairs are per-item errors. */
export class GetForexRates {
  readonly #forex: ForexRates
  constructor({ forexRates }: GetForexRatesDeps) {
    this.#forex = forexRates
  }

  async execute(input: { pairs: readonly unknown[] }): Promise<Lookup<ForexRate>> {
    const pairs = requireList(
      parseForexPair,
      input.pairs,
      '/pairs',
      'currency pair (BASE/QUOTE, two ISO codes)',
      { keyOf: pairKey },
    )
    const rates = await this.#forex.rates(pairs)
    return splitFound(pairs.map(pairKey), rates, String, 'currency pair')
  }
}
