import { expect } from 'chai'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import type { CryptoCurrency, CryptoId, ForexPair } from '../../src/domain/market/market-data.js'
import { CoinGeckoCryptoMarketData } from '../../src/adapters/market/coingecko-crypto-market-data.js'
import { FallbackForexRates } from '../../src/adapters/market/fallback-forex-rates.js'
import { FrankfurterForexRates } from '../../src/adapters/market/frankfurter-forex-rates.js'
import {
  NasdaqEarningsCalendar,
  parseNasdaqNumber,
  parseNasdaqTime,
} from '../../src/adapters/market/nasdaq-earnings-calendar.js'
import { FakeForexRates } from '../fakes/fake-forex-rates.js'
import { expectRejection } from '../support/expect-rejection.js'
import { FakeCoinGecko } from './support/fake-coingecko.js'
import { FakeFrankfurter } from './support/fake-frankfurter.js'
import { FakeNasdaq } from './support/fake-nasdaq.js'
import { FakeLog } from '../fakes/fake-log.js'

const clock = { now: () => new Date() }
const policy = { timeoutMs: 1000, retries: 1, baseDelayMs: 5 }
const usd = 'usd' as CryptoCurrency
const id = (s: string) => s as CryptoId
const silentLog = new FakeLog()

describe('market: CoinGecko adapter against a fake CoinGecko', () => {
  let cg: FakeCoinGecko
  let adapter: CoinGeckoCryptoMarketData
  beforeEach(async () => {
    cg = await FakeCoinGecko.start()
    cg.coins.set('bitcoin', { symbol: 'btc', name: 'Bitcoin', usd: 64138 })
    cg.coins.set('ethereum', { symbol: 'eth', name: 'Ethereum', usd: 3100.5 })
    adapter = new CoinGeckoCryptoMarketData({ ...policy, baseUrl: cg.url, apiKey: 'demo-key-1' }, clock)
  })
  afterEach(() => cg.close())

  it('prices many ids in one /coins/markets call, with the demo-key header; unknown ids are left out', async () => {
    const prices = await adapter.prices(
      [id('bitcoin'), id('ethereum'), id('nocoin')],
      'eur' as CryptoCurrency,
    )
    expect([...prices.keys()]).to.have.members(['bitcoin', 'ethereum'])
    expect(prices.get(id('bitcoin'))).to.include({
      symbol: 'btc',
      name: 'Bitcoin',
      currency: 'eur',
      changePercent24h: -1.7,
    })
    expect(prices.get(id('bitcoin'))!.price).to.be.closeTo(64138 * 0.9, 1e-6)
    expect(cg.marketsCalls).to.equal(1)
    expect(cg.server.requests[0]!.headers['x-cg-demo-api-key']).to.equal('demo-key-1')
    expect(cg.server.requests[0]!.query.get('ids')).to.equal('bitcoin,ethereum,nocoin')
  })

  it('reads OHLC history (no volume); a 404 "coin not found" is an unknown id', async () => {
    const history = await adapter.history(id('bitcoin'), usd, '5d')
    expect(history).to.include({ symbol: 'bitcoin', assetType: 'crypto', interval: '4h', currency: 'usd' })
    expect(history!.candles).to.have.length(3)
    expect(history!.candles[0]).to.include({ open: 103, high: 113, low: 93, close: 108, volume: null })
    expect(cg.server.requests.at(-1)!.query.get('days')).to.equal('7')
    expect(await adapter.history(id('nocoin'), usd, '1mo')).to.equal(undefined)
  })

  it('a 429 (also the one CoinGecko sends with HTTP 200) is upstream_unavailable with Retry-After', async () => {
    cg.mode = 'rate-limit'
    const e = await expectRejection(adapter.prices([id('bitcoin')], usd), UpstreamUnavailableError)
    expect(e.retryAfterSeconds).to.equal(30)
    const other = new CoinGeckoCryptoMarketData({ ...policy, baseUrl: cg.url, apiKey: undefined }, clock)
    cg.mode = 'rate-limit-200'
    const e200 = await expectRejection(other.prices([id('bitcoin')], usd), UpstreamUnavailableError)
    expect(e200.retryAfterSeconds).to.equal(60)
  })
})

describe('market: Frankfurter adapter and the forex fallback', () => {
  let ff: FakeFrankfurter
  let frankfurter: FrankfurterForexRates
  beforeEach(async () => {
    ff = await FakeFrankfurter.start()
    frankfurter = new FrankfurterForexRates({ ...policy, baseUrl: ff.url })
  })
  afterEach(() => ff.close())

  it('asks /v1/latest once per base currency; a currency it does not know is left out', async () => {
    const rates = await frankfurter.rates([
      { base: 'EUR', quote: 'USD' },
      { base: 'EUR', quote: 'GBP' },
      { base: 'USD', quote: 'JPY' },
      { base: 'EUR', quote: 'XBT' },
    ])
    expect(rates.get('EUR/USD')).to.include({ rate: 1.1722, base: 'EUR', quote: 'USD' })
    expect(rates.get('EUR/USD')!.asOf.toISOString()).to.equal('2025-12-17T00:00:00.000Z')
    expect(rates.get('USD/JPY')!.rate).to.be.closeTo(155.69, 0.01)
    expect(rates.has('EUR/XBT')).to.equal(false)
    expect(rates.has('EUR/GBP')).to.equal(true)
  })

  const failing = Object.assign(new FakeForexRates(), {
    failure: new UpstreamUnavailableError('yahoo', 'HTTP 502'),
  })
  const partial = new FakeForexRates(new Map([['EUR/USD', 1.05]]))
  const pairs: ForexPair[] = [
    { base: 'EUR', quote: 'USD' },
    { base: 'GBP', quote: 'CHF' },
  ]

  it('falls back to Frankfurter when Yahoo fails', async () => {
    const rates = await new FallbackForexRates(failing, frankfurter, silentLog).rates(pairs)
    expect(rates.get('EUR/USD')!.rate).to.equal(1.1722)
    expect(rates.has('GBP/CHF')).to.equal(true)
  })

  it('asks the fallback only for the pairs Yahoo did not know', async () => {
    const rates = await new FallbackForexRates(partial, frankfurter, silentLog).rates(pairs)
    expect(rates.get('EUR/USD')!.rate).to.equal(1.05)
    expect(rates.has('GBP/CHF')).to.equal(true)
    expect(ff.server.requests.map((r) => r.query.get('base'))).to.deep.equal(['GBP'])
  })

  it('names both sources, each with its reason, when both fail', async () => {
    ff.mode = 'down'
    const e = await expectRejection(
      new FallbackForexRates(failing, frankfurter, silentLog).rates(pairs),
      UpstreamUnavailableError,
    )
    expect(e.provider).to.equal('yahoo and frankfurter')
    expect(e.message).to.match(/^every provider tried failed: yahoo .*; frankfurter /)
  })
})

describe('market: Nasdaq earnings calendar', () => {
  it('parses its strings exactly', () => {
    expect(parseNasdaqNumber('$1.23')).to.equal(1.23)
    expect(parseNasdaqNumber('($0.12)')).to.equal(-0.12)
    expect(parseNasdaqNumber('-$0.09')).to.equal(-0.09)
    expect(parseNasdaqNumber('$1,234.50')).to.equal(1234.5)
    expect(parseNasdaqNumber('6.98')).to.equal(6.98)
    expect(parseNasdaqNumber('-5')).to.equal(-5)
    expect(parseNasdaqNumber('N/A')).to.equal(null)
    expect(parseNasdaqNumber('')).to.equal(null)
    expect(parseNasdaqNumber(undefined)).to.equal(null)
    expect(parseNasdaqTime('time-pre-market')).to.equal('bmo')
    expect(parseNasdaqTime('time-after-hours')).to.equal('amc')
    expect(parseNasdaqTime('time-not-supplied')).to.equal('unknown')
  })

  it('reads one day with browser-like headers; an empty day (data: null) is []', async () => {
    const nq = await FakeNasdaq.start()
    try {
      nq.days.set('2023-11-03', [
        { symbol: 'ENB', name: 'Enbridge Inc', eps: '$0.46', epsForecast: '$0.43', surprise: '6.98' },
        { symbol: 'MANU', time: 'time-pre-market', eps: '($0.09)', epsForecast: 'N/A', surprise: 'N/A' },
      ])
      const calendar = new NasdaqEarningsCalendar({ ...policy, baseUrl: nq.url })
      const events = await calendar.day('2023-11-03')
      expect(events).to.deep.equal([
        {
          symbol: 'ENB',
          name: 'Enbridge Inc',
          date: '2023-11-03',
          time: 'unknown',
          epsEstimate: 0.43,
          epsActual: 0.46,
          surprisePercent: 6.98,
        },
        {
          symbol: 'MANU',
          name: 'MANU Corp',
          date: '2023-11-03',
          time: 'bmo',
          epsEstimate: null,
          epsActual: -0.09,
          surprisePercent: null,
        },
      ])
      expect(await calendar.day('2023-11-04')).to.deep.equal([])
    } finally {
      await nq.close()
    }
  })
})
