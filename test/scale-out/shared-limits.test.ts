import { expect } from 'chai'
import { FakeOpenAi } from '../support/fake-openai.js'
import { newUser } from '../support/tokens.js'
import { jsonInit } from '../support/test-app.js'
import { startMarketFakes, type MarketFakes } from '../market/support/market-fakes.js'
import { skipWithoutRedis, startInstances, type Instances } from './support/instances.js'

describe('scale-out: limits shared by 3 instances through Redis', () => {
  describe('the AI per-minute limit', () => {
    let fake: FakeOpenAi
    let instances: Instances
    const ask = (i: number, auth: Record<string, string>) =>
      instances.at(i).fetch('/ai/ask', jsonInit('POST', { message: 'How much did I spend?' }, auth))

    before(async function () {
      await skipWithoutRedis(this)
      fake = await FakeOpenAi.start()
      instances = await startInstances(3, {
        env: {
          LLM_API_KEY: 'test-llm-key',
          LLM_BASE_URL: fake.url,
          LLM_FAST_MODEL: 'fast-model',
          LLM_REASONING_MODEL: 'reasoning-model',
          LLM_MAX_RETRIES: '0',
          AI_REQUESTS_PER_MINUTE: '20',
        },
      })
    })
    after(async () => {
      await instances?.close()
      await fake?.close()
    })
    beforeEach(() => {
      fake.reset()
      fake.otherwise({ text: 'ok' })
    })

    it('20 requests spread over 3 instances pass; the 21st is refused on every instance (429 + Retry-After), without a model call', async () => {
      const user = newUser()
      for (let i = 0; i < 20; i++) expect((await ask(i, user.auth)).status, `request ${i + 1}`).to.equal(200)
      const calls = fake.requests.length
      for (let i = 0; i < 3; i++) {
        const refused = await ask(i, user.auth)
        expect(refused.status, `instance ${i}`).to.equal(429)
        expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60)
        expect(((await refused.json()) as { code: string }).code).to.equal('rate_limited')
      }
      expect(fake.requests.length).to.equal(calls)
      // Another user has a window of their own.
      expect((await ask(0, newUser().auth)).status).to.equal(200)
    })

    it('30 concurrent requests of one user over 3 instances: exactly 20 admitted', async () => {
      const user = newUser()
      const statuses = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => (await ask(i, user.auth)).status),
      )
      expect(statuses.filter((s) => s === 200)).to.have.length(20)
      expect(statuses.filter((s) => s === 429)).to.have.length(10)
    })
  })

  describe("a provider's 429 back-off", () => {
    let fakes: MarketFakes
    let instances: Instances
    const user = newUser()

    before(async function () {
      await skipWithoutRedis(this)
      fakes = await startMarketFakes()
      instances = await startInstances(3, { env: fakes.env })
    })
    after(async () => {
      await instances?.close()
      await fakes?.close()
    })

    it('one instance told to back off (429, Retry-After: 30): the others answer 503 with Retry-After without calling the provider', async () => {
      fakes.coingecko.mode = 'rate-limit'
      const first = await instances.at(0).fetch('/market/crypto/bitcoin', { headers: user.auth })
      expect(first.status).to.equal(503)
      expect(Number(first.headers.get('retry-after'))).to.be.within(29, 30)
      const calls = fakes.coingecko.server.requests.length
      fakes.coingecko.mode = 'ok'
      for (const i of [1, 2]) {
        const res = await instances.at(i).fetch('/market/crypto/ethereum', { headers: user.auth })
        expect(res.status, `instance ${i}`).to.equal(503)
        expect(Number(res.headers.get('retry-after'))).to.be.within(28, 30)
      }
      expect(fakes.coingecko.server.requests.length).to.equal(calls)
    })
  })

  describe('the per-user limit on bank connection attempts', () => {
    let instances: Instances
    const attempt = (i: number, auth: Record<string, string>) =>
      instances.at(i).fetch(
        '/connections',
        jsonInit(
          'POST',
          // A claim URL on loopback: refused (422) without a call, yet counted as an attempt.
          {
            provider: 'simplefin',
            setup_token: Buffer.from('http://127.0.0.1:9/claim/x').toString('base64'),
          },
          auth,
        ),
      )

    before(async function () {
      await skipWithoutRedis(this)
      instances = await startInstances(3, {
        env: {
          DATA_ENCRYPTION_KEY: 'a'.repeat(64),
          BANK_SYNC_ALLOW_HTTP: 'true',
          BANK_CONNECTS_PER_HOUR: '4',
          // What is tested is the sharing: a loaded machine must not turn a slow Redis into a local window.
          REDIS_COMMAND_TIMEOUT_MS: '3000',
        },
      })
    })
    after(() => instances?.close())

    it('4 attempts spread over 3 instances are answered; the 5th is 429 on every instance', async () => {
      const user = newUser()
      for (let i = 0; i < 4; i++)
        expect((await attempt(i, user.auth)).status, `attempt ${i + 1}`).to.equal(422)
      for (let i = 0; i < 3; i++) {
        const refused = await attempt(i, user.auth)
        expect(refused.status, `instance ${i}`).to.equal(429)
        expect(Number(refused.headers.get('retry-after'))).to.be.within(3500, 3600)
      }
    })
  })
})
