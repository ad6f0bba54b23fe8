import { Decimal } from '../../../domain/money.js'
import { DomainError, type ErrorCode } from '../../../domain/errors.js'
import type { Holding } from '../../../domain/ledger/holding.js'
import { toMajorUnit, valueHolding, type Valuation } from '../../../domain/market/holding-valuation.js'
import {
  pairKey,
  type CryptoCurrency,
  type CryptoId,
  type ForexPair,
  type StockSymbol,
} from '../../../domain/market/market-data.js'
import { parseCryptoId, parseStockSymbol } from '../../../domain/market/market-input.js'
import type { CryptoMarketData } from '../../ports/crypto-market-data.js'
import type { ForexRates } from '../../ports/forex-rates.js'
import type { HoldingRepository } from '../../ports/ledger-repositories.js'
import type { StockMarketData } from '../../ports/stock-market-data.js'

export interface ValueHoldingsDeps {
  stockMarketData: StockMarketData
  cryptoMarketData: CryptoMarketData
  forexRates: ForexRates
  holdings: HoldingRepository
}

export type HoldingPricing =
  | ({
      readonly status: 'ok'
      readonly changePercent: number | null
      /** When the price was observed; null for cash, whose price (1) is not observed anywhere. */
      readonly asOf: Date | null
    } & Valuation)
  | { readonly status: 'unavailable'; readonly code: ErrorCode | 'not_priced'; readonly detail: string }

export interface ValuedHolding {
  readonly holding: Holding
  /** Amounts are in the holding's own currency (converted with a forex rate when the market quotes another). */
  readonly pricing: HoldingPricing
}

const unavailable = (code: ErrorCode | 'not_priced', detail: string): HoldingPricing => ({
  status: 'unavailable',
  code,
  detail,
})
const failure = (e: unknown): HoldingPricing => {
  if (e instanceof DomainError) return unavailable(e.code, e.message)
  throw e
}

/** Settles a provider call: a DomainError is kept (it prices nothing), anything else propagates. */
async function settle<T>(run: () => Promise<T>): Promise<T | DomainError> {
  try {
    return await run()
  } catch (e) {
    if (e instanceof DomainError) return e
    throw e
  }
}

/**
 * Prices holdings (the caller's page, or all of the user's): stocks, ETFs and funds through the
 * stock provider, crypto through the crypto provider in the holding's currency, cash at 1.
 * A holding that cannot be priced says why; the others are still valued.
 */
export class ValueHoldings {
  readonly #deps: ValueHoldingsDeps
  constructor(deps: ValueHoldingsDeps) {
    this.#deps = {
      stockMarketData: deps.stockMarketData,
      cryptoMarketData: deps.cryptoMarketData,
      forexRates: deps.forexRates,
      holdings: deps.holdings,
    }
  }

  async execute(input: { userId: string; holdings?: readonly Holding[] }): Promise<ValuedHolding[]> {
    const holdings = input.holdings ?? (await this.#deps.holdings.listAll(input.userId))
    const stockSymbols = new Set<StockSymbol>()
    const cryptoByCurrency = new Map<CryptoCurrency, Set<CryptoId>>()
    for (const h of holdings) {
      if (['stock', 'etf', 'fund'].includes(h.assetType)) {
        const s = parseStockSymbol(h.symbol)
        if (s) stockSymbols.add(s)
      } else if (h.assetType === 'crypto') {
        const id = parseCryptoId(h.symbol)
        const currency = h.currency.toLowerCase() as CryptoCurrency
        if (id) cryptoByCurrency.set(currency, (cryptoByCurrency.get(currency) ?? new Set()).add(id))
      }
    }
    const { stockMarketData, cryptoMarketData, forexRates } = this.#deps
    const [quotes, ...cryptoPrices] = await Promise.all([
      settle(() =>
        stockSymbols.size ? stockMarketData.quotes([...stockSymbols]) : Promise.resolve(new Map()),
      ),
      ...[...cryptoByCurrency].map(([currency, ids]) =>
        settle(async () => ({ currency, prices: await cryptoMarketData.prices([...ids], currency) })),
      ),
    ])

    // Stocks quoted in another currency than the holding's need a rate (one call for all pairs).
    const pairs = new Map<string, ForexPair>()
    if (!(quotes instanceof DomainError)) {
      for (const h of holdings) {
        const q = quotes.get(h.symbol as StockSymbol)
        if (!q?.currency || !['stock', 'etf', 'fund'].includes(h.assetType)) continue
        const from = toMajorUnit(q.price, q.currency).currency
        if (from !== h.currency) pairs.set(`${from}/${h.currency}`, { base: from, quote: h.currency })
      }
    }
    const rates = pairs.size ? await settle(() => forexRates.rates([...pairs.values()])) : new Map()

    return holdings.map((holding) => ({
      holding,
      pricing: this.#price(holding, quotes, cryptoPrices, rates),
    }))
  }

  #price(
    h: Holding,
    quotes: Awaited<ReturnType<StockMarketData['quotes']>> | DomainError,
    crypto: readonly (
      { currency: CryptoCurrency; prices: Awaited<ReturnType<CryptoMarketData['prices']>> } | DomainError
    )[],
    rates: Awaited<ReturnType<ForexRates['rates']>> | DomainError,
  ): HoldingPricing {
    if (h.assetType === 'cash')
      return {
        status: 'ok',
        changePercent: 0,
        asOf: null,
        ...valueHolding(h.quantity, h.averageCost, new Decimal(1)),
      }
    if (h.assetType === 'crypto') {
      const group = crypto.find((g) => g instanceof DomainError || g.currency === h.currency.toLowerCase())
      if (group === undefined) return unavailable('symbol_not_found', `not a crypto id: ${h.symbol}`)
      if (group instanceof DomainError) return failure(group)
      const p = group.prices.get(h.symbol as CryptoId)
      if (!p) return unavailable('symbol_not_found', `unknown coin id: ${h.symbol}`)
      return {
        status: 'ok',
        changePercent: p.changePercent24h,
        asOf: p.asOf,
        ...valueHolding(h.quantity, h.averageCost, new Decimal(String(p.price))),
      }
    }
    if (!['stock', 'etf', 'fund'].includes(h.assetType))
      return unavailable('not_priced', `holdings of type ${h.assetType} have no market price`)
    if (quotes instanceof DomainError) return failure(quotes)
    const q = quotes.get(h.symbol as StockSymbol)
    if (!q) return unavailable('symbol_not_found', `unknown symbol: ${h.symbol}`)
    const major = toMajorUnit(q.price, q.currency ?? h.currency)
    let unit = major.price
    if (major.currency !== h.currency) {
      if (rates instanceof DomainError) return failure(rates)
      const rate = rates.get(pairKey({ base: major.currency, quote: h.currency }))
      if (!rate) return unavailable('symbol_not_found', `no exchange rate ${major.currency}/${h.currency}`)
      unit = unit.times(String(rate.rate))
    }
    return {
      status: 'ok',
      changePercent: q.changePercent,
      asOf: q.asOf,
      ...valueHolding(h.quantity, h.averageCost, unit),
    }
  }
}
