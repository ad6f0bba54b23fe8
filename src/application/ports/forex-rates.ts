import type { ForexPair, ForexRate } from '../../domain/market/market-data.js'

/**
 * Exchange rates (Yahoo's intraday BASEQUOTE=X quotes, Frankfurter's ECB rates as the fallback).
 *
 * `rates`: keyed by the normalised pair "BASE/QUOTE" (pairKey); pairs nobody knows are absent.
 * Throws UpstreamUnavailableError or UpstreamTimeoutError when no source could answer.
 */
export interface ForexRates {
  rates(pairs: readonly ForexPair[]): Promise<ReadonlyMap<string, ForexRate>>
}
