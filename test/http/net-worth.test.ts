import { expect } from 'chai'
import { asValue } from 'awilix'
import { FakeForexHistory } from '../fakes/fake-forex-history.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { FakeStockMarketData } from '../fakes/fake-stock-market-data.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

type User = ReturnType<typeof newUser>
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** XIRR by bisection, independent of the service's solver: the hand computation MWR is held to. */
function handXirr(flows: { day: number; amount: number }[]): number {
  const npv = (r: number) => flows.reduce((s, f) => s + f.amount / Math.pow(1 + r, f.day / 365), 0)
  let [lo, hi] = [-0.99, 1e6]
  for (let i = 0; i < 500; i++) {
    const mid = (lo + hi) / 2
    if (Math.sign(npv(mid)) === Math.sign(npv(lo))) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

describe('net worth and portfolio performance over HTTP (fake history upstreams, fixed clock)', function () {
  this.timeout(30_000)
  let app: TestApp
  // Wednesday 2026-11-25, after the US close.
  const clock = new FixedClock('2026-11-25T23:00:00Z')
  const stocks = new FakeStockMarketData()
  const forex = new FakeForexHistory()

  before(async () => {
    // AAPL: 100, +10 %, flat, -10 %, then flat (no close at the weekend of the 21st-22nd).
    stocks.closesBySymbol.set('AAPL', {
      '2026-11-16': 100,
      '2026-11-17': 110,
      '2026-11-18': 110,
      '2026-11-19': 99,
      '2026-11-20': 99,
      '2026-11-23': 99,
      '2026-11-24': 99,
      '2026-11-25': 99,
    })
    stocks.closesBySymbol.set('SAP', { '2026-11-20': 100, '2026-11-23': 110 })
    forex.ratesByPair.set('EUR/USD', { '2026-11-20': 1.1, '2026-11-23': 1.25 })
    forex.ratesByPair.set('USD/EUR', { '2026-11-20': 0.8 })
    app = await startTestApp({
      clock,
      register: (c) => c.register({ stockMarketData: asValue(stocks), forexHistory: asValue(forex) }),
    })
  })
  after(() => app.close())

  const call = async (user: User, method: string, path: string, body?: unknown) => {
    const res = await app.fetch(path, jsonInit(method, body, user.auth.authorization ? user.auth : {}))
    const text = await res.text()
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as Json }
  }
  const create = async (user: User, collection: string, body: Json) => {
    const res = await call(user, 'POST', `${collection}/`, body)
    expect(res.status, JSON.stringify(res.body)).to.equal(201)
    return res.body
  }
  const holding = (user: User, extra: Json = {}) =>
    create(user, '/holdings', {
      symbol: 'AAPL',
      asset_type: 'stock',
      quantity: '0',
      currency: 'USD',
      ...extra,
    })
  const trade = async (user: User, holdingId: string, body: Json) => {
    const res = await call(user, 'POST', `/holdings/${holdingId}/trades`, body)
    expect(res.status, JSON.stringify(res.body)).to.equal(201)
    return res.body
  }

  describe('trades', () => {
    const a = newUser()
    let h: Json
    before(async () => {
      h = await holding(a)
    })

    it('buy, buy, partial sell, dividend, split: the holding follows (average-cost method)', async () => {
      const first = await trade(a, h.id, {
        side: 'buy',
        quantity: '10',
        price: '100',
        fee: '5',
        occurred_at: '2026-01-05T15:00:00Z',
      })
      expect(first.position).to.deep.equal({
        quantity: '10',
        average_cost: '100.5',
        cost_basis: '1005',
        realized_pl: '0',
        dividends: '0',
        fees: '5',
      })
      expect(first.trade).to.include({
        side: 'buy',
        quantity: '10',
        price: '100',
        fee: '5',
        origin: 'manual',
      })
      await trade(a, h.id, {
        side: 'buy',
        quantity: 10,
        price: 110,
        fee: 5,
        occurred_at: '2026-02-05T15:00:00Z',
      })
      const sold = await trade(a, h.id, {
        side: 'sell',
        quantity: '5',
        price: '120',
        fee: '2',
        occurred_at: '2026-03-05T15:00:00Z',
      })
      expect(sold.position).to.include({ quantity: '15', average_cost: '105.5', realized_pl: '70.5' })
      await trade(a, h.id, { side: 'dividend', amount: '30', occurred_at: '2026-04-05T15:00:00Z' })
      const split = await trade(a, h.id, {
        side: 'split',
        quantity: '2',
        occurred_at: '2026-05-05T15:00:00Z',
      })
      expect(split.position).to.deep.equal({
        quantity: '30',
        average_cost: '52.75',
        cost_basis: '1582.5',
        realized_pl: '70.5',
        dividends: '30',
        fees: '12',
      })
      const stored = await call(a, 'GET', `/holdings/${h.id}`)
      expect(stored.body).to.include({ quantity: '30', average_cost: '52.75' })
      expect(stored.body.version).to.be.greaterThan(h.version)
    })

    it('a retried POST with the same Idempotency-Key records the trade once', async () => {
      const other = await holding(a, { symbol: 'NVDA' })
      const body = { side: 'buy', quantity: '1', price: '10', occurred_at: '2026-11-20T10:00:00Z' }
      const send = () =>
        app.fetch(
          `/holdings/${other.id}/trades`,
          jsonInit('POST', body, { ...a.auth, 'idempotency-key': 'k-1' }),
        )
      const [first, second] = [await send(), await send()]
      expect([first.status, second.status]).to.deep.equal([201, 201])
      expect(second.headers.get('idempotent-replayed')).to.equal('true')
      expect(((await second.json()) as Json).trade.id).to.equal(((await first.json()) as Json).trade.id)
      expect((await call(a, 'GET', `/holdings/${other.id}/trades`)).body).to.have.length(1)
    })

    it('selling more than held is 422 and changes nothing', async () => {
      const res = await call(a, 'POST', `/holdings/${h.id}/trades`, {
        side: 'sell',
        quantity: '31',
        price: '1',
        occurred_at: '2026-06-01T00:00:00Z',
      })
      expect(res.status).to.equal(422)
      expect(res.headers.get('content-type')).to.match(/application\/problem\+json/)
      expect(res.body.errors).to.deep.equal([
        { pointer: '/quantity', detail: 'selling 31 but only 30 held on 2026-06-01T00:00:00.000Z' },
      ])
      expect((await call(a, 'GET', `/holdings/${h.id}`)).body.quantity).to.equal('30')
    })

    it('lists trades newest first with a cursor, and a delete recomputes the holding', async () => {
      const page1 = await call(a, 'GET', `/holdings/${h.id}/trades?limit=2`)
      expect(page1.body.map((t: Json) => t.side)).to.deep.equal(['split', 'dividend'])
      const cursor = page1.headers.get('x-next-cursor')!
      const page2 = await call(
        a,
        'GET',
        `/holdings/${h.id}/trades?limit=5&cursor=${encodeURIComponent(cursor)}`,
      )
      expect(page2.body.map((t: Json) => t.side)).to.deep.equal(['sell', 'buy', 'buy'])
      const splitId = page1.body[0].id
      expect((await call(a, 'DELETE', `/holdings/${h.id}/trades/${splitId}`)).status).to.equal(204)
      expect((await call(a, 'GET', `/holdings/${h.id}`)).body).to.include({
        quantity: '15',
        average_cost: '105.5',
      })
      expect((await call(a, 'DELETE', `/holdings/${h.id}/trades/${splitId}`)).status).to.equal(404)
    })

    it('a holding created with a quantity has its opening buy; a PATCH of quantity records an adjusting trade', async () => {
      const opened = await holding(a, { symbol: 'MSFT', quantity: '10', average_cost: '150' })
      const patched = await call(a, 'PATCH', `/holdings/${opened.id}`, { quantity: '12' })
      expect(patched.status).to.equal(200)
      const trades = (await call(a, 'GET', `/holdings/${opened.id}/trades`)).body
      // Both at the same instant (a fixed clock): order within it is by id.
      expect(trades.map((t: Json) => [t.side, t.origin, t.quantity, t.price])).to.have.deep.members([
        ['adjust', 'adjustment', '2', null],
        ['buy', 'opening', '10', '150'],
      ])
      const sold = await trade(a, opened.id, {
        side: 'sell',
        quantity: '12',
        price: '160',
        occurred_at: '2026-11-25T23:00:30Z',
      })
      // 12 x 160 - 12 x 150 (the adjustment came in at the average cost)
      expect(sold.position).to.include({ quantity: '0', average_cost: null, realized_pl: '120' })
    })

    it('bad input is a clear 4xx problem, never a 500', async () => {
      const bad = async (body: unknown, status: number, pointer?: string) => {
        const res = await call(a, 'POST', `/holdings/${h.id}/trades`, body)
        expect(res.status, JSON.stringify(res.body)).to.equal(status)
        expect(res.headers.get('content-type')).to.match(/application\/problem\+json/)
        if (pointer) expect(res.body.errors.map((e: Json) => e.pointer)).to.include(pointer)
      }
      const at = '2026-11-20T10:00:00Z'
      await bad({ side: 'gift', quantity: '1', price: '1', occurred_at: at }, 422, '/side')
      await bad({ side: 'buy', quantity: '1', occurred_at: at }, 422, '/price')
      await bad({ side: 'buy', quantity: 'ten', price: '1', occurred_at: at }, 422, '/quantity')
      await bad({ side: 'buy', quantity: '-1', price: '1', occurred_at: at }, 422, '/quantity')
      await bad({ side: 'dividend', amount: '5', price: '1', occurred_at: at }, 422, '/price')
      await bad({ side: 'buy', quantity: '1', price: '1', occurred_at: 'yesterday' }, 422, '/occurred_at')
      await bad(
        { side: 'buy', quantity: '1', price: '1', occurred_at: at, currency: 'EUR' },
        422,
        '/currency',
      )
      await bad({ side: 'buy', quantity: '1', price: '1', occurred_at: at, note: 'x' }, 422)
      await bad('not json', 400)
      expect((await call(a, 'GET', '/portfolio/performance?period=2y')).status).to.equal(400)
      expect((await call(a, 'GET', '/net-worth?from=2026-02-30')).status).to.equal(400)
      expect((await call(a, 'GET', '/net-worth?interval=hour')).status).to.equal(400)
      expect((await call(a, 'GET', '/net-worth?from=2026-11-20&to=2026-11-01')).status).to.equal(422)
      expect((await call(a, 'GET', '/holdings/not-a-uuid/trades')).status).to.equal(404)
    })

    it("BOLA: another user gets 404 on every id route of the caller's holding and sees none of its data", async () => {
      const b = newUser()
      const tradeId = (await call(a, 'GET', `/holdings/${h.id}/trades`)).body[0].id
      const body = { side: 'buy', quantity: '1', price: '1', occurred_at: '2026-11-20T10:00:00Z' }
      expect((await call(b, 'POST', `/holdings/${h.id}/trades`, body)).status).to.equal(404)
      expect((await call(b, 'GET', `/holdings/${h.id}/trades`)).status).to.equal(404)
      expect((await call(b, 'DELETE', `/holdings/${h.id}/trades/${tradeId}`)).status).to.equal(404)
      expect((await call(b, 'GET', `/holdings/${h.id}/performance`)).status).to.equal(404)
      // the trade id under B's own holding names nothing either
      const own = await holding(b)
      expect((await call(b, 'DELETE', `/holdings/${own.id}/trades/${tradeId}`)).status).to.equal(404)
      expect((await call(b, 'GET', '/net-worth')).body).to.deep.equal({
        currency: 'USD',
        points: [{ date: '2026-11-25', assets: '0', liabilities: '0', net_worth: '0', missing: [] }],
      })
      expect((await call(b, 'GET', '/portfolio/summary')).body.market_value).to.equal('0')
      expect((await call(a, 'GET', `/holdings/${h.id}/trades`)).body).to.have.length(4)
    })
  })

  describe('performance: buy, a deposit mid-period, a fall, a dividend, a weekend', () => {
    const p = newUser()
    let h: Json
    before(async () => {
      h = await holding(p)
      await trade(p, h.id, { side: 'buy', quantity: '10', price: '100', occurred_at: '2026-11-16T15:00:00Z' })
      await trade(p, h.id, { side: 'buy', quantity: '10', price: '110', occurred_at: '2026-11-18T15:00:00Z' })
      await trade(p, h.id, { side: 'dividend', amount: '20', occurred_at: '2026-11-20T15:00:00Z' })
    })

    it('max: TWR 1.1 x 1 x 0.9 x 2000/1980 - 1 = 0, MWR the XIRR of the flows and the end value (1e-6)', async () => {
      const res = await call(p, 'GET', '/portfolio/performance?period=max')
      expect(res.status).to.equal(200)
      const perf = res.body
      expect(perf).to.include({
        currency: 'USD',
        period: 'max',
        start_value: '0',
        end_value: '1980',
        net_flows: '2100',
      })
      expect(perf.twr).to.be.closeTo(0, 1e-6)
      const expected = handXirr([
        { day: 1, amount: -1000 },
        { day: 3, amount: -1100 },
        { day: 5, amount: 20 },
        { day: 10, amount: 1980 },
      ])
      expect(perf.mwr).to.be.closeTo(expected, 1e-6)
      expect(perf.points.map((x: Json) => [x.date, x.value, x.net_flow])).to.deep.equal([
        ['2026-11-15', '0', '0'],
        ['2026-11-16', '1000', '1000'],
        ['2026-11-17', '1100', '0'],
        ['2026-11-18', '2200', '1100'],
        ['2026-11-19', '1980', '0'],
        ['2026-11-20', '1980', '0'],
        ['2026-11-21', '1980', '0'],
        ['2026-11-22', '1980', '0'],
        ['2026-11-23', '1980', '0'],
        ['2026-11-24', '1980', '0'],
        ['2026-11-25', '1980', '0'],
      ])
      expect(perf.points[2].twr_cumulative).to.be.closeTo(0.1, 1e-9)
      expect(perf.points[3].twr_cumulative).to.be.closeTo(0.1, 1e-9)
      expect(perf.points[4].twr_cumulative).to.be.closeTo(-0.01, 1e-9)
    })

    it('1w starts from the close of 2026-11-18 (2,200): 1980/2200 x 2000/1980 - 1', async () => {
      const perf = (await call(p, 'GET', '/portfolio/performance?period=1w')).body
      expect(perf).to.include({ start_value: '2200', net_flows: '0' })
      expect(perf.twr).to.be.closeTo(2000 / 2200 - 1, 1e-6)
    })

    it("the holding's own performance is the same (it is the whole portfolio)", async () => {
      const perf = (await call(p, 'GET', `/holdings/${h.id}/performance?period=max`)).body
      expect(perf.twr).to.be.closeTo(0, 1e-6)
      expect(perf.end_value).to.equal('1980')
    })

    it('fetched the history once for everyone: a second user on the same symbol asks no upstream', async () => {
      const before = stocks.historyAsked.filter((s) => s === 'AAPL').length
      const q = newUser()
      const other = await holding(q)
      await trade(q, other.id, {
        side: 'buy',
        quantity: '1',
        price: '100',
        occurred_at: '2026-11-17T15:00:00Z',
      })
      expect((await call(q, 'GET', '/portfolio/performance?period=max')).status).to.equal(200)
      expect(stocks.historyAsked.filter((s) => s === 'AAPL').length).to.equal(before)
    })
  })

  describe('net worth: two currencies with a moving rate, a credit card, a missing close; rebuild', () => {
    const n = newUser()
    let broker: Json
    let sap: Json
    before(async () => {
      await create(n, '/accounts', { name: 'Checking', type: 'checking', currency: 'USD', balance: '1000' })
      const card = await create(n, '/accounts', {
        name: 'Card',
        type: 'credit_card',
        currency: 'USD',
        balance: '300',
      })
      broker = await create(n, '/accounts', {
        name: 'Broker',
        type: 'investment',
        currency: 'USD',
        balance: '50',
      })
      const checking = (await call(n, 'GET', '/accounts/')).body.find((x: Json) => x.type === 'checking')
      await create(n, '/transactions', {
        amount: '200',
        type: 'income',
        currency: 'USD',
        occurred_at: '2026-11-23T12:00:00Z',
        account_id: checking.id,
      })
      await create(n, '/transactions', {
        amount: '100',
        type: 'expense',
        currency: 'USD',
        occurred_at: '2026-11-23T13:00:00Z',
        account_id: card.id,
      })
      sap = await holding(n, { symbol: 'SAP', currency: 'EUR', account_id: broker.id })
      await trade(n, sap.id, {
        side: 'buy',
        quantity: '10',
        price: '100',
        occurred_at: '2026-11-20T10:00:00Z',
      })
      const xyz = await holding(n, { symbol: 'XYZ' })
      await trade(n, xyz.id, { side: 'buy', quantity: '1', price: '5', occurred_at: '2026-11-20T10:00:00Z' })
    })

    it('past balances, the EUR holding inside its account at each day’s rate, the card subtracted, XYZ reported', async () => {
      const res = await call(n, 'GET', '/net-worth?from=2026-11-20&to=2026-11-23')
      expect(res.status).to.equal(200)
      expect(res.body).to.deep.equal({
        currency: 'USD',
        points: [
          // checking 1000 - 200; broker 50 + 10 x 100 x 1.1; card owed 300 - 100
          { date: '2026-11-20', assets: '1950', liabilities: '200', net_worth: '1750', missing: ['XYZ'] },
          { date: '2026-11-21', assets: '1950', liabilities: '200', net_worth: '1750', missing: ['XYZ'] },
          { date: '2026-11-22', assets: '1950', liabilities: '200', net_worth: '1750', missing: ['XYZ'] },
          // 1000 + 50 + 10 x 110 x 1.25
          { date: '2026-11-23', assets: '2425', liabilities: '300', net_worth: '2125', missing: ['XYZ'] },
        ],
      })
      const weekly = await call(n, 'GET', '/net-worth?from=2026-11-16&interval=week')
      expect(weekly.body.points.map((x: Json) => [x.date, x.net_worth])).to.deep.equal([
        ['2026-11-22', '1750'],
        ['2026-11-25', '2125'],
      ])
    })

    it('a back-dated trade shows after POST /net-worth/rebuild', async () => {
      await trade(n, sap.id, {
        side: 'buy',
        quantity: '10',
        price: '100',
        occurred_at: '2026-11-20T12:00:00Z',
      })
      const stale = await call(n, 'GET', '/net-worth?from=2026-11-23&to=2026-11-23')
      expect(stale.body.points[0].assets).to.equal('2425')
      const rebuilt = await call(n, 'POST', '/net-worth/rebuild')
      expect(rebuilt.status).to.equal(200)
      expect(rebuilt.body).to.deep.equal({ currency: 'USD', from: '2026-11-20', to: '2026-11-25', days: 6 })
      const fresh = await call(n, 'GET', '/net-worth?from=2026-11-23&to=2026-11-23')
      expect(fresh.body.points[0]).to.include({ assets: '3800', net_worth: '3500' })
    })

    it('ten rebuilds of one user at once all answer 200 and leave one row per day', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call(n, 'POST', '/net-worth/rebuild')),
      )
      expect(answers.map((a) => a.status)).to.deep.equal(Array(10).fill(200))
      const days = await call(n, 'GET', '/net-worth?from=2026-11-20&to=2026-11-25')
      expect(days.body.points.map((x: Json) => x.date)).to.deep.equal([
        '2026-11-20',
        '2026-11-21',
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
      ])
    })

    it('the summary converts every figure at the rate it names', async () => {
      const res = await call(n, 'GET', '/portfolio/summary')
      expect(res.status).to.equal(200)
      expect(res.body).to.deep.equal({
        currency: 'USD',
        // 20 x 110 x 1.25; cost 20 x 100 x 1.25; day: 20 x (110 - 100) x 1.25
        market_value: '2750',
        cost_basis: '2500',
        unrealized_pl: '250',
        realized_pl: '0',
        dividends: '0',
        fees: '0',
        day_change: '250',
        day_change_percent: '10',
        allocation: {
          by_asset_type: [{ key: 'stock', value: '2750', weight: '1' }],
          by_currency: [{ key: 'EUR', value: '2750', weight: '1' }],
          by_account: [{ key: broker.id, value: '2750', weight: '1' }],
        },
        rates: [{ currency: 'EUR', rate: 1.25, as_of: '2026-11-23' }],
        missing: [{ holding_id: res.body.missing[0].holding_id, symbol: 'XYZ' }],
        as_of: '2026-11-23',
      })
    })

    it('a new base currency rebuilds the history in it at the reads', async () => {
      expect((await call(n, 'PATCH', '/me', { base_currency: 'EUR' })).status).to.equal(200)
      const res = await call(n, 'GET', '/net-worth?from=2026-11-23&to=2026-11-23')
      // checking 1000 x 0.8; broker 50 x 0.8 + 20 x 110 (EUR, no rate needed); card 300 x 0.8 owed
      expect(res.body).to.deep.equal({
        currency: 'EUR',
        points: [
          { date: '2026-11-23', assets: '3040', liabilities: '240', net_worth: '2800', missing: ['XYZ'] },
        ],
      })
      const summary = (await call(n, 'GET', '/portfolio/summary')).body
      expect(summary).to.include({ currency: 'EUR', market_value: '2200', cost_basis: '2000' })
      expect(summary.rates).to.deep.equal([])
    })
  })
})
