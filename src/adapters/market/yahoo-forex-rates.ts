import type { ForexRates } from '../../application/ports/forex-rates.js'
import { pairKey, type ForexPair, type ForexRate } from '../../domain/market/market-data.js'
import type { YahooStockMarketData } from './yahoo-stock-market-data.js'
import type { Clock } from '../../application/ports/clock.js'

/** Intraday rates from Yahoo's BASEQUOTE=X quotes (batched like stocks); unknown pairs are left out. */
export class YahooForexRates implements ForexRates {
  constructor(
    private readonly yahoo: YahooStockMarketData,
    private readonly clock: Clock,
  ) {}

  async rates(pairs: readonly ForexPair[]): Promise<ReadonlyMap<string, ForexRate>> {
    const out = new Map<string, ForexRate>()
    if (pairs.length === 0) return out
    const bySymbol = new Map(pairs.map((p) => [`${p.base}${p.quote}=X`, p]))
    for (const q of await this.yahoo.rawQuotes([...bySymbol.keys()])) {
      const pair = bySymbol.get(q.symbol.toUpperCase())
      if (!pair || typeof q.regularMarketPrice !== 'number' || !(q.regularMarketPrice > 0)) continue
      const asOf = q.regularMarketTime instanceof Date ? q.regularMarketTime : this.clock.now()
      out.set(pairKey(pair), { pair: pairKey(pair), ...pair, rate: q.regularMarketPrice, asOf })
    }
    return out
  }
}
