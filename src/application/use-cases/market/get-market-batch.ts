import { ValidationError } from '../../../domain/errors.js'
import {
  pairKey,
  type CryptoPrice,
  type ForexRate,
  type StockQuote,
} from '../../../domain/market/market-data.js'
import {
  parseCryptoId,
  parseForexPair,
  parseStockSymbol,
  requireList,
} from '../../../domain/market/market-input.js'
import type { CryptoMarketData } from '../../ports/crypto-market-data.js'
import type { ForexRates } from '../../ports/forex-rates.js'
import type { StockMarketData } from '../../ports/stock-market-data.js'
import { requireCryptoCurrency } from './get-crypto-prices.js'
import { settleLookup, splitFound, type ItemError } from './market-lookup.js'

export interface GetMarketBatchDeps {
  stockMarketData: StockMarketData
  cryptoMarketData: CryptoMarketData
  forexRates: ForexRates
}

export interface MarketBatchInput {
  readonly stocks?: readonly unknown[] | undefined
  readonly crypto?: readonly unknown[] | undefined
  readonly forex?: readonly unknown[] | undefined
  readonly currency?: string | undefined
}

export type BatchItemError = ItemError & { readonly kind: 'stock' | 'crypto' | 'forex' }

export interface MarketBatch {
  readonly stocks: StockQuote[]
  readonly crypto: CryptoPrice[]
  readonly forex: ForexRate[]
  readonly errors: BatchItemError[]
}

/**
 * Stocks, crypto and forex in one call (also GET /market/price): the three providers are asked in
 * parallel and a failing one only fails its own items. When every provider asked has failed, the
 * first failure is thrown (503/504), since there is nothing partial to return.
 */
export class GetMarketBatch {
  readonly #deps: GetMarketBatchDeps
  constructor(deps: GetMarketBatchDeps) {
    this.#deps = {
      stockMarketData: deps.stockMarketData,
      cryptoMarketData: deps.cryptoMarketData,
      forexRates: deps.forexRates,
    }
  }

  async execute(input: MarketBatchInput): Promise<MarketBatch> {
    const opts = { allowEmpty: true }
    const stocks = requireList(parseStockSymbol, input.stocks, '/stocks', 'ticker', opts)
    const crypto = requireList(parseCryptoId, input.crypto, '/crypto', 'coin id', opts)
    const pairs = requireList(parseForexPair, input.forex, '/forex', 'currency pair', {
      ...opts,
      keyOf: pairKey,
    })
    const currency = requireCryptoCurrency(input.currency)
    if (stocks.length + crypto.length + pairs.length === 0)
      throw ValidationError.field('', 'give at least one of stocks, crypto or forex')

    const { stockMarketData, cryptoMarketData, forexRates } = this.#deps
    const pairKeys = pairs.map(pairKey)
    const [s, c, f] = await Promise.all([
      settleLookup(
        stocks,
        async () => splitFound(stocks, await stockMarketData.quotes(stocks), String, 'symbol'),
        String,
      ),
      settleLookup(
        crypto,
        async () => splitFound(crypto, await cryptoMarketData.prices(crypto, currency), String, 'coin id'),
        String,
      ),
      settleLookup(
        pairKeys,
        async () => splitFound(pairKeys, await forexRates.rates(pairs), String, 'currency pair'),
        String,
      ),
    ])
    const asked = [
      stocks.length ? s : undefined,
      crypto.length ? c : undefined,
      pairs.length ? f : undefined,
    ].filter((x) => x !== undefined)
    const failures = asked.map((x) => x.failure).filter((e) => e !== undefined)
    if (failures[0] && failures.length === asked.length) throw failures[0]
    return {
      stocks: s.found,
      crypto: c.found,
      forex: f.found,
      errors: [
        ...s.errors.map((e) => ({ ...e, kind: 'stock' as const })),
        ...c.errors.map((e) => ({ ...e, kind: 'crypto' as const })),
        ...f.errors.map((e) => ({ ...e, kind: 'forex' as const })),
      ],
    }
  }
}
