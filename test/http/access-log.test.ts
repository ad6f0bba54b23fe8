import { Writable } from 'node:stream'
import { asValue } from 'awilix'
import { expect } from 'chai'
import { FakeOpenAi } from '../support/fake-openai.js'
import { startTestApp, jsonInit, type TestApp } from '../support/test-app.js'
import { newUser, TEST_SERVICE_KEY } from '../support/tokens.js'
import { startMarketFakes, type MarketFakes } from '../market/support/market-fakes.js'

type Line = Record<string, unknown> & { level: number; msg: string }
const INFO = 30
const WARN = 40
const ERROR = 50

describe('the access log and the metrics tell the truth: a scripted run of 20 outcomes', function () {
  this.timeout(60_000)
  const lines: Line[] = []
  let app: TestApp
  let model: FakeOpenAi
  let fakes: MarketFakes

  before(async () => {
    fakes = await startMarketFakes({ timeoutMs: 2000 })
    fakes.yahoo.stocks.set('AAPL', { price: 244.6 })
    model = await FakeOpenAi.start()
    model.otherwise({ text: 'fine' })
    const sink = new Writable({
      write: (chunk: Buffer, _e, done) => {
        for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line)
        done()
      },
    })
    app = await startTestApp({
      logSink: sink,
      env: {
        ...fakes.env,
        MARKET_RETRIES: '0',
        LOG_LEVEL: 'info',
        LLM_API_KEY: 'k',
        LLM_BASE_URL: model.url,
        LLM_MAX_RETRIES: '0',
        AI_REQUESTS_PER_MINUTE: '1',
      },
      register: (container) => {
        // A fault of ours: the use case behind GET /me breaks.
        container.register({
          getMe: asValue({
            execute: async () => {
              throw new Error('a bug')
            },
          } as never),
        })
      },
    })
  })
  after(async () => {
    await app?.close()
    await model?.close()
    await fakes?.close()
  })

  it('logs each request once, with the status the client got, its code, and the level its kind deserves', async () => {
    const user = newUser()
    const json = { ...user.auth, 'content-type': 'application/json' }
    const account = { name: 'A', type: 'cash', currency: 'USD', balance: '1.00' }
    const create = await app.fetch('/accounts/', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(account),
    })
    const id = ((await create.clone().json()) as { id: string }).id

    const script: [string, () => Promise<Response>][] = [
      ['201 created', async () => create],
      ['200 public', () => app.fetch('/health')],
      ['200 user', () => app.fetch('/accounts/', { headers: user.auth })],
      ['400 bad query', () => app.fetch('/accounts/?limit=abc', { headers: user.auth })],
      ['401 no token', () => app.fetch('/accounts/')],
      [
        '403 not an administrator',
        () => app.fetch('/rag/ingest?user_id=x&period=daily', { method: 'POST', headers: user.auth }),
      ],
      ['404 no route', () => app.fetch('/nowhere', { headers: user.auth })],
      [
        '404 no object',
        () => app.fetch('/accounts/00000000-0000-4000-8000-000000000000', { headers: user.auth }),
      ],
      ['405 method', () => app.fetch('/health', { method: 'PATCH' })],
      [
        '412 stale If-Match',
        () =>
          app.fetch(`/accounts/${id}`, {
            ...jsonInit('PATCH', { name: 'B' }, { ...user.auth, 'if-match': '"v9"' }),
          }),
      ],
      [
        '413 too large',
        () =>
          app.fetch('/accounts/', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
          }),
      ],
      [
        '415 not JSON',
        () =>
          app.fetch('/accounts/', {
            method: 'POST',
            headers: { ...user.auth, 'content-type': 'text/plain' },
            body: 'hi',
          }),
      ],
      [
        '422 invalid',
        () =>
          app.fetch('/accounts/', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ ...account, type: 'nope' }),
          }),
      ],
      [
        '200 ask',
        () =>
          app.fetch('/ai/ask', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ question: 'hello?' }),
          }),
      ],
      [
        '429 over the AI limit',
        () =>
          app.fetch('/ai/ask', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ question: 'again?' }),
          }),
      ],
      ['200 quote', () => app.fetch('/market/stock/AAPL', { headers: user.auth })],
      ['404 unknown symbol', () => app.fetch('/market/stock/NOPE', { headers: user.auth })],
      [
        '503 push not configured',
        () => app.fetch('/notifications/test', { method: 'POST', headers: user.auth }),
      ],
      ['500 a fault', () => app.fetch('/me', { headers: user.auth })],
      ['204 deleted', () => app.fetch(`/accounts/${id}`, { method: 'DELETE', headers: user.auth })],
    ]
    const seen: { name: string; status: number; requestId: string; code: string | undefined }[] = []
    for (const [name, send] of script) {
      const res = await send()
      const text = await res.text()
      const code = res.status >= 400 ? (JSON.parse(text) as { code: string; request_id: string }) : undefined
      if (code) expect(code.request_id, name).to.equal(res.headers.get('x-request-id'))
      seen.push({ name, status: res.status, requestId: res.headers.get('x-request-id')!, code: code?.code })
    }
    const fakeUpstream = (async () => {
      fakes.yahoo.mode = 'down'
      const res = await app.fetch('/market/stock/MSFT', { headers: user.auth })
      fakes.yahoo.mode = 'ok'
      const body = (await res.json()) as { code: string }
      seen.push({
        name: '503 upstream',
        status: res.status,
        requestId: res.headers.get('x-request-id')!,
        code: body.code,
      })
    })()
    await fakeUpstream
    await new Promise((r) => setTimeout(r, 50)) // the log stream is asynchronous

    expect(new Set(seen.map((s) => s.status)).size, 'distinct statuses').to.be.greaterThanOrEqual(15)
    for (const s of seen) {
      const access = lines.filter(
        (l) => l.request_id === s.requestId && (l.msg === 'request' || l.msg === 'request failed'),
      )
      expect(access, `${s.name}: one access line`).to.have.length(1)
      const line = access[0]!
      expect(line.status, s.name).to.equal(s.status)
      expect(line.code, s.name).to.equal(s.code)
      // A 401's body says only that the token was refused; the log line names the check.
      if (s.status === 401) expect(line.reason, s.name).to.match(/missing bearer token/)
      else expect(line, s.name).to.not.have.property('reason')
      if (s.status === 500) {
        expect(line.level, s.name).to.equal(ERROR)
        expect(JSON.stringify(line.err), s.name).to.contain('a bug')
      } else {
        expect(line.level, s.name).to.equal(s.status >= 500 ? WARN : INFO)
        expect(line, s.name).to.not.have.property('err')
      }
      // Nothing else of this request is logged at error, and no line carries a stack.
      const others = lines.filter((l) => l.request_id === s.requestId && l !== line)
      expect(
        others.filter((l) => l.level >= ERROR),
        s.name,
      ).to.deep.equal([])
    }

    // The metrics saw the same run: requests counted by the status each client received.
    const text = await (
      await app.fetch('/metrics', { headers: { authorization: `Bearer ${TEST_SERVICE_KEY}` } })
    ).text()
    const counted = new Map<string, number>()
    for (const line of text.split('\n').filter((l) => l.startsWith('http_request_duration_seconds_count{'))) {
      const status = /status="(\d+)"/.exec(line)![1]!
      counted.set(status, (counted.get(status) ?? 0) + Number(line.split(' ').pop()))
    }
    const expected = new Map<string, number>()
    for (const s of seen) expected.set(String(s.status), (expected.get(String(s.status)) ?? 0) + 1)
    expect(Object.fromEntries(counted)).to.deep.equal(Object.fromEntries(expected))
  })
})
