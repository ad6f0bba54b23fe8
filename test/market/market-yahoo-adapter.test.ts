import { expect } from 'chai'
import { UpstreamTimeoutError, UpstreamUnavailableError } from '../../src/domain/errors.js'
import type { StockSymbol } from '../../src/domain/market/market-data.js'
import { YahooClient } from '../../src/adapters/market/yahoo-client.js'
import { YahooForexRates } from '../../src/adapters/market/yahoo-forex-rates.js'
import { YahooStockMarketData } from '../../src/adapters/market/yahoo-stock-market-data.js'
import { expectRejection } from '../support/expect-rejection.js'
import { FAKE_CRUMB, FakeYahoo } from './support/fake-yahoo.js'
import { FixedClock } from '../fakes/fixed-clock.js'

const clock = new FixedClock('2025-02-17T12:00:00Z')
const sym = (s: string) => s as StockSymbol

describe('market: YahooStockMarketData against a fake Yahoo over HTTP', () => {
  let yahoo: FakeYahoo
  let adapter: YahooStockMarketData
  beforeEach(async () => {
    yahoo = await FakeYahoo.start()
    yahoo.stocks.set('AAPL', { price: 244.6, name: 'Apple Inc.', changePercent: 1.2710667 })
    yahoo.stocks.set('MSFT', { price: 408.43 })
    yahoo.stocks.set('EURUSD=X', { price: 1.0489877, quoteType: 'CURRENCY' })
    adapter = new YahooStockMarketData(
      new YahooClient({ baseUrl: yahoo.url, timeoutMs: 1000, retries: 1, baseDelayMs: 5 }),
      clock,
    )
  })
  afterEach(() => yahoo.close())

  it('walks the crumb flow (consent redirect, cookie, getcrumb) once, then quotes many symbols in one call', async () => {
    const quotes = await adapter.quotes([sym('AAPL'), sym('MSFT')])
    expect(quotes.get(sym('AAPL'))).to.include({
      symbol: 'AAPL',
      price: 244.6,
      name: 'Apple Inc.',
      changePercent: 1.2710667,
      currency: 'USD',
    })
    expect(quotes.get(sym('AAPL'))!.asOf.toISOString()).to.equal('2025-02-14T21:00:00.000Z')
    await adapter.quotes([sym('AAPL')])
    const paths = yahoo.server.requests.map((r) => r.path)
    expect(paths.filter((p) => p === '/v1/test/getcrumb')).to.have.length(1)
    expect(yahoo.quoteCalls).to.equal(2)
    const quoteReq = yahoo.server.requests.find((r) => r.path === '/v7/finance/quote')!
    expect(quoteReq.query.get('crumb')).to.equal(FAKE_CRUMB)
    expect(quoteReq.headers['x-yahoo-host']).to.match(/^query[12]\.finance\.yahoo\.com$/)
  })

  it('starts a new session (cookie and crumb) once when Yahoo says the crumb is invalid', async () => {
    await adapter.quotes([sym('AAPL')])
    yahoo.crumb = 'rotatedCrumb7'
    const quotes = await adapter.quotes([sym('MSFT')])
    expect(quotes.get(sym('MSFT'))!.price).to.equal(408.43)
    expect(yahoo.server.count('/v1/test/getcrumb')).to.equal(2)
    expect(yahoo.server.requests.at(-1)!.query.get('crumb')).to.equal('rotatedCrumb7')
  })

  it('leaves unknown symbols out, as Yahoo does', async () => {
    const quotes = await adapter.quotes([sym('AAPL'), sym('NONEXIST')])
    expect([...quotes.keys()]).to.deep.equal(['AAPL'])
  })

  it('splits more than 50 symbols into calls of at most 50', async () => {
    const symbols = Array.from({ length: 120 }, (_, i) => sym(`S${i}`))
    symbols.forEach((s) => yahoo.stocks.set(s, { price: 10 }))
    const quotes = await adapter.quotes(symbols)
    expect(quotes.size).to.equal(120)
    const sizes = yahoo.server.requests
      .filter((r) => r.path === '/v7/finance/quote')
      .map((r) => r.query.get('symbols')!.split(',').length)
    expect(sizes.sort((a, b) => b - a)).to.deep.equal([50, 50, 20])
  })

  it('reads chart candles, and a 404 chart is an unknown symbol', async () => {
    const history = await adapter.history(sym('AAPL'), '1mo', undefined)
    expect(history).to.include({
      symbol: 'AAPL',
      assetType: 'stock',
      period: '1mo',
      interval: '1d',
      currency: 'USD',
    })
    expect(history!.candles).to.have.length(3)
    expect(history!.candles[0]).to.include({ open: 99, high: 102, low: 98, close: 100, volume: 1000 })
    expect(await adapter.history(sym('NOPE'), '1mo', undefined)).to.equal(undefined)
  })

  it('reads the next earnings from quoteSummary calendarEvents; an ETF (404) has none', async () => {
    yahoo.earnings.set('AAPL', { date: 1746010740, estimate: 1.61696 })
    expect(await adapter.nextEarnings(sym('AAPL'))).to.deep.include({
      symbol: 'AAPL',
      date: '2025-04-30',
      epsEstimate: 1.61696,
      time: 'unknown',
    })
    expect(await adapter.nextEarnings(sym('MSFT'))).to.equal(undefined)
  })

  it('quotes forex pairs through BASEQUOTE=X', async () => {
    const rates = await new YahooForexRates(adapter, clock).rates([
      { base: 'EUR', quote: 'USD' },
      { base: 'USD', quote: 'XYZ' },
    ])
    expect([...rates.keys()]).to.deep.equal(['EUR/USD'])
    expect(rates.get('EUR/USD')).to.include({ pair: 'EUR/USD', base: 'EUR', quote: 'USD', rate: 1.0489877 })
  })

  it('turns a failing Yahoo into upstream_unavailable after one retry', async () => {
    yahoo.mode = 'down'
    await expectRejection(adapter.quotes([sym('AAPL')]), UpstreamUnavailableError)
    expect(yahoo.server.count('/v1/test/getcrumb')).to.equal(2)
  })

  it('honours a 429: Retry-After is passed on and the next call does not reach Yahoo', async () => {
    yahoo.mode = 'rate-limit'
    yahoo.retryAfter = '42'
    const error = await expectRejection(adapter.quotes([sym('AAPL')]), UpstreamUnavailableError)
    expect(error.retryAfterSeconds).to.equal(42)
    const before = yahoo.server.requests.length
    const again = await expectRejection(adapter.quotes([sym('MSFT')]), UpstreamUnavailableError)
    expect(again.retryAfterSeconds).to.be.within(41, 42)
    expect(yahoo.server.requests.length).to.equal(before)
  })

  it('gives up on a hung Yahoo with upstream_timeout within the timeout', async () => {
    yahoo.mode = 'hang'
    const started = Date.now()
    await expectRejection(adapter.quotes([sym('AAPL')]), UpstreamTimeoutError)
    expect(Date.now() - started).to.be.below(3000)
  })
})
