import type { Holding } from '../../src/domain/ledger/holding.js'
import type {
  CryptoCurrency,
  CryptoId,
  CryptoPrice,
  StockQuote,
  StockSymbol,
} from '../../src/domain/market/market-data.js'

/** Market values and holdings for use-case tests (the market fakes serve them). */
export function coin(id: string, price: number, changePercent24h: number): CryptoPrice {
  return {
    id: id as CryptoId,
    symbol: id.slice(0, 3),
    name: id[0]!.toUpperCase() + id.slice(1),
    price,
    changePercent24h,
    currency: 'usd' as CryptoCurrency,
    marketCap: null,
    volume24h: null,
    asOf: new Date('2026-11-21T08:00:00Z'),
  }
}

export function quote(symbol: string, price: number, changePercent: number): StockQuote {
  return {
    symbol: symbol as StockSymbol,
    name: `${symbol} Inc.`,
    price,
    change: null,
    changePercent,
    currency: 'USD',
    previousClose: null,
    open: null,
    dayHigh: null,
    dayLow: null,
    volume: null,
    marketState: 'REGULAR',
    exchange: 'NMS',
    asOf: new Date('2026-11-21T08:00:00Z'),
  }
}

export function holding(
  userId: string,
  symbol: string,
  quantity: string,
  assetType: Holding['assetType'] = 'stock',
): Holding {
  const at = new Date('2026-01-01T00:00:00Z')
  return {
    id: `h-${symbol}`,
    userId,
    symbol,
    assetType,
    quantity,
    averageCost: null,
    currency: 'USD',
    accountId: null,
    name: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
  } as Holding
}
