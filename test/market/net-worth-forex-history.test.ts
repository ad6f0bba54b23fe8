import { expect } from 'chai'
import type { IsoDate } from '../../src/domain/portfolio/calendar.js'
import { FallbackForexHistory } from '../../src/adapters/market/fallback-forex-history.js'
import { FrankfurterForexHistory } from '../../src/adapters/market/frankfurter-forex-history.js'
import { YahooClient } from '../../src/adapters/market/yahoo-client.js'
import { YahooForexHistory } from '../../src/adapters/market/yahoo-forex-history.js'
import { YahooStockMarketData } from '../../src/adapters/market/yahoo-stock-market-data.js'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import { expectRejection } from '../support/expect-rejection.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FakeFrankfurter } from './support/fake-frankfurter.js'
import { FakeYahoo } from './support/fake-yahoo.js'

const day = (s: string) => s as IsoDate
const clock = { now: () => new Date('2025-12-19T12:00:00Z') }

describe('market: forex history (Frankfurter time series, Yahoo daily chart) against fake servers', () => {
  let frankfurter: FakeFrankfurter
  let yahoo: FakeYahoo
  let ecb: FrankfurterForexHistory
  let yahooHistory: YahooForexHistory
  beforeEach(async () => {
    ;[frankfurter, yahoo] = await Promise.all([FakeFrankfurter.start(), FakeYahoo.start()])
    ecb = new FrankfurterForexHistory({ baseUrl: frankfurter.url, timeoutMs: 1000, retries: 0 })
    yahooHistory = new YahooForexHistory(
      new YahooStockMarketData(
        new YahooClient({ baseUrl: yahoo.url, timeoutMs: 1000, retries: 0, baseDelayMs: 5 }),
        clock,
      ),
      clock,
    )
  })
  afterEach(() => Promise.all([frankfurter.close(), yahoo.close()]))

  it('Frankfurter: one call for the window, one rate per ECB working day (no weekend)', async () => {
    const rates = await ecb.dailyRates('EUR', 'USD', day('2025-12-12'), day('2025-12-16'))
    expect(rates).to.deep.equal([
      { date: '2025-12-12', close: 1.1722 },
      { date: '2025-12-15', close: 1.1732 },
      { date: '2025-12-16', close: 1.1742 },
    ])
    expect(frankfurter.server.requests.map((r) => `${r.path}?${r.query.toString()}`)).to.deep.equal([
      '/v1/2025-12-12..2025-12-16?base=EUR&symbols=USD',
    ])
  })

  it('Frankfurter: an unknown currency is undefined, a failing server an UpstreamUnavailableError', async () => {
    expect(await ecb.dailyRates('EUR', 'XXX', day('2025-12-12'), day('2025-12-16'))).to.equal(undefined)
    frankfurter.mode = 'down'
    await expectRejection(
      ecb.dailyRates('EUR', 'USD', day('2025-12-12'), day('2025-12-16')),
      UpstreamUnavailableError,
    )
  })

  it("Yahoo: EURUSD=X's daily chart (period chosen to cover the window), cut to the window", async () => {
    yahoo.stocks.set('EURUSD=X', { price: 1.0489877, quoteType: 'CURRENCY' })
    // The fake's chart has three daily candles from period1 (1mo back: 2025-11-19T12:00Z), closes 100, 101, 102.
    const rates = await yahooHistory.dailyRates('EUR', 'USD', day('2025-11-20'), day('2025-11-21'))
    expect(rates).to.deep.equal([
      { date: '2025-11-20', close: 100 },
      { date: '2025-11-21', close: 101 },
    ])
    const chart = yahoo.server.requests.find((r) => r.path === '/v8/finance/chart/EURUSD=X')!
    expect(chart.query.get('interval')).to.equal('1d')
  })

  it('falls back to Frankfurter when Yahoo does not know the pair or is down; both down names both', async () => {
    const log = new FakeLog()
    const both = new FallbackForexHistory(yahooHistory, ecb, log)
    expect(await both.dailyRates('EUR', 'GBP', day('2025-12-15'), day('2025-12-15'))).to.deep.equal([
      { date: '2025-12-15', close: 0.8612 },
    ])
    yahoo.mode = 'down'
    expect(await both.dailyRates('EUR', 'GBP', day('2025-12-15'), day('2025-12-15'))).to.have.length(1)
    frankfurter.mode = 'down'
    const error = await expectRejection(
      both.dailyRates('EUR', 'GBP', day('2025-12-15'), day('2025-12-15')),
      UpstreamUnavailableError,
    )
    expect(error.message).to.match(/every provider tried failed/)
  })
})
