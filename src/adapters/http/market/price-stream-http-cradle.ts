import type { WatchPrices } from '../../../application/use-cases/market/watch-prices.js'

/** What GET /market/price/stream resolves (docs/scale-out.md "Live prices"). */
export interface PriceStreamHttpCradle {
  watchPrices: WatchPrices
  priceStreamSettings: { readonly heartbeatMs: number }
}
