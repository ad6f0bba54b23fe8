import type { BatchItemError } from '../../../application/use-cases/market/get-market-batch.js'
import type { ItemError } from '../../../application/use-cases/market/market-lookup.js'
import type {
  CryptoPrice,
  EarningsEvent,
  ForexRate,
  PriceHistory,
  StockQuote,
} from '../../../domain/market/market-data.js'
import { jsonOncePerObject } from '../serialize-json.js'

/** Wire shapes of docs/api.md "Market data": snake_case, prices as JSON numbers, instants ISO 8601 UTC. */
export const quoteView = (q: StockQuote) => ({
  symbol: q.symbol,
  name: q.name,
  price: q.price,
  change: q.change,
  change_percent: q.changePercent,
  currency: q.currency,
  previous_close: q.previousClose,
  open: q.open,
  day_high: q.dayHigh,
  day_low: q.dayLow,
  volume: q.volume,
  market_state: q.marketState,
  exchange: q.exchange,
  as_of: q.asOf.toISOString(),
})

export const cryptoView = (p: CryptoPrice) => ({
  id: p.id,
  symbol: p.symbol,
  name: p.name,
  price: p.price,
  change_percent_24h: p.changePercent24h,
  currency: p.currency,
  market_cap: p.marketCap,
  volume_24h: p.volume24h,
  as_of: p.asOf.toISOString(),
})

export const rateView = (r: ForexRate) => ({
  pair: r.pair,
  base: r.base,
  quote: r.quote,
  rate: r.rate,
  as_of: r.asOf.toISOString(),
})

export const historyView = (h: PriceHistory) => ({
  symbol: h.symbol,
  asset_type: h.assetType,
  period: h.period,
  interval: h.interval,
  currency: h.currency,
  candles: h.candles.map((c) => ({
    time: c.time.toISOString(),
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
    volume: c.volume,
  })),
})

export const earningsView = (e: EarningsEvent) => ({
  symbol: e.symbol,
  name: e.name,
  date: e.date,
  time: e.time,
  eps_estimate: e.epsEstimate,
  eps_actual: e.epsActual,
  surprise_percent: e.surprisePercent,
})

/** Per-item errors name the item by the field the client sent: symbol, id or pair. */
const ITEM_FIELD = { stock: 'symbol', crypto: 'id', forex: 'pair' } as const

export const itemErrorView = (kind: keyof typeof ITEM_FIELD) => (e: ItemError) => ({
  [ITEM_FIELD[kind]]: e.item,
  code: e.code,
  detail: e.detail,
})

export const batchErrorView = (e: BatchItemError) => ({ type: e.kind, ...itemErrorView(e.kind)(e) })

/** The views' JSON, made once per cached object (serialize-json.ts jsonOncePerObject). */
export const quoteJson = jsonOncePerObject(quoteView)
export const cryptoJson = jsonOncePerObject(cryptoView)
export const rateJson = jsonOncePerObject(rateView)
