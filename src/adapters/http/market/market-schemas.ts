import { z } from 'zod'
import { MAX_LIST_ITEMS } from '../../../domain/market/market-input.js'

// Shapes only: the meaning of each symbol, id, pair, period and date is the domain's (422 with a pointer).
const list = (what: string) =>
  z.array(z.string()).max(MAX_LIST_ITEMS).describe(`up to ${MAX_LIST_ITEMS} ${what}`)
export const vsCurrency = z
  .string()
  .optional()
  .describe('price currency for crypto (usd, eur, ...); default usd')

export const stocksBody = z
  .strictObject({ symbols: list('tickers').min(1) })
  .meta({ id: 'StockQuotesRequest' })
export const cryptoBody = z
  .strictObject({ ids: list('CoinGecko coin ids').min(1), currency: vsCurrency })
  .meta({ id: 'CryptoPricesRequest' })
export const forexBody = z
  .strictObject({ pairs: list('pairs: "EUR/USD", "USDJPY"').min(1) })
  .meta({ id: 'ForexRatesRequest' })
export const batchBody = z
  .strictObject({
    stocks: list('tickers').optional(),
    crypto: list('CoinGecko coin ids').optional(),
    forex: list('currency pairs').optional(),
    currency: vsCurrency,
  })
  .meta({ id: 'MarketBatchRequest' })

export const currencyQuery = z.object({ currency: vsCurrency })
export const historyQuery = z.object({
  period: z.string().optional().describe('1d, 5d, 1mo (default), 3mo, 6mo, 1y, 2y, 5y, 10y, ytd, max'),
  assetType: z.string().optional().describe('stock (default) or crypto'),
  asset_type: z.string().optional().describe('alias of assetType'),
  interval: z.string().optional().describe('stocks only: 1m .. 3mo; default suits the period'),
  currency: vsCurrency,
})
export const earningsQuery = z.object({
  from: z.string().optional().describe('YYYY-MM-DD (UTC), default today'),
  to: z.string().optional().describe('YYYY-MM-DD, default from + 7 days; at most 31 days'),
  symbols: z.string().optional().describe('comma-separated tickers to keep'),
})
export const priceQuery = z.object({
  symbols: z.string().optional().describe('comma-separated tickers'),
  ids: z.string().optional().describe('comma-separated CoinGecko ids'),
  currency: vsCurrency,
})

const n = z.number().nullable()
const itemError = (field: string) => z.object({ [field]: z.string(), code: z.string(), detail: z.string() })
export const quoteOut = z
  .object({
    symbol: z.string(),
    name: z.string().nullable(),
    price: z.number(),
    change: n,
    change_percent: n.describe('percentage points: 1.27 means 1.27 %'),
    currency: z.string().nullable(),
    previous_close: n,
    open: n,
    day_high: n,
    day_low: n,
    volume: n,
    market_state: z.string().nullable(),
    exchange: z.string().nullable(),
    as_of: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Quote' })
export const cryptoOut = z
  .object({
    id: z.string(),
    symbol: z.string().nullable(),
    name: z.string().nullable(),
    price: z.number(),
    change_percent_24h: n,
    currency: z.string(),
    market_cap: n,
    volume_24h: n,
    as_of: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'CryptoPrice' })
export const rateOut = z
  .object({
    pair: z.string(),
    base: z.string(),
    quote: z.string(),
    rate: z.number(),
    as_of: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'ForexRate' })
export const quotesOut = z
  .object({ quotes: z.array(quoteOut), errors: z.array(itemError('symbol')) })
  .meta({ id: 'StockQuotes' })
export const cryptoListOut = z
  .object({ prices: z.array(cryptoOut), errors: z.array(itemError('id')) })
  .meta({ id: 'CryptoPrices' })
export const forexOut = z
  .object({ rates: z.array(rateOut), errors: z.array(itemError('pair')) })
  .meta({ id: 'ForexRates' })
const batchError = z
  .object({ type: z.enum(['stock', 'crypto', 'forex']), code: z.string(), detail: z.string() })
  .catchall(z.string())
  .meta({ id: 'MarketItemError' })
export const batchOut = z
  .object({
    stocks: z.array(quoteOut),
    crypto: z.array(cryptoOut),
    forex: z.array(rateOut),
    errors: z.array(batchError),
  })
  .meta({ id: 'MarketBatch' })
export const priceOut = z
  .object({
    stocks: z.array(quoteOut),
    crypto: z.array(cryptoOut),
    errors: z.array(batchError),
  })
  .meta({ id: 'Prices' })
export const historyOut = z
  .object({
    symbol: z.string(),
    asset_type: z.enum(['stock', 'crypto']),
    period: z.string(),
    interval: z.string(),
    currency: z.string().nullable(),
    candles: z.array(
      z.object({
        time: z.string().meta({ format: 'date-time' }),
        open: n,
        high: n,
        low: n,
        close: n,
        volume: n,
      }),
    ),
  })
  .meta({ id: 'PriceHistory' })
export const earningsOut = z.array(
  z
    .object({
      symbol: z.string(),
      name: z.string().nullable(),
      date: z.string().meta({ format: 'date' }),
      time: z.enum(['bmo', 'amc', 'unknown']),
      eps_estimate: n,
      eps_actual: n,
      surprise_percent: n,
    })
    .meta({ id: 'EarningsEvent' }),
)
