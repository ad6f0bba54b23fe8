/**
 * What market data means to Ledgerline, independent of any vendor. Prices are plain numbers
 * (docs/api.md "Conventions": market prices are JSON numbers); the ledger's money stays decimal.
 */
export type StockSymbol = string & { readonly __brand: 'StockSymbol' }
/** A CoinGecko-style coin id ("bitcoin"), lower case. */
export type CryptoId = string & { readonly __brand: 'CryptoId' }
/** A vs-currency for crypto prices ("usd", "eur", "btc"), lower case. */
export type CryptoCurrency = string & { readonly __brand: 'CryptoCurrency' }

export interface ForexPair {
  readonly base: string
  readonly quote: string
}

export interface StockQuote {
  readonly symbol: StockSymbol
  readonly name: string | null
  readonly price: number
  readonly change: number | null
  /** Percentage points: 1.27 means 1.27 %. */
  readonly changePercent: number | null
  readonly currency: string | null
  readonly previousClose: number | null
  readonly open: number | null
  readonly dayHigh: number | null
  readonly dayLow: number | null
  readonly volume: number | null
  readonly marketState: string | null
  readonly exchange: string | null
  readonly asOf: Date
}

export interface CryptoPrice {
  readonly id: CryptoId
  readonly symbol: string | null
  readonly name: string | null
  readonly price: number
  /** Percentage points over 24 h. */
  readonly changePercent24h: number | null
  readonly currency: CryptoCurrency
  readonly marketCap: number | null
  readonly volume24h: number | null
  readonly asOf: Date
}

export interface ForexRate {
  /** Normalised "BASE/QUOTE". */
  readonly pair: string
  readonly base: string
  readonly quote: string
  /** Units of `quote` for one unit of `base`. */
  readonly rate: number
  readonly asOf: Date
}

export interface Candle {
  readonly time: Date
  readonly open: number | null
  readonly high: number | null
  readonly low: number | null
  readonly close: number | null
  /** null where the provider has no volume (CoinGecko's OHLC). */
  readonly volume: number | null
}

export const HISTORY_PERIODS = [
  '1d',
  '5d',
  '1mo',
  '3mo',
  '6mo',
  '1y',
  '2y',
  '5y',
  '10y',
  'ytd',
  'max',
] as const
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number]

export const HISTORY_INTERVALS = [
  '1m',
  '2m',
  '5m',
  '15m',
  '30m',
  '60m',
  '90m',
  '1h',
  '1d',
  '5d',
  '1wk',
  '1mo',
  '3mo',
] as const
export type HistoryInterval = (typeof HISTORY_INTERVALS)[number]

export const HISTORY_ASSET_TYPES = ['stock', 'crypto'] as const
export type HistoryAssetType = (typeof HISTORY_ASSET_TYPES)[number]

export interface PriceHistory {
  readonly symbol: string
  readonly assetType: HistoryAssetType
  readonly period: HistoryPeriod
  /** The candle spacing actually served (the provider may choose it). */
  readonly interval: string
  readonly currency: string | null
  readonly candles: readonly Candle[]
}

export type EarningsTime = 'bmo' | 'amc' | 'unknown'

export interface EarningsEvent {
  readonly symbol: string
  readonly name: string | null
  /** YYYY-MM-DD */
  readonly date: string
  readonly time: EarningsTime
  readonly epsEstimate: number | null
  readonly epsActual: number | null
  readonly surprisePercent: number | null
}

export const pairKey = (p: ForexPair): string => `${p.base}/${p.quote}`
