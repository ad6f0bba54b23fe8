import { ValidationError } from '../../../domain/errors.js'
import type { ApiRouter, ResponseDoc } from '../api-router.js'
import type { MarketHttpCradle } from './market-http-cradle.js'
import * as s from './market-schemas.js'
import { composeJson } from '../serialize-json.js'
import {
  batchErrorView,
  cryptoJson,
  cryptoView,
  earningsView,
  historyView,
  itemErrorView,
  quoteJson,
  quoteView,
  rateJson,
  rateView,
} from './market-views.js'

const tag = 'market'
const UPSTREAM: Readonly<Record<number, ResponseDoc>> = {
  404: { description: 'symbol_not_found: the provider does not know it' },
  422: { description: 'validation_failed, with a pointer per bad field or item' },
  503: {
    description: 'upstream_unavailable (Retry-After when the provider rate-limited us)',
    headers: ['Retry-After'],
  },
  504: { description: 'upstream_timeout' },
}
/** The batch body's fixed pieces, encoded once. */
const BATCH_STOCKS = Buffer.from('{"stocks":')
const BATCH_CRYPTO = Buffer.from(',"crypto":')
const BATCH_FOREX = Buffer.from(',"forex":')
const BATCH_ERRORS = Buffer.from(',"errors":')
const BATCH_END = Buffer.from('}')
const splitList = (raw: string | undefined) =>
  raw === undefined ? undefined : raw.split(',').filter((x, i, all) => x !== '' || all.length === 1)

/** GET /market/price shares the batch use case, whose pointers name the body fields; point at the query's names instead. */
function renamePointers(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof ValidationError)) return error
  const rename = (p: string) =>
    Object.entries(names).reduce(
      (acc, [from, to]) => (acc.startsWith(from) ? to + acc.slice(from.length) : acc),
      p,
    )
  return new ValidationError(error.errors.map((e) => ({ ...e, pointer: rename(e.pointer) })))
}

/** docs/api.md "Market data": nine routes, all for signed-in users, all through its caches. */
export function marketRoutes(api: ApiRouter, deps: MarketHttpCradle): void {
  const {
    getQuote,
    getQuotes,
    getCryptoPrice,
    getCryptoPrices,
    getForexRates,
    getMarketBatch,
    getPriceHistory,
    getEarningsCalendar,
  } = deps
  api.route(
    {
      method: 'get',
      path: '/market/stock/:symbol',
      operationId: 'getStockQuote',
      tag,
      access: 'user',
      summary: 'One stock quote (cached 60 s)',
      responses: { 200: { description: 'the quote', schema: s.quoteOut }, ...UPSTREAM },
    },
    async (ctx, { params }) => {
      ctx.body = quoteJson(await getQuote.execute({ symbol: params.symbol ?? '' }))
    },
  )

  api.route(
    {
      method: 'post',
      path: '/market/stocks',
      operationId: 'getStockQuotes',
      tag,
      access: 'user',
      summary: 'Up to 100 stock quotes in input order; unknown symbols are per-item errors (cached 60 s)',
      body: s.stocksBody,
      responses: { 200: { description: 'quotes and per-item errors', schema: s.quotesOut }, ...UPSTREAM },
    },
    async (ctx, { body }) => {
      const { found, errors } = await getQuotes.execute({ symbols: body.symbols })
      ctx.body = { quotes: found.map(quoteView), errors: errors.map(itemErrorView('stock')) }
    },
  )

  api.route(
    {
      method: 'get',
      path: '/market/crypto/:id',
      operationId: 'getCryptoPrice',
      tag,
      access: 'user',
      summary: 'One crypto price by CoinGecko id (cached 60 s)',
      query: s.currencyQuery,
      responses: { 200: { description: 'the price', schema: s.cryptoOut }, ...UPSTREAM },
    },
    async (ctx, { params, query }) => {
      ctx.body = cryptoView(await getCryptoPrice.execute({ id: params.id ?? '', currency: query.currency }))
    },
  )

  api.route(
    {
      method: 'post',
      path: '/market/crypto',
      operationId: 'getCryptoPrices',
      tag,
      access: 'user',
      summary: 'Up to 100 crypto prices; unknown ids are per-item errors (cached 60 s)',
      body: s.cryptoBody,
      responses: { 200: { description: 'prices and per-item errors', schema: s.cryptoListOut }, ...UPSTREAM },
    },
    async (ctx, { body }) => {
      const { found, errors } = await getCryptoPrices.execute({ ids: body.ids, currency: body.currency })
      ctx.body = { prices: found.map(cryptoView), errors: errors.map(itemErrorView('crypto')) }
    },
  )

  api.route(
    {
      method: 'post',
      path: '/market/forex',
      operationId: 'getForexRates',
      tag,
      access: 'user',
      summary: 'Exchange rates for up to 100 pairs, normalised to BASE/QUOTE (cached 300 s)',
      body: s.forexBody,
      responses: { 200: { description: 'rates and per-item errors', schema: s.forexOut }, ...UPSTREAM },
    },
    async (ctx, { body }) => {
      const { found, errors } = await getForexRates.execute({ pairs: body.pairs })
      ctx.body = { rates: found.map(rateView), errors: errors.map(itemErrorView('forex')) }
    },
  )

  api.route(
    {
      method: 'post',
      path: '/market/batch',
      operationId: 'getMarketBatch',
      tag,
      access: 'user',
      summary:
        'Stocks, crypto and forex in one call; the providers are asked in parallel and partial results come with per-item errors',
      body: s.batchBody,
      responses: {
        200: { description: 'what could be had, and per-item errors', schema: s.batchOut },
        ...UPSTREAM,
      },
    },
    async (ctx, { body }) => {
      const batch = await getMarketBatch.execute(body)
      // The JSON of { stocks, crypto, forex, errors }, each cached item's bytes made once (quoteJson).
      ctx.body = composeJson([
        BATCH_STOCKS,
        batch.stocks.map(quoteJson),
        BATCH_CRYPTO,
        batch.crypto.map(cryptoJson),
        BATCH_FOREX,
        batch.forex.map(rateJson),
        BATCH_ERRORS,
        Buffer.from(JSON.stringify(batch.errors.map(batchErrorView))),
        BATCH_END,
      ])
    },
  )

  api.route(
    {
      method: 'get',
      path: '/market/history/:symbol',
      operationId: 'getPriceHistory',
      tag,
      access: 'user',
      summary: 'OHLCV candles of a stock or a coin over a period (cached 300 s)',
      query: s.historyQuery,
      responses: { 200: { description: 'the candles, oldest first', schema: s.historyOut }, ...UPSTREAM },
    },
    async (ctx, { params, query }) => {
      const history = await getPriceHistory.execute({
        symbol: params.symbol ?? '',
        period: query.period,
        assetType: query.assetType ?? query.asset_type,
        interval: query.interval,
        currency: query.currency,
      })
      ctx.body = historyView(history)
    },
  )

  api.route(
    {
      method: 'get',
      path: '/market/earnings',
      operationId: 'listEarnings',
      tag,
      access: 'user',
      summary:
        'Earnings calendar between two dates (default today to +7 days, at most 31; cached 3600 s per day)',
      query: s.earningsQuery,
      responses: { 200: { description: 'reports, by date', schema: s.earningsOut }, ...UPSTREAM },
    },
    async (ctx, { query }) => {
      const events = await getEarningsCalendar.execute({
        from: query.from,
        to: query.to,
        symbols: splitList(query.symbols),
      })
      ctx.body = events.map(earningsView)
    },
  )

  api.route(
    {
      method: 'get',
      path: '/market/price',
      operationId: 'getPrices',
      tag,
      access: 'user',
      summary: 'Live stock and crypto prices: ?symbols=AAPL,MSFT&ids=bitcoin (the price caches, 60 s)',
      query: s.priceQuery,
      responses: {
        200: { description: 'quotes, prices and per-item errors', schema: s.priceOut },
        ...UPSTREAM,
      },
    },
    async (ctx, { query }) => {
      const batch = await getMarketBatch
        .execute({ stocks: splitList(query.symbols), crypto: splitList(query.ids), currency: query.currency })
        .catch((error: unknown) => {
          throw renamePointers(error, { '/stocks': '/symbols', '/crypto': '/ids' })
        })
      ctx.body = {
        stocks: batch.stocks.map(quoteView),
        crypto: batch.crypto.map(cryptoView),
        errors: batch.errors.map(batchErrorView),
      }
    },
  )
}
