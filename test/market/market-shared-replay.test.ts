import { expect } from 'chai'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CryptoCurrency, CryptoId, StockSymbol } from '../../src/domain/market/market-data.js'
import { CoinGeckoCryptoMarketData } from '../../src/adapters/market/coingecko-crypto-market-data.js'
import { FrankfurterForexRates } from '../../src/adapters/market/frankfurter-forex-rates.js'
import { NasdaqEarningsCalendar } from '../../src/adapters/market/nasdaq-earnings-calendar.js'
import { YahooClient } from '../../src/adapters/market/yahoo-client.js'
import { YahooForexRates } from '../../src/adapters/market/yahoo-forex-rates.js'
import { YahooStockMarketData } from '../../src/adapters/market/yahoo-stock-market-data.js'
import { FakeServer, type FakeReply, type RecordedRequest } from './support/fake-server.js'

/**
 * Optional: replays the recorded upstream payloads of ../shared/fixtures/market (outside this
 * repository, present beside CI's checkout) through the real adapters. The replay that always runs
 * is market-fixtures-replay.test.ts, over the repository's own fixtures in test/fixtures/market.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const FIXTURES = resolve(repoRoot, '../shared/fixtures/market')

const read = (path: string): unknown => JSON.parse(readFileSync(join(FIXTURES, path), 'utf8'))
interface YahooRecord {
  response: {
    status: number
    headers: Record<string, string | string[]>
    bodyJson?: unknown
    bodyText?: string
  }
}
const yahooRecord = (path: string) => read(`yahoo/${path}`) as YahooRecord
const replay = (path: string): FakeReply => {
  const r = yahooRecord(path).response
  return { status: r.status, body: r.bodyJson ?? r.bodyText ?? '' }
}

function yahooReplay(req: RecordedRequest): FakeReply {
  if (req.path === '/quote/AAPL') {
    const r = yahooRecord('getCrumb/getCrumb-quote-AAPL.json').response
    return {
      status: r.status,
      headers: { location: String(r.headers.location), 'set-cookie': r.headers['set-cookie']! },
    }
  }
  if (req.path === '/consent') return { status: 200, body: '<html></html>' }
  if (req.path === '/v1/test/getcrumb') return replay('getCrumb/getCrumb-getcrumb.json')
  if (req.path === '/v7/finance/quote') {
    const file: Record<string, string> = {
      AAPL: 'quote-AAPL.json',
      'AAPL,BABA': 'quote-AAPL-BABA.json',
      'AAPL,NONEXIST': 'quote-AAPL-NONEXIST.json',
      NONEXIST: 'quote-NONEXIST.json',
      'EURUSD=X': 'quote-EURUSD_X.json',
    }
    return replay(`quote/${file[req.query.get('symbols') ?? ''] ?? 'quote-NONEXIST.json'}`)
  }
  if (req.path === '/v8/finance/chart/AAPL') return replay('chart/chart-AAPL-2020-08-31-to-2020-11-07.json')
  if (req.path === '/v10/finance/quoteSummary/AAPL')
    return replay('quoteSummary/quoteSummary-calendarEvents-AAPL.json')
  if (req.path === '/v10/finance/quoteSummary/QQQ')
    return replay('quoteSummary/quoteSummary-calendarEvents-QQQ.json')
  return { status: 404, body: 'not recorded' }
}

describe('market: optional replay of the shared recordings (../shared/fixtures/market) through the real adapters', function () {
  before(function () {
    if (!existsSync(FIXTURES)) {
      console.log(`    (skipped: no recorded fixtures at ${FIXTURES})`)
      this.skip()
    }
  })

  const policy = { timeoutMs: 2000, retries: 0 }

  it('Yahoo: crumb flow, quote (unknown left out), forex, chart, calendarEvents and an ETF 404', async () => {
    const server = await FakeServer.start(yahooReplay)
    try {
      const clock = { now: () => new Date('2020-11-07T00:00:00Z') }
      const yahoo = new YahooStockMarketData(new YahooClient({ ...policy, baseUrl: server.url }), clock)
      const one = await yahoo.quotes(['AAPL' as StockSymbol])
      expect(one.get('AAPL' as StockSymbol)).to.include({
        price: 244.6,
        changePercent: 1.2710667,
        currency: 'USD',
        previousClose: 241.53,
        exchange: 'NasdaqGS',
      })
      const two = await yahoo.quotes(['AAPL', 'NONEXIST'] as StockSymbol[])
      expect([...two.keys()]).to.deep.equal(['AAPL'])
      const rates = await new YahooForexRates(yahoo, clock).rates([{ base: 'EUR', quote: 'USD' }])
      expect(rates.get('EUR/USD')!.rate).to.equal(1.0489877)
      const history = await yahoo.history('AAPL' as StockSymbol, '3mo', '1d')
      expect(history!.candles.length).to.be.greaterThan(40)
      expect(history!.candles[0]!.close).to.be.a('number')
      expect(await yahoo.nextEarnings('AAPL' as StockSymbol)).to.include({
        date: '2025-04-30',
        epsEstimate: 1.61696,
      })
      expect(await yahoo.nextEarnings('QQQ' as StockSymbol)).to.equal(undefined)
    } finally {
      await server.close()
    }
  })

  it('CoinGecko: coins/markets, ohlc and the 404 "coin not found"', async () => {
    const server = await FakeServer.start((req) => {
      if (req.path === '/coins/markets')
        return {
          body: read('coingecko/coins_markets/coins-markets-bitcoin-ethereum-solana-usd-default.json'),
        }
      if (req.path === '/coins/bitcoin/ohlc')
        return { body: read('coingecko/ohlc/ohlc-bitcoin-usd-4h-trimmed.json') }
      return { status: 404, body: read('coingecko/errors/coin_not_found.json') }
    })
    try {
      const clock = { now: () => new Date(1783382400000 + 86_400_000) }
      const cg = new CoinGeckoCryptoMarketData({ ...policy, baseUrl: server.url, apiKey: undefined }, clock)
      const prices = await cg.prices(['bitcoin', 'ethereum', 'solana'] as CryptoId[], 'usd' as CryptoCurrency)
      expect(prices.get('bitcoin' as CryptoId)).to.include({
        symbol: 'btc',
        name: 'Bitcoin',
        price: 64138,
        changePercent24h: -1.7,
        marketCap: 1287152398450,
      })
      expect(prices.get('bitcoin' as CryptoId)!.asOf.toISOString()).to.equal('2026-08-11T09:26:30.000Z')
      const history = await cg.history('bitcoin' as CryptoId, 'usd' as CryptoCurrency, '5d')
      expect(history!.candles[0]).to.include({
        open: 63577,
        high: 64387,
        low: 63564,
        close: 64072,
        volume: null,
      })
      expect(await cg.history('nocoin' as CryptoId, 'usd' as CryptoCurrency, '5d')).to.equal(undefined)
    } finally {
      await server.close()
    }
  })

  it('Frankfurter: latest per base, and the 404 of an unknown currency', async () => {
    const server = await FakeServer.start((req) => {
      const base = req.query.get('base')
      if (base === 'EUR') return { body: read('frankfurter/latest/latest-base-EUR-symbols-EUR_USD.json') }
      if (base === 'USD') return { body: read('frankfurter/latest/latest-base-USD-symbols-EUR_USD.json') }
      return { status: 404, body: read('frankfurter/errors/not-found-404.json') }
    })
    try {
      const rates = await new FrankfurterForexRates({ ...policy, baseUrl: server.url }).rates([
        { base: 'EUR', quote: 'USD' },
        { base: 'USD', quote: 'EUR' },
        { base: 'XBT', quote: 'USD' },
      ])
      expect(rates.get('EUR/USD')!.rate).to.equal(1.1722)
      expect(rates.get('USD/EUR')!.rate).to.equal(0.8531)
      expect(rates.has('XBT/USD')).to.equal(false)
    } finally {
      await server.close()
    }
  })

  it("Nasdaq: a past day's actuals and a future day's forecasts, strings parsed exactly", async () => {
    const server = await FakeServer.start((req) => ({
      body: read(`nasdaq/calendar_earnings/calendar-earnings-${req.query.get('date')}.json`),
    }))
    try {
      const nasdaq = new NasdaqEarningsCalendar({ ...policy, baseUrl: server.url })
      const past = await nasdaq.day('2023-11-03')
      expect(past).to.have.length(85)
      expect(past[0]).to.deep.equal({
        symbol: 'ENB',
        name: 'Enbridge Inc',
        date: '2023-11-03',
        time: 'unknown',
        epsEstimate: 0.43,
        epsActual: 0.46,
        surprisePercent: 6.98,
      })
      expect(past.find((e) => e.symbol === 'BEP')).to.include({
        epsActual: -0.14,
        epsEstimate: -0.03,
        surprisePercent: -366.67,
      })
      const future = await nasdaq.day('2024-07-02')
      expect(future.find((e) => e.symbol === 'MSM')).to.include({
        time: 'bmo',
        epsEstimate: 1.33,
        epsActual: null,
      })
      expect(future.find((e) => e.symbol === 'WDS')).to.include({ epsEstimate: null })
    } finally {
      await server.close()
    }
  })
})
