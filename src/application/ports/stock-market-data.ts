import type {
  EarningsEvent,
  HistoryInterval,
  HistoryPeriod,
  PriceHistory,
  StockQuote,
  StockSymbol,
} from '../../domain/market/market-data.js'

/**
 * Where stock quotes, their history and a symbol's next earnings come from (Yahoo behind it,
 * cached in front of it).
 *
 * - `quotes`: one entry per known symbol; unknown symbols are simply absent from the map. Any
 *   number of symbols; the implementation splits them into as few provider calls as it allows.
 * - `history`: undefined when the provider does not know the symbol. `interval` undefined lets
 *   the implementation pick one suited to the period.
 * - `nextEarnings`: the next scheduled report, undefined when none is known (ETFs, unknown symbols).
 *
 * Every method throws UpstreamUnavailableError (retryAfterSeconds set after an upstream 429) or
 * UpstreamTimeoutError; never a vendor error.
 */
export interface StockMarketData {
  quotes(symbols: readonly StockSymbol[]): Promise<ReadonlyMap<StockSymbol, StockQuote>>
  history(
    symbol: StockSymbol,
    period: HistoryPeriod,
    interval: HistoryInterval | undefined,
  ): Promise<PriceHistory | undefined>
  nextEarnings(symbol: StockSymbol): Promise<EarningsEvent | undefined>
}
