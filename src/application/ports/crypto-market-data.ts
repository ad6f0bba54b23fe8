import type {
  CryptoCurrency,
  CryptoId,
  CryptoPrice,
  HistoryPeriod,
  PriceHistory,
} from '../../domain/market/market-data.js'

/**
 * Where crypto prices come from (CoinGecko behind it, cached in front of it).
 *
 * - `prices`: one entry per known id, priced in `currency`; unknown ids are absent.
 * - `history`: OHLC candles (volume null); undefined when the id is unknown.
 *
 * Throws UpstreamUnavailableError (retryAfterSeconds after a 429) or UpstreamTimeoutError.
 */
export interface CryptoMarketData {
  prices(ids: readonly CryptoId[], currency: CryptoCurrency): Promise<ReadonlyMap<CryptoId, CryptoPrice>>
  history(id: CryptoId, currency: CryptoCurrency, period: HistoryPeriod): Promise<PriceHistory | undefined>
}
