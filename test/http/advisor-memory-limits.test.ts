import { asValue } from 'awilix'
import { expect } from 'chai'
import { FakeEmbedder } from '../fakes/fake-embedder.js'
import { jsonInit } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import { ask, isReasoning, startAdvisorApp, type AdvisorHarness } from '../support/advisor-harness.js'

const unit = (i: number) => Array.from({ length: 384 }, (_, j) => (j === i ? 1 : 0))

describe('advisor memory: used when the embedding server is up, skipped when it is down', () => {
  let h: AdvisorHarness
  const alice = newUser()
  const bob = newUser()
  const embedder = new FakeEmbedder(384, () => unit(0), 'fake-embedder')
  before(async () => {
    h = await startAdvisorApp({
      register: (container) => container.register({ embedder: asValue(embedder) }),
    })
    for (const u of [alice, bob]) await h.app.fetch('/me', jsonInit('GET', undefined, u.auth))
    const store = h.app.container.resolve('memoryStore')
    await store.upsertMany([
      {
        userId: alice.id,
        period: 'weekly',
        periodStart: '2026-11-09',
        content: 'Alice spent 310.00 USD on dining out this week.',
        embedding: unit(0),
        model: 'fake-embedder',
      },
      {
        userId: bob.id,
        period: 'weekly',
        periodStart: '2026-11-09',
        content: 'BOB-MEMORY-CANARY spent a lot.',
        embedding: unit(0),
        model: 'fake-embedder',
      },
    ])
  })
  after(async () => h.close())
  beforeEach(() => {
    h.fake.reset()
    h.fake.otherwise({ text: 'noted' })
  })

  it("memory on: the caller's top memories join the system prompt (memory_used true, a memory source)", async () => {
    embedder.up()
    const body = (await (
      await ask(h.app, alice.auth, { message: 'How much did I spend on dining?' })
    ).json()) as { memory_used: boolean; sources: { type: string; id: string; title: string }[] }
    expect(body.memory_used).to.equal(true)
    expect(body.sources).to.deep.include({
      type: 'memory',
      id: body.sources.find((s) => s.type === 'memory')?.id,
      title: 'weekly summary from 2026-11-09',
    })
    const system = String(h.fake.requests.find(isReasoning)?.messages[0]?.content)
    expect(system).to.contain('Alice spent 310.00 USD on dining out this week.')
    expect(h.fake.requests.map((r) => r.promptText).join()).not.to.contain('BOB-MEMORY-CANARY')
  })

  it('memory off: the embedding server is down and the answer still comes (memory_used false)', async () => {
    embedder.down()
    const res = await ask(h.app, alice.auth, { message: 'How much did I spend on dining?' })
    expect(res.status).to.equal(200)
    const body = (await res.json()) as { answer: string; memory_used: boolean; sources: unknown[] }
    expect(body).to.include({ answer: 'noted', memory_used: false })
    expect(body.sources).to.deep.equal([])
    expect(String(h.fake.requests.find(isReasoning)?.messages[0]?.content)).not.to.contain('Alice spent')
  })
})

describe('advisor memory without an embedding server', () => {
  let h: AdvisorHarness
  let lookups = 0
  before(async () => {
    // The default embedder (no EMBEDDING_SERVER_URL); a recall that counts the lookups reaching it.
    h = await startAdvisorApp({
      register: (container) =>
        container.register({
          recallMemories: asValue({
            execute: async () => {
              lookups += 1
              return { available: false, memories: [] }
            },
          } as never),
        }),
    })
  })
  after(async () => h.close())

  it('skips the lookup (no error, no warning per question) and answers with memory_used false', async () => {
    h.fake.otherwise({ text: 'noted' })
    const res = await ask(h.app, newUser().auth, { message: 'How much did I spend on dining?' })
    expect(res.status).to.equal(200)
    expect(await res.json()).to.include({ answer: 'noted', memory_used: false })
    expect(lookups).to.equal(0)
  })
})

describe('advisor provider failures and the per-user limit', () => {
  let h: AdvisorHarness
  before(async () => {
    h = await startAdvisorApp({
      env: { LLM_REASONING_TIMEOUT_MS: '300', AI_REQUESTS_PER_MINUTE: '3', AI_DAILY_TOKEN_BUDGET: '1000' },
    })
  })
  after(async () => h.close())
  beforeEach(() => h.fake.reset())

  const problem = async (res: Response) => ({
    status: res.status,
    type: res.headers.get('content-type'),
    code: ((await res.json()) as { code: string }).code,
  })

  it('a provider 429 is 503 upstream_unavailable with its Retry-After', async () => {
    h.fake.failNext(429, 1, { 'retry-after': '7' })
    const res = await ask(h.app, newUser().auth, { message: 'How much did I spend?' })
    expect(res.headers.get('retry-after')).to.equal('7')
    expect(await problem(res)).to.deep.equal({
      status: 503,
      type: 'application/problem+json',
      code: 'upstream_unavailable',
    })
  })

  it('a provider 500 is 503 upstream_unavailable, without the vendor message', async () => {
    h.fake.failNext(500)
    const res = await ask(h.app, newUser().auth, { message: 'How much did I spend?' })
    const text = await res.text()
    expect(res.status).to.equal(503)
    expect(text).not.to.contain('injected')
  })

  it("a provider that does not answer in the tier's time is 504 upstream_timeout", async () => {
    h.fake.otherwise({ text: 'late', delayMs: 1_500 })
    expect(
      await problem(await ask(h.app, newUser().auth, { message: 'How much did I spend?' })),
    ).to.deep.equal({ status: 504, type: 'application/problem+json', code: 'upstream_timeout' })
  })

  it('requests per minute: beyond the limit, 429 rate_limited with Retry-After and no model call', async () => {
    const user = newUser()
    h.fake.otherwise({ text: 'ok' })
    for (let i = 0; i < 3; i += 1)
      expect((await ask(h.app, user.auth, { message: 'How much did I spend?' })).status).to.equal(200)
    const before = h.fake.requests.length
    const res = await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/stream')
    expect(Number(res.headers.get('retry-after'))).to.be.within(1, 60)
    expect(await problem(res)).to.deep.equal({
      status: 429,
      type: 'application/problem+json',
      code: 'rate_limited',
    })
    expect(h.fake.requests.length).to.equal(before)
    // Another user is not affected.
    expect((await ask(h.app, newUser().auth, { message: 'How much did I spend?' })).status).to.equal(200)
  })

  it('daily token budget: usage is recorded per user, and an exhausted budget is 429 until midnight UTC', async () => {
    const user = newUser()
    h.fake.otherwise({ text: 'expensive', usage: { prompt_tokens: 900, completion_tokens: 200 } })
    expect((await ask(h.app, user.auth, { message: 'How much did I spend?' })).status).to.equal(200)
    // tokensOn waits for the user's writes in flight (the recording never holds up the answer).
    expect(
      await h.app.container.resolve('llmUsage').tokensOn(user.id, new Date().toISOString().slice(0, 10)),
    ).to.equal(1100)
    const row = await h.app.container
      .resolve('db')
      .selectFrom('llm_usage')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect([Number(row.requests), Number(row.input_tokens), Number(row.output_tokens)]).to.deep.equal([
      1, 900, 200,
    ])
    const res = await ask(h.app, user.auth, { message: 'How much did I spend?' })
    expect(res.status).to.equal(429)
    const untilMidnight = Math.ceil(
      (Math.floor(Date.now() / 86_400_000 + 1) * 86_400_000 - Date.now()) / 1000,
    )
    expect(Number(res.headers.get('retry-after'))).to.be.within(untilMidnight - 5, untilMidnight + 1)
  })
})
