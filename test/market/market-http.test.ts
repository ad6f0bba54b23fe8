import { expect } from 'chai'
import { newUser } from '../support/tokens.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { startMarketFakes, type MarketFakes } from './support/market-fakes.js'

type Json = Record<string, unknown>

describe('market: HTTP routes against fake providers', () => {
  let fakes: MarketFakes
  let app: TestApp
  const user = newUser()
  const get = (path: string) => app.fetch(path, { headers: user.auth })
  const post = (path: string, body: unknown) => app.fetch(path, jsonInit('POST', body, user.auth))

  before(async () => {
    fakes = await startMarketFakes({ timeoutMs: 800 })
    app = await startTestApp({ env: fakes.env })
  })
  after(async () => {
    await app.close()
    await fakes.close()
  })
  beforeEach(() => {
    // A fresh app per test would cost a database each; fresh symbols per test keep the caches out of the way.
    fakes.yahoo.mode = 'ok'
    fakes.coingecko.mode = 'ok'
    fakes.frankfurter.mode = 'ok'
    fakes.nasdaq.mode = 'ok'
  })

  it('needs a user token on every market route', async () => {
    for (const path of [
      '/market/stock/AAPL',
      '/market/crypto/bitcoin',
      '/market/history/AAPL',
      '/market/earnings',
      '/market/price?symbols=AAPL',
    ]) {
      const res = await app.fetch(path)
      expect(res.status, path).to.equal(401)
    }
    expect((await app.fetch('/market/stocks', jsonInit('POST', { symbols: ['AAPL'] }))).status).to.equal(401)
  })

  it('lists the nine market routes in /openapi.json', async () => {
    const doc = (await (await app.fetch('/openapi.json')).json()) as { paths: Record<string, unknown> }
    for (const path of [
      '/market/stock/{symbol}',
      '/market/stocks',
      '/market/crypto/{id}',
      '/market/crypto',
      '/market/forex',
      '/market/batch',
      '/market/history/{symbol}',
      '/market/earnings',
      '/market/price',
    ]) {
      expect(doc.paths, path).to.have.property(path)
    }
  })

  it('GET /market/stock/{symbol}: the contract fields; lower case is normalised; trailing slash works', async () => {
    fakes.yahoo.stocks.set('AAPL', {
      price: 244.6,
      name: 'Apple Inc.',
      change: 3.07,
      changePercent: 1.2710667,
    })
    const res = await get('/market/stock/aapl/')
    expect(res.status).to.equal(200)
    const body = (await res.json()) as Json
    expect(body).to.have.all.keys(
      'symbol',
      'name',
      'price',
      'change',
      'change_percent',
      'currency',
      'previous_close',
      'open',
      'day_high',
      'day_low',
      'volume',
      'market_state',
      'exchange',
      'as_of',
    )
    expect(body).to.include({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      price: 244.6,
      change: 3.07,
      change_percent: 1.2710667,
      currency: 'USD',
      market_state: 'REGULAR',
      exchange: 'NasdaqGS',
    })
    expect(body.as_of).to.equal('2025-02-14T21:00:00.000Z')
  })

  it('an unknown single symbol is 404 symbol_not_found', async () => {
    const res = await get('/market/stock/NOSUCH')
    expect(res.status).to.equal(404)
    expect(await res.json()).to.include({ code: 'symbol_not_found', status: 404 })
  })

  it('100 concurrent requests for one cold symbol make exactly 1 upstream quote call', async () => {
    fakes.yahoo.stocks.set('COLD', { price: 12.5 })
    const before = fakes.yahoo.quoteCalls
    const statuses = await Promise.all(
      Array.from({ length: 100 }, () => get('/market/stock/COLD').then((r) => r.status)),
    )
    expect(statuses.every((s) => s === 200)).to.equal(true)
    expect(fakes.yahoo.quoteCalls - before).to.equal(1)
  })

  it('POST /market/stocks: 100 symbols with 20 cached make exactly 2 upstream quote calls; order kept; unknown ones are errors', async () => {
    const symbols = Array.from({ length: 100 }, (_, i) => `B${i}`)
    symbols.slice(0, 99).forEach((s, i) => fakes.yahoo.stocks.set(s, { price: 100 + i }))
    expect((await post('/market/stocks', { symbols: symbols.slice(0, 20) })).status).to.equal(200)
    const before = fakes.yahoo.quoteCalls
    const res = await post('/market/stocks', { symbols })
    expect(res.status).to.equal(200)
    expect(fakes.yahoo.quoteCalls - before).to.equal(2)
    const body = (await res.json()) as { quotes: Json[]; errors: Json[] }
    expect(body.quotes.map((q) => q.symbol)).to.deep.equal(symbols.slice(0, 99))
    expect(body.errors).to.deep.equal([
      { symbol: 'B99', code: 'symbol_not_found', detail: 'unknown symbol: B99' },
    ])
  })

  it('GET and POST /market/crypto', async () => {
    fakes.coingecko.coins.set('bitcoin', { symbol: 'btc', name: 'Bitcoin', usd: 64138 })
    const one = await get('/market/crypto/bitcoin?currency=eur')
    expect(one.status).to.equal(200)
    const body = (await one.json()) as Json
    expect(body).to.have.all.keys(
      'id',
      'symbol',
      'name',
      'price',
      'change_percent_24h',
      'currency',
      'market_cap',
      'volume_24h',
      'as_of',
    )
    expect(body).to.include({ id: 'bitcoin', symbol: 'btc', currency: 'eur', change_percent_24h: -1.7 })
    expect((await get('/market/crypto/nocoin')).status).to.equal(404)
    const many = (await (await post('/market/crypto', { ids: ['bitcoin', 'nocoin'] })).json()) as {
      prices: Json[]
      errors: Json[]
    }
    expect(many.prices.map((p) => p.id)).to.deep.equal(['bitcoin'])
    expect(many.errors).to.deep.equal([
      { id: 'nocoin', code: 'symbol_not_found', detail: 'unknown coin id: nocoin' },
    ])
  })

  it('POST /market/forex normalises pairs; Frankfurter answers when Yahoo is down', async () => {
    fakes.yahoo.stocks.set('EURUSD=X', { price: 1.0489877, quoteType: 'CURRENCY' })
    const res = await post('/market/forex', { pairs: ['eur/usd', 'EURUSD', 'USD-ZZZ'] })
    const body = (await res.json()) as { rates: Json[]; errors: Json[] }
    expect(body.rates).to.have.length(1)
    expect(body.rates[0]).to.include({ pair: 'EUR/USD', base: 'EUR', quote: 'USD', rate: 1.0489877 })
    expect(body.errors.map((e) => e.pair)).to.deep.equal(['USD/ZZZ'])
    fakes.yahoo.mode = 'down'
    const fallback = (await (await post('/market/forex', { pairs: ['GBP/JPY'] })).json()) as { rates: Json[] }
    expect(fallback.rates[0]).to.include({ pair: 'GBP/JPY', as_of: '2025-12-17T00:00:00.000Z' })
    fakes.frankfurter.mode = 'down'
    const neither = await post('/market/forex', { pairs: ['CHF/JPY'] })
    expect(neither.status).to.equal(503)
    const problem = (await neither.json()) as { detail: string }
    expect(problem.detail.toLowerCase()).to.contain('yahoo').and.contain('frankfurter')
    // A batch whose only provider failed is a 503 (its detail is the forex one).
    const batch = await post('/market/batch', { forex: ['GBP/CHF'] })
    expect(batch.status).to.equal(503)
    expect(((await batch.json()) as { detail: string }).detail.toLowerCase())
      .to.contain('yahoo')
      .and.contain('frankfurter')
  })

  it('POST /market/batch: providers in parallel; a failing one only fails its own items', async () => {
    fakes.yahoo.stocks.set('BATCH1', { price: 50 })
    fakes.coingecko.mode = 'down'
    const res = await post('/market/batch', { stocks: ['BATCH1'], crypto: ['ethereum'], forex: ['EUR/CHF'] })
    expect(res.status).to.equal(200)
    const body = (await res.json()) as { stocks: Json[]; crypto: Json[]; forex: Json[]; errors: Json[] }
    expect(body.stocks.map((s) => s.symbol)).to.deep.equal(['BATCH1'])
    expect(body.crypto).to.deep.equal([])
    expect(body.forex.map((f) => f.pair)).to.deep.equal(['EUR/CHF'])
    expect(body.errors).to.have.length(1)
    expect(body.errors[0]).to.include({ type: 'crypto', id: 'ethereum', code: 'upstream_unavailable' })
  })

  it('GET /market/price?symbols=&ids=', async () => {
    fakes.yahoo.stocks.set('PRICE1', { price: 7 })
    fakes.coingecko.coins.set('solana', { symbol: 'sol', name: 'Solana', usd: 150 })
    const body = (await (await get('/market/price?symbols=PRICE1,NOPE1&ids=solana')).json()) as {
      stocks: Json[]
      crypto: Json[]
      errors: Json[]
    }
    expect(body.stocks.map((s) => s.symbol)).to.deep.equal(['PRICE1'])
    expect(body.crypto.map((c) => c.id)).to.deep.equal(['solana'])
    expect(body.errors).to.deep.equal([
      { type: 'stock', symbol: 'NOPE1', code: 'symbol_not_found', detail: 'unknown symbol: NOPE1' },
    ])
  })

  it('GET /market/history/{symbol} for a stock and a coin (assetType or asset_type)', async () => {
    fakes.yahoo.stocks.set('HIST', { price: 1 })
    const stock = (await (await get('/market/history/HIST?period=3mo')).json()) as Json & { candles: Json[] }
    expect(stock).to.include({
      symbol: 'HIST',
      asset_type: 'stock',
      period: '3mo',
      interval: '1d',
      currency: 'USD',
    })
    expect(stock.candles[0]).to.have.all.keys('time', 'open', 'high', 'low', 'close', 'volume')
    fakes.coingecko.coins.set('bitcoin', { symbol: 'btc', name: 'Bitcoin', usd: 64138 })
    const coin = (await (await get('/market/history/bitcoin?period=5d&asset_type=crypto')).json()) as Json & {
      candles: Json[]
    }
    expect(coin).to.include({ symbol: 'bitcoin', asset_type: 'crypto', interval: '4h' })
    expect(coin.candles[0]!.volume).to.equal(null)
    expect((await get('/market/history/NOHIST?period=1y')).status).to.equal(404)
  })

  it('GET /market/earnings: a window of days, filtered by symbols', async () => {
    fakes.nasdaq.days.set('2024-07-02', [
      { symbol: 'MSM', time: 'time-pre-market', epsForecast: '$1.33' },
      { symbol: 'WDS', epsForecast: '' },
    ])
    fakes.nasdaq.days.set('2024-07-03', [
      { symbol: 'STZ', time: 'time-after-hours', eps: '($0.12)', surprise: '-5' },
    ])
    const all = (await (await get('/market/earnings?from=2024-07-01&to=2024-07-03')).json()) as Json[]
    expect(all.map((e) => e.symbol)).to.deep.equal(['MSM', 'WDS', 'STZ'])
    expect(all[0]).to.deep.equal({
      symbol: 'MSM',
      name: 'MSM Corp',
      date: '2024-07-02',
      time: 'bmo',
      eps_estimate: 1.33,
      eps_actual: null,
      surprise_percent: null,
    })
    expect(all[2]).to.include({ time: 'amc', eps_actual: -0.12, surprise_percent: -5 })
    const some = (await (
      await get('/market/earnings?from=2024-07-01&to=2024-07-03&symbols=STZ')
    ).json()) as Json[]
    expect(some.map((e) => e.symbol)).to.deep.equal(['STZ'])
    expect(fakes.nasdaq.server.count('/api/calendar/earnings')).to.equal(3)
  })

  describe('provider trouble', () => {
    it('provider down: 503 problem+json upstream_unavailable', async () => {
      fakes.yahoo.stocks.set('DOWN1', { price: 1 })
      fakes.yahoo.mode = 'down'
      const res = await get('/market/stock/DOWN1')
      expect(res.status).to.equal(503)
      expect(res.headers.get('content-type')).to.contain('application/problem+json')
      expect(await res.json()).to.include({ code: 'upstream_unavailable' })
    })

    it('provider hung: 504 upstream_timeout', async () => {
      fakes.coingecko.mode = 'hang'
      const res = await get('/market/crypto/hung-coin')
      expect(res.status).to.equal(504)
      expect(await res.json()).to.include({ code: 'upstream_timeout' })
    })

    it('upstream 429: 503 with Retry-After', async () => {
      fakes.nasdaq.mode = 'rate-limit'
      const res = await get('/market/earnings?from=2030-01-01&to=2030-01-01')
      expect(res.status).to.equal(503)
      expect(res.headers.get('retry-after')).to.equal('30')
      expect(await res.json()).to.include({ code: 'upstream_unavailable' })
    })

    it('every provider of a batch failing is a 503', async () => {
      fakes.yahoo.mode = 'down'
      fakes.coingecko.mode = 'down'
      const res = await post('/market/batch', { stocks: ['ALLDOWN'], crypto: ['alldown'] })
      expect(res.status).to.equal(503)
    })
  })

  describe('bad input: 422 with a pointer', () => {
    const cases: [string, () => Promise<Response>, string][] = [
      ['empty list', () => post('/market/stocks', { symbols: [] }), '/symbols'],
      [
        '101 symbols',
        () => post('/market/stocks', { symbols: Array.from({ length: 101 }, (_, i) => `S${i}`) }),
        '/symbols',
      ],
      ['a symbol with spaces', () => post('/market/stocks', { symbols: ['AAPL', 'BRK B'] }), '/symbols/1'],
      ['a symbol with spaces in the path', () => get('/market/stock/AA%20PL'), '/symbol'],
      ['a malformed pair', () => post('/market/forex', { pairs: ['EUR/USD', 'EURO-DOLLAR'] }), '/pairs/1'],
      ['an unknown period', () => get('/market/history/AAPL?period=7y'), '/period'],
      ['an unknown assetType', () => get('/market/history/AAPL?assetType=bond'), '/assetType'],
      ['an unknown field', () => post('/market/crypto', { ids: ['bitcoin'], extra: 1 }), '/extra'],
      ['an empty batch', () => post('/market/batch', {}), ''],
      [
        '101 ids in a batch',
        () => post('/market/batch', { crypto: Array.from({ length: 101 }, (_, i) => `c${i}`) }),
        '/crypto',
      ],
      ['an earnings window over 31 days', () => get('/market/earnings?from=2024-01-01&to=2024-03-01'), '/to'],
      ['a bad date', () => get('/market/earnings?from=2024-02-30'), '/from'],
      ['a bad id in /market/price', () => get('/market/price?ids=bit%20coin'), '/ids/0'],
    ]
    for (const [name, call, pointer] of cases) {
      it(name, async () => {
        const res = await call()
        expect(res.status).to.equal(422)
        const body = (await res.json()) as { code: string; errors: { pointer: string }[] }
        expect(body.code).to.equal('validation_failed')
        expect(body.errors.map((e) => e.pointer)).to.include(pointer)
      })
    }
  })
})
