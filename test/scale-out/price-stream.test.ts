import { expect } from 'chai'
import { newUser } from '../support/tokens.js'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { startMarketFakes, type MarketFakes } from '../market/support/market-fakes.js'
import { skipWithoutRedis, startInstances, type Instances } from './support/instances.js'
import { openPriceStream, type OpenStream, type StreamEvent } from './support/price-stream-client.js'

const STREAM_ENV = {
  MARKET_STREAM_INTERVAL_S: '1',
  MARKET_STREAM_HEARTBEAT_MS: '300',
  COINGECKO_API_KEY: 'test-key',
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const priceOf = (e: StreamEvent) => e.data.stock as { symbol: string; price: number } | undefined
const pricesFor = (stream: OpenStream, symbol: string) =>
  stream.events
    .filter((e) => e.event === 'price' && priceOf(e)?.symbol === symbol)
    .map((e) => priceOf(e)!.price)

describe('scale-out: live prices, GET /market/price/stream', function () {
  this.timeout(30_000)
  let fakes: MarketFakes
  let instances: Instances
  const user = newUser()

  before(async function () {
    await skipWithoutRedis(this)
    fakes = await startMarketFakes({ timeoutMs: 2000 })
    instances = await startInstances(3, { env: { ...fakes.env, ...STREAM_ENV } })
  })
  after(async () => {
    await instances?.close()
    await fakes?.close()
  })

  it('9 streams on 3 instances: a snapshot each, one upstream poll per interval for all, a price event per change, heartbeats, released on close', async () => {
    for (const s of ['LIV1', 'LIV2', 'LIV3']) fakes.yahoo.stocks.set(s, { price: 10 })
    fakes.coingecko.coins.set('bitcoin', { symbol: 'btc', name: 'Bitcoin', usd: 50_000 })
    const streams = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        openPriceStream(instances.at(i).baseUrl, 'symbols=LIV1,LIV2,LIV3&crypto=bitcoin', user.auth),
      ),
    )
    expect(streams.map((s) => s.status)).to.deep.equal(Array(9).fill(200))
    await Promise.all(streams.map((s) => s.until((events) => events[0]?.event === 'snapshot')))
    const snapshot = streams[4]!.events[0]!.data as { stocks: { symbol: string; price: number }[] }
    expect(snapshot.stocks.map((q) => [q.symbol, q.price])).to.deep.equal([
      ['LIV1', 10],
      ['LIV2', 10],
      ['LIV3', 10],
    ])

    // Polls over 3.5 intervals: one quote call per interval for the 9 streams, not 9 or 27.
    const before = fakes.yahoo.quoteCalls
    const cryptoBefore = fakes.coingecko.marketsCalls
    await sleep(3500)
    expect(fakes.yahoo.quoteCalls - before).to.be.within(2, 4)
    // Crypto at most every 2 s (CoinGecko's allowance with a key), still one call for all.
    expect(fakes.coingecko.marketsCalls - cryptoBefore).to.be.within(1, 2)

    fakes.yahoo.stocks.set('LIV1', { price: 11.5 })
    await Promise.all(streams.map((s) => s.until(() => pricesFor(s, 'LIV1').includes(11.5))))
    for (const s of streams) {
      expect(pricesFor(s, 'LIV1')).to.deep.equal([11.5])
      expect(pricesFor(s, 'LIV2')).to.deep.equal([])
    }
    const ids = new Set(streams.map((s) => s.lastId()))
    expect(ids.size, 'one update, one id on every instance').to.equal(1)
    expect(streams[0]!.comments).to.include('ping')

    await Promise.all(streams.map((s) => s.close()))
    await sleep(1500)
    const afterClose = fakes.yahoo.quoteCalls
    await sleep(2200)
    expect(fakes.yahoo.quoteCalls, 'nobody watches: no more polls').to.equal(afterClose)
    await sleep(100)
    for (const app of instances.apps)
      expect((app.container.resolve('priceFeed') as unknown as { watchedHere: number }).watchedHere).to.equal(
        0,
      )
  })

  it('Last-Event-ID: a stream resumed on another instance gets only what changed since (no snapshot)', async () => {
    for (const s of ['RES1', 'RES2']) fakes.yahoo.stocks.set(s, { price: 20 })
    const keeper = await openPriceStream(instances.at(2).baseUrl, 'symbols=RES1,RES2', user.auth)
    const first = await openPriceStream(instances.at(0).baseUrl, 'symbols=RES1,RES2', user.auth)
    fakes.yahoo.stocks.set('RES1', { price: 21 })
    await first.until(() => pricesFor(first, 'RES1').includes(21))
    const seen = first.lastId()!
    await first.close()

    fakes.yahoo.stocks.set('RES2', { price: 22 })
    await keeper.until(() => pricesFor(keeper, 'RES2').includes(22))
    const resumed = await openPriceStream(instances.at(1).baseUrl, 'symbols=RES1,RES2', {
      ...user.auth,
      'last-event-id': seen,
    })
    await resumed.until((events) => events.length >= 1)
    await sleep(300)
    expect(resumed.events.map((e) => e.event)).to.not.include('snapshot')
    expect(pricesFor(resumed, 'RES2')).to.deep.equal([22])
    expect(pricesFor(resumed, 'RES1')).to.deep.equal([])
    expect(Number(resumed.lastId())).to.be.greaterThan(Number(seen))
    await Promise.all([resumed.close(), keeper.close()])
  })

  it('refuses bad input with 422 problem+json and anonymous callers with 401', async () => {
    const base = instances.at(0).baseUrl
    const many = Array.from({ length: 51 }, (_, i) => `S${i}`).join(',')
    for (const query of [`symbols=${many}`, '', 'symbols=AA%20PL', 'crypto=bitcoin&currency=x']) {
      const res = await instances.at(0).fetch(`/market/price/stream?${query}`, { headers: user.auth })
      expect(res.status, query).to.equal(422)
      expect(res.headers.get('content-type')).to.contain('application/problem+json')
    }
    const anonymous = await fetch(`${base}/market/price/stream?symbols=AAPL`)
    expect(anonymous.status).to.equal(401)
  })
})

describe('scale-out: live prices without Redis (one poller per process)', function () {
  this.timeout(20_000)
  let fakes: MarketFakes
  let app: TestApp
  const user = newUser()

  before(async () => {
    fakes = await startMarketFakes({ timeoutMs: 2000 })
    app = await startTestApp({ env: { ...fakes.env, ...STREAM_ENV } })
  })
  after(async () => {
    await app?.close()
    await fakes?.close()
  })

  it('5 streams of one process share one poll per interval and hear the same change', async () => {
    fakes.yahoo.stocks.set('ONE1', { price: 1 })
    const streams = await Promise.all(
      Array.from({ length: 5 }, () => openPriceStream(app.baseUrl, 'symbols=ONE1', user.auth)),
    )
    await Promise.all(streams.map((s) => s.until((events) => events[0]?.event === 'snapshot')))
    const before = fakes.yahoo.quoteCalls
    await sleep(2500)
    expect(fakes.yahoo.quoteCalls - before).to.be.within(1, 3)
    fakes.yahoo.stocks.set('ONE1', { price: 2 })
    await Promise.all(streams.map((s) => s.until(() => pricesFor(s, 'ONE1').includes(2))))
    await Promise.all(streams.map((s) => s.close()))
  })

  it('a query of which no item is known is 404 before any stream starts; with one known item the stream opens', async () => {
    for (const query of ['symbols=0', 'crypto=true', 'symbols=NOPE1&crypto=nope']) {
      const res = await app.fetch(`/market/price/stream?${query}`, { headers: user.auth })
      expect(res.status, query).to.equal(404)
      expect(res.headers.get('content-type')).to.contain('application/problem+json')
      expect(((await res.json()) as { code: string }).code).to.equal('symbol_not_found')
    }
    fakes.yahoo.stocks.set('KNO1', { price: 1 })
    const stream = await openPriceStream(app.baseUrl, 'symbols=KNO1,0', user.auth)
    await stream.until((events) => events[0]?.event === 'snapshot')
    expect((stream.events[0]!.data.errors as { symbol: string }[]).map((e) => e.symbol)).to.deep.equal(['0'])
    await stream.close()
  })

  it('a stopping instance ends its streams at once, so clients resume elsewhere', async () => {
    fakes.yahoo.stocks.set('BYE1', { price: 1 })
    const stream = await openPriceStream(app.baseUrl, 'symbols=BYE1', user.auth)
    await stream.until((events) => events[0]?.event === 'snapshot')
    const started = Date.now()
    app.container.resolve('lifecycle').beginShutdown()
    await stream.ended
    expect(Date.now() - started).to.be.below(1000)
  })
})
