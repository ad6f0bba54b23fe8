/** docs/api.md "Caches", exactly: the in-process cache lifetimes of market data. */
export const MARKET_CACHE_TTL_MS = {
  /** stock, crypto and batch prices */
  price: 60_000,
  forex: 300_000,
  history: 300_000,
  earnings: 3_600_000,
} as const

/** Yahoo `quote` and CoinGecko `coins/markets`: at most 50 symbols or ids in one call. */
export const MAX_SYMBOLS_PER_CALL = 50
