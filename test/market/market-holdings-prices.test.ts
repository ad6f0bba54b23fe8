import { expect } from 'chai'
import { newUser } from '../support/tokens.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { startMarketFakes, type MarketFakes } from './support/market-fakes.js'

type Json = Record<string, unknown>

describe('market: GET /holdings/?with_prices=true', () => {
  let fakes: MarketFakes
  let app: TestApp

  before(async () => {
    fakes = await startMarketFakes({ timeoutMs: 800 })
    fakes.yahoo.stocks.set('AAPL', { price: 244.6, changePercent: 1.27 })
    fakes.yahoo.stocks.set('VOD.L', { price: 71.5, currency: 'GBp', changePercent: -0.5 })
    fakes.yahoo.stocks.set('GBPUSD=X', { price: 1.25, quoteType: 'CURRENCY' })
    fakes.coingecko.coins.set('bitcoin', { symbol: 'btc', name: 'Bitcoin', usd: 64000 })
    app = await startTestApp({ env: fakes.env })
  })
  after(async () => {
    await app.close()
    await fakes.close()
  })

  async function holdingsOf(user: ReturnType<typeof newUser>, items: Json[]) {
    for (const item of items) {
      const res = await app.fetch('/holdings/', jsonInit('POST', item, user.auth))
      expect(res.status, JSON.stringify(await res.clone().json())).to.equal(201)
    }
  }
  const bySymbol = (list: Json[]) => Object.fromEntries(list.map((h) => [h.symbol, h]))

  it('values each holding in its own currency with exact decimals; unpriceable ones say why and the rest still come', async () => {
    const user = newUser()
    await holdingsOf(user, [
      { symbol: 'AAPL', asset_type: 'stock', quantity: '3', average_cost: '200.10', currency: 'USD' },
      { symbol: 'bitcoin', asset_type: 'crypto', quantity: '0.1', currency: 'USD' },
      { symbol: 'VOD.L', asset_type: 'stock', quantity: '1000', average_cost: '0.80', currency: 'USD' },
      { symbol: 'NOSUCH', asset_type: 'stock', quantity: '1', currency: 'USD' },
      { symbol: 'USD', asset_type: 'cash', quantity: '250.5', currency: 'USD' },
      { symbol: 'HOUSE', asset_type: 'other', quantity: '1', currency: 'USD' },
    ])
    const res = await app.fetch('/holdings/?with_prices=true', { headers: user.auth })
    expect(res.status).to.equal(200)
    const h = bySymbol((await res.json()) as Json[])
    expect(h.AAPL).to.include({
      price: 244.6,
      market_value: '733.80',
      unrealized_pl: '133.50',
      change_percent: 1.27,
      price_status: 'ok',
      price_error: null,
      quantity: '3',
    })
    expect(h.bitcoin).to.include({
      price: 64000,
      market_value: '6400.00',
      unrealized_pl: null,
      change_percent: -1.7,
      price_status: 'ok',
    })
    // 71.5 pence = 0.715 GBP, at 1.25 USD per GBP = 0.89375 USD; 1000 of them = 893.75
    expect(h['VOD.L']).to.include({
      price: 0.89375,
      market_value: '893.75',
      unrealized_pl: '93.75',
      price_status: 'ok',
    })
    expect(h.NOSUCH).to.deep.include({
      price: null,
      market_value: null,
      price_status: 'unavailable',
      price_error: { code: 'symbol_not_found', detail: 'unknown symbol: NOSUCH' },
    })
    expect(h.USD).to.include({ price: 1, market_value: '250.50', price_status: 'ok', price_as_of: null })
    expect(h.HOUSE).to.include({ price_status: 'unavailable' })
    expect((h.HOUSE!.price_error as Json).code).to.equal('not_priced')
  })

  it('a provider that is down marks its holdings unavailable; the others are still priced', async () => {
    const user = newUser()
    await holdingsOf(user, [
      { symbol: 'ethereum', asset_type: 'crypto', quantity: '2', currency: 'EUR' },
      { symbol: 'AAPL', asset_type: 'stock', quantity: '1', currency: 'USD' },
    ])
    fakes.coingecko.mode = 'down'
    try {
      const h = bySymbol(
        (await (await app.fetch('/holdings/?with_prices=true', { headers: user.auth })).json()) as Json[],
      )
      expect(h.AAPL).to.include({ price_status: 'ok', market_value: '244.60' })
      expect(h.ethereum).to.include({ price_status: 'unavailable' })
      expect((h.ethereum!.price_error as Json).code).to.equal('upstream_unavailable')
    } finally {
      fakes.coingecko.mode = 'ok'
    }
  })

  it('without with_prices the list is the plain CRUD list', async () => {
    const user = newUser()
    await holdingsOf(user, [{ symbol: 'AAPL', asset_type: 'stock', quantity: '1', currency: 'USD' }])
    const [item] = (await (await app.fetch('/holdings/', { headers: user.auth })).json()) as Json[]
    expect(item).to.not.have.property('price')
  })
})
