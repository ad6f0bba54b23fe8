import type {
  CryptoCurrency,
  CryptoId,
  CryptoPrice,
  HistoryPeriod,
  PriceHistory,
} from '../../src/domain/market/market-data.js'
import type { CryptoMarketData } from '../../src/application/ports/crypto-market-data.js'
import { FakeUpstream, lookUp, type Known } from './fake-upstream.js'

/** Crypto prices from a table (or a rule), whatever the currency asked; unknown ids are left out. */
export class FakeCryptoMarketData extends FakeUpstream implements CryptoMarketData {
  readonly asked: { ids: readonly string[]; currency: string }[] = []

  constructor(readonly known: Known<string, CryptoPrice> = new Map()) {
    super()
  }

  async prices(
    ids: readonly CryptoId[],
    currency: CryptoCurrency,
  ): Promise<ReadonlyMap<CryptoId, CryptoPrice>> {
    this.asked.push({ ids, currency })
    this.record('prices', ids.length)
    return new Map(
      ids.flatMap((id) => {
        const price = lookUp(this.known, id)
        return price ? [[id, price] as const] : []
      }),
    )
  }

  async history(
    id: CryptoId,
    currency: CryptoCurrency,
    period: HistoryPeriod,
  ): Promise<PriceHistory | undefined> {
    this.record('history', 1)
    if (!lookUp(this.known, id)) return undefined
    return { symbol: id, assetType: 'crypto', period, interval: '1d', currency, candles: [] }
  }
}
