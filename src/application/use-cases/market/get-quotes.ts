import type { StockQuote } from '../../../domain/market/market-data.js'
import { parseStockSymbol, requireList } from '../../../domain/market/market-input.js'
import type { StockMarketData } from '../../ports/stock-market-data.js'
import { splitFound, type Lookup } from './market-lookup.js'

export interface GetQuotesDeps {
  stockMarketData: StockMarketData
}

/** Up to 100 quotes in input order; unknown symbols are per-item errors, a failing provider throws. */
export class GetQuotes {
  readonly #market: StockMarketData
  constructor({ stockMarketData }: GetQuotesDeps) {
    this.#market = stockMarketData
  }

  async execute(input: { symbols: readonly unknown[] }): Promise<Lookup<StockQuote>> {
    const symbols = requireList(parseStockSymbol, input.symbols, '/symbols', 'ticker')
    return splitFound(symbols, await this.#market.quotes(symbols), String, 'symbol')
  }
}
