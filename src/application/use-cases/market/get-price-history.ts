import { SymbolNotFoundError } from '../../../domain/errors.js'
import type { PriceHistory } from '../../../domain/market/market-data.js'
import {
  parseCryptoId,
  parseHistoryAssetType,
  parseInterval,
  parsePeriod,
  parseStockSymbol,
  requireValue,
} from '../../../domain/market/market-input.js'
import type { CryptoMarketData } from '../../ports/crypto-market-data.js'
import type { StockMarketData } from '../../ports/stock-market-data.js'
import { requireCryptoCurrency } from './get-crypto-prices.js'

export interface GetPriceHistoryDeps {
  stockMarketData: StockMarketData
  cryptoMarketData: CryptoMarketData
}

export interface PriceHistoryInput {
  readonly symbol: string
  readonly period?: string | undefined
  readonly assetType?: string | undefined
  readonly interval?: string | undefined
  readonly currency?: string | undefined
}

/** OHLCV candles of a stock (Yahoo chart) or a coin (CoinGecko OHLC); period defaults to 1mo, assetType to stock. */
export class GetPriceHistory {
  readonly #stocks: StockMarketData
  readonly #crypto: CryptoMarketData
  constructor({ stockMarketData, cryptoMarketData }: GetPriceHistoryDeps) {
    this.#stocks = stockMarketData
    this.#crypto = cryptoMarketData
  }

  async execute(input: PriceHistoryInput): Promise<PriceHistory> {
    const period = requireValue(
      parsePeriod,
      input.period ?? '1mo',
      '/period',
      'must be one of 1d, 5d, 1mo, 3mo, 6mo, 1y, 2y, 5y, 10y, ytd, max',
    )
    const assetType = requireValue(
      parseHistoryAssetType,
      input.assetType ?? 'stock',
      '/assetType',
      'must be stock or crypto',
    )
    const interval =
      input.interval === undefined
        ? undefined
        : requireValue(
            parseInterval,
            input.interval,
            '/interval',
            'must be one of 1m, 2m, 5m, 15m, 30m, 60m, 90m, 1h, 1d, 5d, 1wk, 1mo, 3mo',
          )
    let history: PriceHistory | undefined
    if (assetType === 'crypto') {
      const id = requireValue(
        parseCryptoId,
        input.symbol,
        '/symbol',
        'must be a CoinGecko coin id such as bitcoin',
      )
      history = await this.#crypto.history(id, requireCryptoCurrency(input.currency), period)
    } else {
      const symbol = requireValue(
        parseStockSymbol,
        input.symbol,
        '/symbol',
        'must be a ticker such as AAPL (no spaces)',
      )
      history = await this.#stocks.history(symbol, period, interval)
    }
    if (!history) throw new SymbolNotFoundError(input.symbol)
    return history
  }
}
