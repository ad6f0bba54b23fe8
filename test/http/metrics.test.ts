import { expect } from 'chai'
import { FakeOpenAi } from '../support/fake-openai.js'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser, TEST_SERVICE_KEY } from '../support/tokens.js'
import { startMarketFakes, type MarketFakes } from '../market/support/market-fakes.js'

/** The value of one series in a Prometheus text exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const inside = /\{(.*)\}/.exec(line)?.[1] ?? ''
    if (Object.entries(labels).every(([k, v]) => inside.includes(`${k}="${v}"`)))
      return Number(line.split(' ').pop())
  }
  return 0
}

describe('GET /metrics: Prometheus metrics that match what clients saw', function () {
  this.timeout(60_000)
  let app: TestApp
  let model: FakeOpenAi
  let fakes: MarketFakes
  const admin = { authorization: `Bearer ${TEST_SERVICE_KEY}` }
  const scrape = async () => (await app.fetch('/metrics', { headers: admin })).text()

  before(async () => {
    fakes = await startMarketFakes({ timeoutMs: 2000 })
    fakes.yahoo.stocks.set('AAPL', { price: 244.6 })
    model = await FakeOpenAi.start()
    model.otherwise({ text: 'fine' })
    app = await startTestApp({
      startLifecycle: true,
      env: {
        ...fakes.env,
        MARKET_RETRIES: '0',
        LLM_API_KEY: 'k',
        LLM_BASE_URL: model.url,
        LLM_MAX_RETRIES: '0',
        SCHEDULER_ENABLED: 'true',
      },
    })
  })
  after(async () => {
    await app?.close()
    await model?.close()
    await fakes?.close()
  })

  it('is for administrators only, in the Prometheus text format', async () => {
    expect((await app.fetch('/metrics')).status).to.equal(401)
    expect((await app.fetch('/metrics', { headers: newUser().auth })).status).to.equal(403)
    const res = await app.fetch('/metrics', { headers: admin })
    expect(res.status).to.equal(200)
    expect(res.headers.get('content-type')).to.match(/^text\/plain/)
    const text = await res.text()
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'db_pool_connections',
      'embedder_up',
    ]) {
      expect(text, name).to.contain(name)
    }
    expect(sample(text, 'embedder_up')).to.equal(0) // not configured in this run
  })

  it('counts requests by route template and the status sent, never by raw path', async () => {
    const user = newUser()
    const id = '00000000-0000-4000-8000-00000000000a'
    const series = { method: 'GET', route: '/accounts/:id', status: '404' }
    const before = sample(await scrape(), 'http_request_duration_seconds_count', series)
    for (const path of [`/accounts/${id}`, `/accounts/${id}/`, `/accounts/${id.replace('a', 'b')}`]) {
      expect((await app.fetch(path, { headers: user.auth })).status).to.equal(404)
    }
    await app.fetch('/no/such/route/42', { headers: user.auth })
    const text = await scrape()
    expect(sample(text, 'http_request_duration_seconds_count', series) - before).to.equal(3)
    expect(text).to.not.contain(id)
    expect(text).to.not.contain('/no/such/route')
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '(unmatched)', status: '404' }),
    ).to.be.greaterThan(0)
  })

  it('counts upstream calls by provider and outcome, and cache hits and misses', async () => {
    const user = newUser()
    await app.fetch('/market/stock/AAPL', { headers: user.auth })
    await app.fetch('/market/stock/AAPL', { headers: user.auth })
    let text = await scrape()
    expect(sample(text, 'upstream_calls_total', { provider: 'yahoo', outcome: 'ok' })).to.be.greaterThan(0)
    expect(sample(text, 'cache_lookups_total', { cache: 'stock_quotes', result: 'miss' })).to.be.greaterThan(
      0,
    )
    expect(sample(text, 'cache_lookups_total', { cache: 'stock_quotes', result: 'hit' })).to.be.greaterThan(0)
    fakes.yahoo.mode = 'down'
    try {
      expect((await app.fetch('/market/stock/MSFT', { headers: user.auth })).status).to.equal(503)
    } finally {
      fakes.yahoo.mode = 'ok'
    }
    text = await scrape()
    expect(sample(text, 'upstream_calls_total', { provider: 'yahoo', outcome: 'error' })).to.be.greaterThan(0)
  })

  it('counts model requests and tokens by tier, and job runs by name', async () => {
    const user = newUser()
    const json = { ...user.auth, 'content-type': 'application/json' }
    const ask = await app.fetch('/ai/ask', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ message: 'How am I doing?' }),
    })
    expect(ask.status).to.equal(200)
    let text = await scrape()
    expect(sample(text, 'llm_requests_total', { tier: 'reasoning', outcome: 'ok' })).to.be.greaterThan(0)
    expect(sample(text, 'llm_tokens_total', { tier: 'reasoning', kind: 'output' })).to.be.greaterThan(0)

    expect((await app.fetch('/newsletter/generate', { method: 'POST', headers: user.auth })).status).to.equal(
      202,
    )
    const runs = (t: string) =>
      sample(t, 'job_runs_total', { name: 'newsletter.generate', outcome: 'ok' }) +
      sample(t, 'job_runs_total', { name: 'newsletter.generate', outcome: 'failed' })
    for (let i = 0; i < 100 && runs(text) === 0; i++) {
      await new Promise((r) => setTimeout(r, 100))
      text = await scrape()
    }
    expect(runs(text)).to.equal(1)
  })
})
