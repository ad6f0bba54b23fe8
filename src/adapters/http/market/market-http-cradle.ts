import type {
  GetCryptoPrice,
  GetCryptoPrices,
} from '../../../application/use-cases/market/get-crypto-prices.js'
import type { GetEarningsCalendar } from '../../../application/use-cases/market/get-earnings-calendar.js'
import type { GetForexRates } from '../../../application/use-cases/market/get-forex-rates.js'
import type { GetMarketBatch } from '../../../application/use-cases/market/get-market-batch.js'
import type { GetPriceHistory } from '../../../application/use-cases/market/get-price-history.js'
import type { GetQuote } from '../../../application/use-cases/market/get-quote.js'
import type { GetQuotes } from '../../../application/use-cases/market/get-quotes.js'
import type { ValueHoldings } from '../../../application/use-cases/market/value-holdings.js'

/** The market use cases HTTP (and other areas' tools) need; see docs/market.md. */
export interface MarketHttpCradle {
  getQuote: GetQuote
  getQuotes: GetQuotes
  getCryptoPrice: GetCryptoPrice
  getCryptoPrices: GetCryptoPrices
  getForexRates: GetForexRates
  getMarketBatch: GetMarketBatch
  getPriceHistory: GetPriceHistory
  getEarningsCalendar: GetEarningsCalendar
  valueHoldings: ValueHoldings
}
