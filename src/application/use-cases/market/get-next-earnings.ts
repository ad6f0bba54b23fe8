import type { EarningsEvent } from '../../../domain/market/market-data.js'
import { parseStockSymbol, requireValue } from '../../../domain/market/market-input.js'
import type { StockMarketData } from '../../ports/stock-market-data.js'

export interface GetNextEarningsDeps {
  stockMarketData: StockMarketData
}

/** A single symbol's next earnings report (Yahoo calendarEvents); null when none is known (ETFs). */
export class GetNextEarnings {
  readonly #market: StockMarketData
  constructor({ stockMarketData }: GetNextEarningsDeps) {
    this.#market = stockMarketData
  }

  async execute(input: { symbol: string }): Promise<EarningsEvent | null> {
    const symbol = requireValue(parseStockSymbol, input.symbol, '/symbol', 'must be a ticker such as AAPL')
    return (await this.#market.nextEarnings(symbol)) ?? null
  }
}
