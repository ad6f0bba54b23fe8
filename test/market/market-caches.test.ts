import { expect } from 'chai'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import type { CryptoCurrency, CryptoId, StockSymbol } from '../../src/domain/market/market-data.js'
import { withFreshness } from '../../src/adapters/market/cache-freshness.js'
import { MARKET_CACHE_TTL_MS } from '../../src/adapters/market/cache-ttl.js'
import { CachedCryptoMarketData } from '../../src/adapters/market/cached-crypto-market-data.js'
import { CachedEarningsCalendar } from '../../src/adapters/market/cached-earnings-calendar.js'
import { CachedForexRates } from '../../src/adapters/market/cached-forex-rates.js'
import { CachedStockMarketData } from '../../src/adapters/market/cached-stock-market-data.js'
import { FakeCryptoMarketData } from '../fakes/fake-crypto-market-data.js'
import { FakeEarningsCalendar } from '../fakes/fake-earnings-calendar.js'
import { FakeForexRates } from '../fakes/fake-forex-rates.js'
import { FakeStockMarketData } from '../fakes/fake-stock-market-data.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { expectRejection } from '../support/expect-rejection.js'
import { quote } from '../support/market-builders.js'

/** The four market fakes behind the caches; they know every symbol except those starting with "X". */
class Upstream {
  readonly stocks = new FakeStockMarketData((s) => (s.startsWith('X') ? undefined : quote(s, 10, 0)))
  readonly crypto = new FakeCryptoMarketData((id) => ({
    id: id as CryptoId,
    symbol: null,
    name: null,
    price: 1,
    changePercent24h: null,
    currency: 'usd' as CryptoCurrency,
    marketCap: null,
    volume24h: null,
    asOf: new Date(0),
  }))
  readonly forex = new FakeForexRates(() => 2)
  readonly earnings = new FakeEarningsCalendar((date) => [
    {
      symbol: 'AAPL',
      name: null,
      date,
      time: 'amc' as const,
      epsEstimate: 1,
      epsActual: null,
      surprisePercent: null,
    },
  ])
  get calls() {
    return [...this.stocks.calls, ...this.crypto.calls, ...this.forex.calls, ...this.earnings.calls]
  }
  count(method: string) {
    return this.calls.filter((c) => c.method === method).length
  }
}

function setup() {
  const clock = new FixedClock('2026-01-05T15:00:00Z')
  const inner = new Upstream()
  return {
    clock,
    inner,
    stocks: new CachedStockMarketData(inner.stocks, clock, 1000),
    crypto: new CachedCryptoMarketData(inner.crypto, clock, 1000),
    forex: new CachedForexRates(inner.forex, clock, 1000),
    earnings: new CachedEarningsCalendar(inner.earnings, clock, 1000),
  }
}

const S = (s: string) => s as StockSymbol
const usd = 'usd' as CryptoCurrency

describe('market: the caches of docs/api.md "Caches" (controllable clock)', () => {
  const rows: {
    name: string
    ttl: number
    method: string
    call: (c: ReturnType<typeof setup>) => Promise<unknown>
  }[] = [
    { name: 'stock price', ttl: 60_000, method: 'quotes', call: (c) => c.stocks.quotes([S('AAPL')]) },
    {
      name: 'crypto price',
      ttl: 60_000,
      method: 'prices',
      call: (c) => c.crypto.prices(['bitcoin' as CryptoId], usd),
    },
    {
      name: 'forex rate',
      ttl: 300_000,
      method: 'rates',
      call: (c) => c.forex.rates([{ base: 'EUR', quote: 'USD' }]),
    },
    {
      name: 'stock history',
      ttl: 300_000,
      method: 'history',
      call: (c) => c.stocks.history(S('AAPL'), '1mo', undefined),
    },
    {
      name: 'crypto history',
      ttl: 300_000,
      method: 'history',
      call: (c) => c.crypto.history('bitcoin' as CryptoId, usd, '1mo'),
    },
    { name: 'earnings day', ttl: 3_600_000, method: 'day', call: (c) => c.earnings.day('2026-01-05') },
  ]
  for (const row of rows) {
    it(`${row.name}: served while younger than ${row.ttl / 1000} s, refetched at ${row.ttl / 1000} s`, async () => {
      const c = setup()
      await row.call(c)
      c.clock.advance(row.ttl - 1)
      await row.call(c)
      expect(c.inner.count(row.method), 'served from the cache').to.equal(1)
      c.clock.advance(1)
      await row.call(c)
      expect(c.inner.count(row.method), 'expired: refetched').to.equal(2)
    })
  }

  it('has the TTLs of the table', () => {
    expect(MARKET_CACHE_TTL_MS).to.deep.equal({
      price: 60_000,
      forex: 300_000,
      history: 300_000,
      earnings: 3_600_000,
    })
  })

  it('makes one upstream call for 100 concurrent misses of one key', async () => {
    const c = setup()
    await Promise.all(Array.from({ length: 100 }, () => c.stocks.quotes([S('AAPL')])))
    expect(c.inner.calls).to.deep.equal([{ method: 'quotes', size: 1 }])
  })

  it('sends a 100-symbol batch with 20 cached as 2 calls (50 + 30)', async () => {
    const c = setup()
    const symbols = Array.from({ length: 100 }, (_, i) => S(`S${i}`))
    await c.stocks.quotes(symbols.slice(0, 20))
    const found = await c.stocks.quotes(symbols)
    expect(found.size).to.equal(100)
    expect(
      c.inner.calls
        .slice(1)
        .map((x) => x.size)
        .sort(),
    ).to.deep.equal([30, 50])
  })

  it('tells the request the earliest expiry of what it read, from hits and loads alike', async () => {
    const c = setup()
    const start = c.clock.now().getTime()
    await c.stocks.quotes([S('AAPL')]) // expires at start + 60 s
    c.clock.advance(20_000)
    await c.stocks.quotes([S('MSFT'), S('XNOPE')]) // start + 80 s, the unknown one too
    c.clock.advance(10_000)
    const freshness = async (symbols: string[]) => {
      let read: unknown
      const expiresAt = await withFreshness(async () => {
        read = await c.stocks.quotes(symbols.map(S))
      })
      return { expiresAt, read }
    }
    const hitsOnly = await freshness(['MSFT', 'XNOPE', 'AAPL'])
    expect((hitsOnly.read as Map<string, unknown>).size).to.equal(2)
    // lru-cache's TTL is the contract's less one ms (docs/api.md "Caches": served while younger).
    expect(hitsOnly.expiresAt).to.equal(start + 60_000 - 1)
    expect((await freshness(['MSFT', 'XNOPE'])).expiresAt).to.equal(start + 80_000 - 1)
    const withLoad = await freshness(['MSFT', 'NVDA'])
    expect(c.inner.count('quotes')).to.equal(3)
    expect(withLoad.expiresAt).to.equal(start + 80_000 - 1)
    c.clock.advance(30_001) // AAPL expired: reloaded (start + 120 s); MSFT still read from the cache
    const mixed = await freshness(['AAPL', 'MSFT'])
    expect(c.inner.count('quotes')).to.equal(4)
    expect(mixed.expiresAt).to.equal(start + 80_000 - 1)
    c.clock.advance(20_000) // MSFT expired: reloaded (start + 140 s); AAPL from the cache
    expect((await freshness(['MSFT', 'AAPL'])).expiresAt).to.equal(start + 60_001 + 60_000 - 1)
  })

  it('remembers unknown symbols for the TTL, and does not cache a failure', async () => {
    const c = setup()
    expect((await c.stocks.quotes([S('XNOPE')])).size).to.equal(0)
    expect((await c.stocks.quotes([S('XNOPE')])).size).to.equal(0)
    expect(c.inner.count('quotes')).to.equal(1)
    c.inner.stocks.failNext = new UpstreamUnavailableError('fake', 'down')
    await expectRejection(c.stocks.quotes([S('MSFT')]), UpstreamUnavailableError)
    expect((await c.stocks.quotes([S('MSFT')])).size).to.equal(1)
    expect(c.inner.count('quotes')).to.equal(3)
  })

  it('is bounded: the least recently used entries go first', async () => {
    const clock = new FixedClock('2026-01-05T15:00:00Z')
    const inner = new FakeStockMarketData((s) => quote(s, 10, 0))
    const small = new CachedStockMarketData(inner, clock, 10)
    await small.quotes(Array.from({ length: 11 }, (_, i) => S(`S${i}`)))
    await small.quotes([S('S0')])
    expect(inner.calls.map((x) => x.size)).to.deep.equal([11, 1])
  })
})
