import { expect } from 'chai'
import { FakeOpenAi } from '../support/fake-openai.js'
import { startTestApp, jsonInit, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import { startMarketFakes, type MarketFakes } from '../market/support/market-fakes.js'

describe('conditional requests, caching headers and rate-limit headers', function () {
  this.timeout(30_000)
  let app: TestApp
  let model: FakeOpenAi
  let fakes: MarketFakes
  const user = newUser()

  before(async () => {
    fakes = await startMarketFakes({ timeoutMs: 2000 })
    fakes.yahoo.stocks.set('AAPL', { price: 244.6 })
    model = await FakeOpenAi.start()
    model.otherwise({ text: 'fine' })
    app = await startTestApp({
      env: {
        ...fakes.env,
        LLM_API_KEY: 'k',
        LLM_BASE_URL: model.url,
        LLM_MAX_RETRIES: '0',
        AI_REQUESTS_PER_MINUTE: '3',
      },
    })
  })
  after(async () => {
    await app?.close()
    await model?.close()
    await fakes?.close()
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.fetch(path, { headers: { ...user.auth, ...headers } })

  it('gives every list and single resource an ETag; If-None-Match answers 304 with no body', async () => {
    const created = await app.fetch(
      '/accounts/',
      jsonInit('POST', { name: 'A', type: 'cash', currency: 'USD', balance: '1' }, user.auth),
    )
    const id = ((await created.json()) as { id: string }).id
    await app.fetch(
      '/transactions/',
      jsonInit(
        'POST',
        { amount: '2', type: 'expense', currency: 'USD', occurred_at: '2026-11-01T10:00:00Z' },
        user.auth,
      ),
    )
    for (const path of [
      '/accounts/',
      '/transactions/',
      '/holdings/',
      '/notifications/',
      '/me',
      '/newsletter/latest',
      `/accounts/${id}`,
    ]) {
      const first = await get(path)
      expect(first.status, path).to.equal(200)
      const etag = first.headers.get('etag')
      expect(etag, path).to.match(/^"[^"]+"$/)
      expect(first.headers.get('cache-control'), path).to.equal('private, no-cache')
      const again = await get(path, { 'if-none-match': etag! })
      expect(again.status, path).to.equal(304)
      expect(await again.text(), path).to.equal('')
      expect(again.headers.get('etag'), path).to.equal(etag)
      expect((await get(path, { 'if-none-match': '"something-else"' })).status, path).to.equal(200)
    }
    // Weak comparison, lists of tags and `*`, as RFC 9110 reads If-None-Match.
    for (const header of ['W/"v1"', '"x", "v1"', '*']) {
      expect((await get(`/accounts/${id}`, { 'if-none-match': header })).status, header).to.equal(304)
    }
  })

  it('a list changes its ETag when its content changes', async () => {
    const before = (await get('/accounts/')).headers.get('etag')
    await app.fetch(
      '/accounts/',
      jsonInit('POST', { name: 'B', type: 'cash', currency: 'USD', balance: '1' }, user.auth),
    )
    const after = await get('/accounts/', { 'if-none-match': before! })
    expect(after.status).to.equal(200)
    expect(after.headers.get('etag')).to.not.equal(before)
  })

  it('market answers say how long they stay fresh (the time left on the cache); errors are no-store', async () => {
    const first = await get('/market/stock/AAPL')
    const maxAge = Number(/max-age=(\d+)/.exec(first.headers.get('cache-control') ?? '')?.[1])
    expect(first.headers.get('cache-control')).to.match(/^private, max-age=\d+$/)
    expect(maxAge).to.be.within(1, 60)
    expect(
      (await get('/market/stock/AAPL', { 'if-none-match': first.headers.get('etag')! })).status,
    ).to.equal(304)
    const missing = await get('/market/stock/NOPE')
    expect(missing.status).to.equal(404)
    expect(missing.headers.get('cache-control')).to.equal('no-store')
    expect((await get('/accounts/not-there')).headers.get('cache-control')).to.equal('no-store')
  })

  it('AI routes send RateLimit-Policy and RateLimit on every answer, counting down to the 429', async () => {
    const caller = newUser()
    const ask = () => app.fetch('/ai/ask', jsonInit('POST', { message: 'How am I doing?' }, caller.auth))
    const remaining: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await ask()
      expect(res.status).to.equal(200)
      expect(res.headers.get('ratelimit-policy')).to.equal('"minute";q=3;w=60')
      remaining.push(/r=(\d+)/.exec(res.headers.get('ratelimit') ?? '')![1]!)
    }
    expect(remaining).to.deep.equal(['2', '1', '0'])
    const refused = await ask()
    expect(refused.status).to.equal(429)
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60)
    expect(refused.headers.get('ratelimit')).to.match(/^"minute";r=0;t=\d+$/)
    const other = await app.fetch('/ai/parse-notification', jsonInit('POST', { text: 'hello' }, caller.auth))
    expect(other.headers.get('ratelimit-policy')).to.equal('"minute";q=3;w=60')
  })
})
