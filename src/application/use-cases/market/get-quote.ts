import { SymbolNotFoundError } from '../../../domain/errors.js'
import type { StockQuote } from '../../../domain/market/market-data.js'
import { parseStockSymbol, requireValue } from '../../../domain/market/market-input.js'
import type { StockMarketData } from '../../ports/stock-market-data.js'

export interface GetQuoteDeps {
  stockMarketData: StockMarketData
}

/** One stock quote; 404 symbol_not_found when the provider does not know it. */
export class GetQuote {
  readonly #market: StockMarketData
  constructor({ stockMarketData }: GetQuoteDeps) {
    this.#market = stockMarketData
  }

  async execute(input: { symbol: string }): Promise<StockQuote> {
    const symbol = requireValue(
      parseStockSymbol,
      input.symbol,
      '/symbol',
      'must be a ticker such as AAPL, BRK-B or ^GSPC (no spaces)',
    )
    const quote = (await this.#market.quotes([symbol])).get(symbol)
    if (!quote) throw new SymbolNotFoundError(symbol)
    return quote
  }
}
