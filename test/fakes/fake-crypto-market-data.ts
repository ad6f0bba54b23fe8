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
  /** OHLC closes by "id:currency" (ISO instant -> close), several a day as CoinGecko gives them. */
  readonly closesById = new Map<string, Record<string, number>>()

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
    const closes = this.closesById.get(`${id}:${currency}`)
    if (closes)
      return {
        symbol: id,
        assetType: 'crypto',
        period,
        interval: '4h',
        currency,
        candles: Object.entries(closes).map(([time, close]) => ({
          time: new Date(time),
          open: null,
          high: null,
          low: null,
          close,
          volume: null,
        })),
      }
    if (!lookUp(this.known, id)) return undefined
    return { symbol: id, assetType: 'crypto', period, interval: '1d', currency, candles: [] }
  }
}
