import { expect } from 'chai'
import { FakeOpenAi } from '../support/fake-openai.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

const UNKNOWN_FORMAT = 'mBank: karta *5521 · ŻABKA Z1234 · 89,99 PLN'
const modelAnswer = {
  is_transaction: true,
  reason: null,
  type: 'expense',
  direction: 'debit',
  amount: '89,99',
  currency: 'PLN',
  merchant: 'ŻABKA Z1234',
  account_last4: '5521',
  balance_after: null,
  occurred_at: '2026-03-05T18:20:00+01:00',
  reference: null,
  confidence: 0.85,
}

describe('POST /ai/parse-notification', () => {
  let fake: FakeOpenAi
  let app: TestApp
  let bare: TestApp
  const user = newUser()
  const post = (target: TestApp, body: unknown, headers: Record<string, string> = user.auth) =>
    target.fetch('/ai/parse-notification', jsonInit('POST', body, headers))

  before(async () => {
    fake = await FakeOpenAi.start()
    app = await startTestApp({
      env: {
        LLM_API_KEY: 'test-key',
        LLM_BASE_URL: fake.url,
        LLM_FAST_MODEL: 'fast-model',
        LLM_MAX_RETRIES: '0',
      },
    })
    bare = await startTestApp()
  })
  after(async () => {
    await app.close()
    await bare.close()
    await fake.close()
  })
  beforeEach(() => fake.reset())

  it('needs a user token', async () => {
    expect((await post(app, { text: 'x' }, {})).status).to.equal(401)
  })

  it('answers a known format by the rules, amounts as exact decimal strings, without a model call', async () => {
    const res = await post(app, {
      text: 'Chase account 7781: Your $1,215.00 debit card transaction to SHELL OIL 5741 on Feb 11, 2026 at 6:02PM ET was more than the $100.00 amount in your Alerts settings',
    })
    expect(res.status).to.equal(200)
    expect(await res.json()).to.deep.equal({
      is_transaction: true,
      transaction: {
        type: 'expense',
        direction: 'debit',
        amount: '1215.00',
        currency: 'USD',
        merchant: 'SHELL OIL 5741',
        account_last4: '7781',
        balance_after: null,
        occurred_at: '2026-02-11T23:02:00.000Z',
        reference: null,
        category: null,
        channel: 'card',
      },
      confidence: 0.95,
      method: 'rules',
      reason: null,
    })
    expect(fake.requests).to.be.empty
  })

  it('says a one-time password is not a transaction', async () => {
    const body = (await (
      await post(app, { text: 'Your one-time code is 482913. Do not share it.' })
    ).json()) as Record<string, unknown>
    expect(body).to.deep.include({
      is_transaction: false,
      transaction: null,
      method: 'rules',
      reason: 'one_time_password',
    })
  })

  it('asks the fast tier through the real adapter for an unknown format, with a JSON schema', async () => {
    fake.on((r) => r.lastUserText.includes('ŻABKA'), { json: modelAnswer })
    const res = await post(app, { text: UNKNOWN_FORMAT, app: 'mBank', received_at: '2026-03-05T17:21:00Z' })
    expect(res.status).to.equal(200)
    const body = (await res.json()) as { method: string; transaction: Record<string, unknown> }
    expect(body.method).to.equal('llm')
    expect(body.transaction).to.deep.include({
      amount: '89.99',
      currency: 'PLN',
      merchant: 'ŻABKA Z1234',
      account_last4: '5521',
      occurred_at: '2026-03-05T17:20:00.000Z',
    })
    const request = fake.requests[0]!
    expect(request.model).to.equal('fast-model')
    expect(request.responseFormat).to.deep.nested.include({
      type: 'json_schema',
      'json_schema.name': 'notification_transaction',
    })
    expect(request.lastUserText).to.include('App: mBank')
  })

  it('rejects the model answer whose amount is not in the text', async () => {
    fake.on(() => true, { json: { ...modelAnswer, amount: '999.00' } })
    const body = (await (await post(app, { text: UNKNOWN_FORMAT })).json()) as Record<string, unknown>
    expect(body).to.deep.include({ is_transaction: false, transaction: null, method: 'llm' })
  })

  it('answers 503 when the model server fails on a text the rules do not know', async () => {
    fake.failNext(500, 5)
    const res = await post(app, { text: UNKNOWN_FORMAT })
    expect(res.status).to.equal(503)
    expect(((await res.json()) as { code: string }).code).to.equal('upstream_unavailable')
  })

  it('works with the rules alone when no model is configured', async () => {
    const known = (await (
      await post(bare, { text: 'Zelle: You received $150.00 from Daniel Kim.' })
    ).json()) as Record<string, unknown>
    expect(known).to.deep.include({ is_transaction: true, method: 'rules' })
    const unknown = await post(bare, { text: UNKNOWN_FORMAT })
    expect(unknown.status).to.equal(200)
    expect(await unknown.json()).to.deep.include({
      is_transaction: false,
      transaction: null,
      method: 'rules',
    })
  })

  it('lists the three routes in /openapi.json, parse-bill with its JSON and multipart bodies', async () => {
    const doc = (await (await app.fetch('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>
    }
    expect(doc.paths['/ai/parse-notification']?.post?.requestBody?.content).to.have.property(
      'application/json',
    )
    expect(doc.paths['/ai/parse-bill']?.post?.requestBody?.content).to.have.all.keys(
      'application/json',
      'multipart/form-data',
    )
    expect(doc.paths['/ai/daily-insights']).to.have.property('get')
  })

  it('validates the body: text required, unknown fields named', async () => {
    const res = await post(app, { txt: 'hello' })
    expect(res.status).to.equal(422)
    const pointers = ((await res.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)
    expect(pointers).to.include.members(['/text', '/txt'])
  })
})
