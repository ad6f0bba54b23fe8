import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import type { CryptoCurrency, CryptoId, StockSymbol } from '../../src/domain/market/market-data.js'
import { CoinGeckoCryptoMarketData } from '../../src/adapters/market/coingecko-crypto-market-data.js'
import { FrankfurterForexRates } from '../../src/adapters/market/frankfurter-forex-rates.js'
import { NasdaqEarningsCalendar } from '../../src/adapters/market/nasdaq-earnings-calendar.js'
import { YahooClient } from '../../src/adapters/market/yahoo-client.js'
import { YahooForexRates } from '../../src/adapters/market/yahoo-forex-rates.js'
import { YahooStockMarketData } from '../../src/adapters/market/yahoo-stock-market-data.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { FakeServer, type FakeReply, type RecordedRequest } from './support/fake-server.js'

/**
 * Replays the recorded-shape provider answers of test/fixtures/market (written for this
 * repository, in the providers' wire format: see its README) through the real adapters, so a
 * change in how an adapter reads a provider's payload shows up on every clone.
 */
const FIXTURES = new URL('../fixtures/market/', import.meta.url)
const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, FIXTURES), 'utf8'))

interface Recording {
  response: {
    status: number
    headers: Record<string, string | string[]>
    bodyJson?: unknown
    bodyText?: string
  }
}
const yahooRecording = (path: string) => read(`yahoo/${path}`) as Recording
const replay = (path: string): FakeReply => {
  const r = yahooRecording(path).response
  return { status: r.status, body: r.bodyJson ?? r.bodyText ?? '' }
}

const YAHOO_QUOTES: Record<string, string> = {
  MSFT: 'quote-MSFT.json',
  'MSFT,NVDA': 'quote-MSFT-NVDA.json',
  'MSFT,NOSUCH': 'quote-MSFT-NOSUCH.json',
  NOSUCH: 'quote-NOSUCH.json',
  'GBPUSD=X': 'quote-GBPUSD_X.json',
}

function yahooReplay(req: RecordedRequest): FakeReply {
  if (req.path.startsWith('/quote/')) {
    const r = yahooRecording('getCrumb/quote-redirect.json').response
    return {
      status: r.status,
      headers: { location: String(r.headers.location), 'set-cookie': r.headers['set-cookie']! },
    }
  }
  if (req.path === '/consent') return { status: 200, body: '<html></html>' }
  if (req.path === '/v1/test/getcrumb') return replay('getCrumb/getcrumb.json')
  if (req.path === '/v7/finance/quote') {
    return replay(`quote/${YAHOO_QUOTES[req.query.get('symbols') ?? ''] ?? 'quote-NOSUCH.json'}`)
  }
  if (req.path === '/v8/finance/chart/MSFT') return replay('chart/chart-MSFT-2024-03-04-to-2024-05-10.json')
  if (req.path === '/v10/finance/quoteSummary/MSFT')
    return replay('quoteSummary/quoteSummary-calendarEvents-MSFT.json')
  if (req.path === '/v10/finance/quoteSummary/VTI')
    return replay('quoteSummary/quoteSummary-calendarEvents-VTI.json')
  return { status: 404, body: 'not recorded' }
}

describe('market: replay of the recorded-shape fixtures (test/fixtures/market) through the real adapters', () => {
  const policy = { timeoutMs: 2000, retries: 0 }

  it('Yahoo: crumb flow, quotes (an unknown symbol left out), forex, a daily chart, calendarEvents and an ETF 404', async () => {
    const server = await FakeServer.start(yahooReplay)
    try {
      const clock = new FixedClock('2024-05-11T00:00:00Z')
      const yahoo = new YahooStockMarketData(new YahooClient({ ...policy, baseUrl: server.url }), clock)
      const one = await yahoo.quotes(['MSFT' as StockSymbol])
      expect(one.get('MSFT' as StockSymbol)).to.include({
        name: 'Microsoft Corporation',
        price: 453.13,
        changePercent: 0.3786203,
        currency: 'USD',
        previousClose: 451.42,
        exchange: 'NasdaqGS',
      })
      expect(one.get('MSFT' as StockSymbol)!.asOf.toISOString()).to.equal('2025-05-16T20:00:00.000Z')
      const two = await yahoo.quotes(['MSFT', 'NVDA'] as StockSymbol[])
      expect([...two.keys()]).to.deep.equal(['MSFT', 'NVDA'])
      const partial = await yahoo.quotes(['MSFT', 'NOSUCH'] as StockSymbol[])
      expect([...partial.keys()]).to.deep.equal(['MSFT'])
      const rates = await new YahooForexRates(yahoo, clock).rates([{ base: 'GBP', quote: 'USD' }])
      expect(rates.get('GBP/USD')!.rate).to.equal(1.3301942)
      const history = await yahoo.history('MSFT' as StockSymbol, '3mo', '1d')
      expect(history!.candles).to.have.length(49)
      expect(history!.candles[0]).to.deep.include({ open: 408.46, high: 409.82, low: 406.76, close: 408.22 })
      expect(history!.candles[0]!.time.toISOString()).to.equal('2024-03-04T13:30:00.000Z')
      expect(await yahoo.nextEarnings('MSFT' as StockSymbol)).to.include({
        symbol: 'MSFT',
        date: '2025-07-30',
        epsEstimate: 3.37812,
      })
      expect(await yahoo.nextEarnings('VTI' as StockSymbol)).to.equal(undefined)
    } finally {
      await server.close()
    }
  })

  it('CoinGecko: coins/markets, ohlc (no volume) and the 404 "coin not found"', async () => {
    const server = await FakeServer.start((req) => {
      if (req.path === '/coins/markets')
        return { body: read('coingecko/coins_markets/coins-markets-litecoin-cardano-polkadot-usd.json') }
      if (req.path === '/coins/ethereum/ohlc')
        return { body: read('coingecko/ohlc/ohlc-ethereum-usd-4h.json') }
      return { status: 404, body: read('coingecko/errors/coin-not-found.json') }
    })
    try {
      const clock = new FixedClock('2026-05-19T14:05:00Z')
      const cg = new CoinGeckoCryptoMarketData({ ...policy, baseUrl: server.url, apiKey: undefined }, clock)
      const ids = ['litecoin', 'cardano', 'polkadot'] as CryptoId[]
      const prices = await cg.prices(ids, 'usd' as CryptoCurrency)
      expect([...prices.keys()].sort()).to.deep.equal(['cardano', 'litecoin', 'polkadot'])
      expect(prices.get('cardano' as CryptoId)).to.include({
        symbol: 'ada',
        name: 'Cardano',
        price: 0.7312,
        changePercent24h: -2.47,
        marketCap: 26301554871,
      })
      expect(prices.get('litecoin' as CryptoId)!.asOf.toISOString()).to.equal('2026-05-19T14:02:11.000Z')
      const history = await cg.history('ethereum' as CryptoId, 'usd' as CryptoCurrency, '1d')
      expect(history!.candles[0]).to.include({
        open: 3021,
        high: 3060.9,
        low: 3005.9,
        close: 3048.7,
        volume: null,
      })
      expect(await cg.history('nocoin' as CryptoId, 'usd' as CryptoCurrency, '5d')).to.equal(undefined)
    } finally {
      await server.close()
    }
  })

  it('Frankfurter: latest per base currency, and the 404 of a currency it does not know', async () => {
    const server = await FakeServer.start((req) => {
      const base = req.query.get('base')
      if (base === 'GBP') return { body: read('frankfurter/latest/latest-base-GBP-symbols-JPY_USD.json') }
      if (base === 'CHF') return { body: read('frankfurter/latest/latest-base-CHF-symbols-EUR.json') }
      return { status: 404, body: read('frankfurter/errors/not-found-404.json') }
    })
    try {
      const rates = await new FrankfurterForexRates({ ...policy, baseUrl: server.url }).rates([
        { base: 'GBP', quote: 'USD' },
        { base: 'GBP', quote: 'JPY' },
        { base: 'CHF', quote: 'EUR' },
        { base: 'XAU', quote: 'USD' },
      ])
      expect(rates.get('GBP/USD')!.rate).to.equal(1.3312)
      expect(rates.get('GBP/JPY')!.rate).to.equal(198.41)
      expect(rates.get('CHF/EUR')!.rate).to.equal(1.0617)
      expect(rates.has('XAU/USD')).to.equal(false)
    } finally {
      await server.close()
    }
  })

  it("Nasdaq: a past day's actuals and a future day's forecasts, every string parsed exactly", async () => {
    const server = await FakeServer.start((req) => ({
      body: read(`nasdaq/calendar_earnings/calendar-earnings-${req.query.get('date')}.json`),
    }))
    try {
      const nasdaq = new NasdaqEarningsCalendar({ ...policy, baseUrl: server.url })
      const past = await nasdaq.day('2025-02-06')
      expect(past).to.have.length(8)
      expect(past[0]).to.deep.equal({
        symbol: 'CMI',
        name: 'Cummins Inc.',
        date: '2025-02-06',
        time: 'bmo',
        epsEstimate: 4.72,
        epsActual: 5.16,
        surprisePercent: 9.32,
      })
      expect(past.find((e) => e.symbol === 'AFRM')).to.include({
        time: 'amc',
        epsActual: 0.23,
        epsEstimate: -0.13,
        surprisePercent: 276.92,
      })
      expect(past.find((e) => e.symbol === 'OPK')).to.include({ epsActual: -0.05, surprisePercent: -25 })
      expect(past.find((e) => e.symbol === 'TBLA')).to.include({ time: 'unknown', epsEstimate: null })
      const future = await nasdaq.day('2025-08-12')
      expect(future.find((e) => e.symbol === 'SE')).to.include({
        time: 'bmo',
        epsEstimate: 0.94,
        epsActual: null,
      })
      expect(future.find((e) => e.symbol === 'OKLO')).to.include({ epsEstimate: -0.11 })
      expect(future.find((e) => e.symbol === 'NU')).to.include({ time: 'unknown', epsEstimate: null })
    } finally {
      await server.close()
    }
  })
})
