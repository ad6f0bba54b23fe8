import type {
  CryptoCurrency,
  CryptoId,
  CryptoPrice,
  StockQuote,
  StockSymbol,
} from '../../domain/market/market-data.js'

/** One item a live price stream follows. */
export type WatchedItem =
  | { readonly kind: 'stock'; readonly symbol: StockSymbol }
  | { readonly kind: 'crypto'; readonly id: CryptoId; readonly currency: CryptoCurrency }

/** The item's identity across instances: `s:AAPL`, `c:bitcoin:usd`. */
export const watchedKey = (item: WatchedItem): string =>
  item.kind === 'stock' ? `s:${item.symbol}` : `c:${item.id}:${item.currency}`

/** A new price of one item. */
export interface PriceUpdate {
  readonly key: string
  /**
   * Orders every update of the feed (of every instance, when shared): an update with a larger
   * `seq` is newer. A stream's event ids are these, so Last-Event-ID says what a client has seen.
   */
  readonly seq: number
  readonly stock?: StockQuote
  readonly crypto?: CryptoPrice
}

export interface PriceSubscription {
  /** The newest update of each watched item the feed knows, and the feed's newest `seq`. */
  latest(): Promise<{ readonly updates: ReadonlyMap<string, PriceUpdate>; readonly seq: number }>
  /** Stops the listener; an item nobody watches any more stops being polled. */
  close(): void
}

/**
 * Live prices (docs/scale-out.md "Live prices"): each watched item is polled once per interval for
 * every subscriber (of every instance, when shared), and `listener` hears each poll that changed
 * the item's price. Never throws: a failed poll is skipped (the next interval tries again).
 */
export interface PriceFeed {
  watch(items: readonly WatchedItem[], listener: (update: PriceUpdate) => void): PriceSubscription
}
