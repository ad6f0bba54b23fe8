import { expect } from 'chai'
import { newUser } from '../support/tokens.js'
import { jsonInit } from '../support/test-app.js'
import { startMarketFakes, type MarketFakes } from '../market/support/market-fakes.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { skipWithoutRedis, startInstances, type Instances } from './support/instances.js'

describe('scale-out: market caches shared by 3 instances through Redis', () => {
  let fakes: MarketFakes
  let instances: Instances
  const user = newUser()

  before(async function () {
    await skipWithoutRedis(this)
    fakes = await startMarketFakes({ timeoutMs: 2000 })
    instances = await startInstances(3, { env: fakes.env })
  })
  after(async () => {
    await instances?.close()
    await fakes?.close()
  })

  it('300 concurrent cold requests for one symbol, spread over 3 instances, make exactly 1 upstream call', async () => {
    fakes.yahoo.stocks.set('COLD1', { price: 101.5 })
    const before = fakes.yahoo.quoteCalls
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        instances.at(i).fetch('/market/stock/COLD1', { headers: user.auth }),
      ),
    )
    expect(answers.map((r) => r.status)).to.deep.equal(Array(300).fill(200))
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { price: number }[]
    expect(new Set(bodies.map((b) => b.price))).to.deep.equal(new Set([101.5]))
    expect(fakes.yahoo.quoteCalls - before).to.equal(1)
  })

  it('batches across instances: 3 overlapping 60-symbol batches cost 2 calls in all (<= 50 symbols each), no symbol twice', async () => {
    const symbols = Array.from({ length: 60 }, (_, i) => `BT${i}`)
    for (const s of symbols) fakes.yahoo.stocks.set(s, { price: 10 })
    const before = fakes.yahoo.server.requests.length
    const answers = await Promise.all(
      instances.apps.map((app) => app.fetch('/market/stocks', jsonInit('POST', { symbols }, user.auth))),
    )
    expect(answers.map((r) => r.status)).to.deep.equal([200, 200, 200])
    const calls = fakes.yahoo.server.requests.slice(before).filter((r) => r.path === '/v7/finance/quote')
    const asked = calls.flatMap((r) => (r.query.get('symbols') ?? '').split(','))
    expect(calls.every((r) => (r.query.get('symbols') ?? '').split(',').length <= 50)).to.equal(true)
    expect(asked.sort()).to.deep.equal([...symbols].sort())
    expect(calls).to.have.length(2)
  })

  it('an instance that did not load a value serves it from Redis (no call), with the same max-age', async () => {
    fakes.yahoo.stocks.set('SHR1', { price: 7 })
    const before = fakes.yahoo.quoteCalls
    const first = await instances.at(0).fetch('/market/stock/SHR1', { headers: user.auth })
    const second = await instances.at(1).fetch('/market/stock/SHR1', { headers: user.auth })
    expect([first.status, second.status]).to.deep.equal([200, 200])
    expect(fakes.yahoo.quoteCalls - before).to.equal(1)
    const maxAge = (r: Response) => Number(/max-age=(\d+)/.exec(r.headers.get('cache-control') ?? '')?.[1])
    expect(maxAge(second)).to.be.within(maxAge(first) - 1, maxAge(first))
    expect(maxAge(second)).to.be.greaterThan(50)
  })
})

describe('scale-out: the TTLs are exact across instances (one controllable clock)', () => {
  let fakes: MarketFakes
  let instances: Instances
  const clock = new FixedClock('2026-11-24T15:00:00Z')
  const user = newUser()

  before(async function () {
    await skipWithoutRedis(this)
    fakes = await startMarketFakes({ timeoutMs: 2000 })
    instances = await startInstances(3, { env: fakes.env, clock })
  })
  after(async () => {
    await instances?.close()
    await fakes?.close()
  })

  it('a quote loaded by instance 0 is served by 1 and 2 until 60 s - 1 ms, and refetched once at 60 s', async () => {
    fakes.yahoo.stocks.set('TTL1', { price: 1 })
    const get = (i: number) => instances.at(i).fetch('/market/stock/TTL1', { headers: user.auth })
    const before = fakes.yahoo.quoteCalls
    expect((await get(0)).status).to.equal(200)
    clock.advance(59_999)
    fakes.yahoo.stocks.set('TTL1', { price: 2 })
    for (const i of [1, 2, 0]) expect(((await (await get(i)).json()) as { price: number }).price).to.equal(1)
    expect(fakes.yahoo.quoteCalls - before).to.equal(1)
    clock.advance(1)
    const after = await Promise.all([get(2), get(1), get(0)])
    for (const res of after) expect(((await res.json()) as { price: number }).price).to.equal(2)
    expect(fakes.yahoo.quoteCalls - before).to.equal(2)
  })

  it('forex rates live 300 s on every instance', async () => {
    fakes.yahoo.stocks.set('EURUSD=X', { price: 1.1, quoteType: 'CURRENCY' })
    const get = (i: number) =>
      instances.at(i).fetch('/market/forex', jsonInit('POST', { pairs: ['EUR/USD'] }, user.auth))
    const before = fakes.yahoo.quoteCalls
    expect((await get(0)).status).to.equal(200)
    clock.advance(299_999)
    expect((await get(1)).status).to.equal(200)
    expect(fakes.yahoo.quoteCalls - before).to.equal(1)
    clock.advance(1)
    expect((await get(2)).status).to.equal(200)
    expect(fakes.yahoo.quoteCalls - before).to.equal(2)
  })

  it('history lives 300 s and crypto prices 60 s on every instance', async () => {
    fakes.yahoo.stocks.set('HIS1', { price: 5 })
    fakes.coingecko.coins.set('ttlcoin', { symbol: 'ttl', name: 'TTL Coin', usd: 2 })
    const history = (i: number) =>
      instances.at(i).fetch('/market/history/HIS1?period=1mo', { headers: user.auth })
    const crypto = (i: number) => instances.at(i).fetch('/market/crypto/ttlcoin', { headers: user.auth })
    const charts = () => fakes.yahoo.server.count('/v8/finance/chart')
    const [h0, c0] = [charts(), fakes.coingecko.marketsCalls]
    expect([(await history(0)).status, (await crypto(0)).status]).to.deep.equal([200, 200])
    clock.advance(59_999)
    expect([(await history(1)).status, (await crypto(1)).status]).to.deep.equal([200, 200])
    expect([charts() - h0, fakes.coingecko.marketsCalls - c0]).to.deep.equal([1, 1])
    clock.advance(1)
    expect([(await history(2)).status, (await crypto(2)).status]).to.deep.equal([200, 200])
    expect([charts() - h0, fakes.coingecko.marketsCalls - c0]).to.deep.equal([1, 2])
    clock.advance(240_000)
    expect((await history(1)).status).to.equal(200)
    expect(charts() - h0).to.equal(2)
  })
})
