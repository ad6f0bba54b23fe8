import type { ShutdownState } from '../../../application/ports/component-health.js'
import type { WatchPrices } from '../../../application/use-cases/market/watch-prices.js'

/** What GET /market/price/stream resolves (docs/scale-out.md "Live prices"). */
export interface PriceStreamHttpCradle {
  watchPrices: WatchPrices
  priceStreamSettings: { readonly heartbeatMs: number }
  /** A stopping instance ends its streams, so clients resume elsewhere (Last-Event-ID) at once. */
  shutdownState: ShutdownState
}
