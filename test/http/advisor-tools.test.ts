import { asValue } from 'awilix'
import { expect } from 'chai'
import type { FakeRequest } from '../support/fake-openai.js'
import { jsonInit } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import { ask, isReasoning, startAdvisorApp, type AdvisorHarness } from '../support/advisor-harness.js'

const CANARY = 'CANARY-b0b-7f3e91'
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()

/**
 * The model asks for tools (even naming another user's id in its arguments); the answer echoes
 * what the tools returned. A canary in user B's transactions must never reach user A's prompts or answers.
 */
describe("advisor tools: read-only, over the caller's own data only", () => {
  let h: AdvisorHarness
  const alice = newUser()
  const bob = newUser()
  const quotes: string[] = []

  before(async () => {
    h = await startAdvisorApp({
      register: (container) =>
        container.register({
          // The market area's real GetQuote and ValueHoldings over a fake provider with fixed prices.
          stockMarketData: asValue({
            quotes: async (symbols: readonly string[]) => {
              quotes.push(...symbols)
              return new Map(
                symbols
                  .filter((s) => s === 'AAPL')
                  .map((s) => [
                    s,
                    {
                      symbol: s,
                      name: 'Apple Inc.',
                      price: 190.5,
                      change: 1,
                      changePercent: 0.5,
                      currency: 'USD',
                      previousClose: null,
                      open: null,
                      dayHigh: null,
                      dayLow: null,
                      volume: null,
                      marketState: 'REGULAR',
                      exchange: 'NMS',
                      asOf: new Date(),
                    },
                  ]),
              )
            },
            history: async () => undefined,
            nextEarnings: async () => undefined,
          }),
        }),
    })
    const post = (user: typeof alice, path: string, body: unknown) =>
      h.app.fetch(path, jsonInit('POST', body, user.auth))
    await post(alice, '/accounts', {
      name: 'Alice checking',
      type: 'checking',
      currency: 'USD',
      balance: '900.00',
    })
    await post(alice, '/transactions', {
      amount: '12.50',
      type: 'expense',
      currency: 'USD',
      occurred_at: daysAgo(2),
      merchant: 'Blue Bottle',
      category: 'coffee',
    })
    await post(alice, '/transactions', {
      amount: '80.00',
      type: 'expense',
      currency: 'USD',
      occurred_at: daysAgo(3),
      merchant: 'Whole Foods',
      category: 'groceries',
    })
    await post(alice, '/holdings', {
      symbol: 'AAPL',
      asset_type: 'stock',
      quantity: '3',
      average_cost: '150',
      currency: 'USD',
    })
    await post(bob, '/accounts', { name: `Bob ${CANARY}`, type: 'savings', currency: 'USD', balance: '5.00' })
    await post(bob, '/transactions', {
      amount: '999.99',
      type: 'expense',
      currency: 'USD',
      occurred_at: daysAgo(2),
      merchant: CANARY,
      category: 'coffee',
      description: CANARY,
    })
    await post(bob, '/holdings', {
      symbol: 'TSLA',
      asset_type: 'stock',
      quantity: '1',
      currency: 'USD',
      name: CANARY,
    })
  })
  after(async () => h.close())

  beforeEach(() => {
    h.fake.reset()
    // Round 1: every tool, with a forged user_id; round 2: an answer that quotes the tool results.
    h.fake.on(
      (r) => isReasoning(r) && r.toolResults.length === 0,
      (r: FakeRequest) => ({
        toolCalls: r.tools.map((t) => ({
          name: t.function.name,
          arguments: t.function.name === 'get_quote' ? { symbol: 'aapl' } : { user_id: bob.id, limit: 50 },
        })),
      }),
    )
    h.fake.otherwise((r) => ({ text: `From your data: ${r.toolResults.map((t) => t.content).join(' | ')}` }))
  })

  for (const question of [
    'How much did I spend on coffee this month?',
    'How are my holdings doing?',
    'Hello, anything I should know about my money?',
  ]) {
    it(`"${question}": A's tools see only A's data, and B's canary appears nowhere`, async () => {
      const res = await ask(h.app, alice.auth, { message: question })
      const body = (await res.json()) as { answer: string; sources: { type: string }[] }
      expect(res.status).to.equal(200)
      expect(
        h.fake.requests.some((r) => r.toolResults.length > 0),
        'a tool round happened',
      ).to.equal(true)
      for (const r of h.fake.requests) expect(r.promptText).not.to.contain(CANARY)
      expect(JSON.stringify(body)).not.to.contain(CANARY)
      expect(body.sources.length).to.be.greaterThan(0)
    })
  }

  it("the tools do return the caller's own rows (positive control), compact and with sources", async () => {
    const res = await ask(h.app, alice.auth, { message: 'How much did I spend on coffee this month?' })
    const body = (await res.json()) as {
      answer: string
      sources: { type: string; id: string; title: string }[]
    }
    expect(body.answer).to.contain('Blue Bottle').and.contain('"groceries"').and.contain('Alice checking')
    expect(body.answer).not.to.contain('"id"') // compact: no ids, versions or timestamps of rows
    expect(body.sources.map((s) => s.type)).to.have.members(['spending_summary', 'transactions', 'accounts'])
    // B asking the same sees B's canary: the canary is reachable, just not by A.
    const bobs = (await (
      await ask(h.app, bob.auth, { message: 'How much did I spend on coffee this month?' })
    ).json()) as { answer: string }
    expect(bobs.answer).to.contain(CANARY)
    expect(bobs.answer).not.to.contain('Blue Bottle')
  })

  it('holdings and quotes use the market area when it is wired', async () => {
    const res = await ask(h.app, alice.auth, { message: 'How is my portfolio allocated?' })
    const body = (await res.json()) as {
      answer: string
      agent: string
      sources: { type: string; id: string }[]
    }
    expect(body.agent).to.equal('portfolio_analyst')
    // list_holdings priced by ValueHoldings: 3 x 190.50 = 571.50, bought at 150 -> +121.50
    expect(body.answer)
      .to.contain('"symbol":"AAPL"')
      .and.contain('"market_value":"571.50"')
      .and.contain('"unrealized_pl":"121.50"')
    expect(quotes).to.include('AAPL')
    expect(body.sources).to.deep.include({ type: 'quote', id: 'AAPL', title: 'AAPL quote' })
  })

  it('a tool loop that never ends is cut: the last turn gets no tools and must answer', async () => {
    h.fake.reset()
    h.fake.on((r) => r.tools.length > 0, { toolCalls: [{ name: 'list_accounts', arguments: {} }] })
    h.fake.otherwise({ text: 'final answer' })
    const body = (await (await ask(h.app, alice.auth, { message: 'Show my biggest expenses' })).json()) as {
      answer: string
    }
    expect(body.answer).to.equal('final answer')
    const calls = h.fake.requests.filter(isReasoning)
    expect(calls).to.have.length(5) // 4 tool rounds + the final answer
    expect(calls.at(-1)?.tools).to.deep.equal([])
  })

  it('bad tool arguments and unknown tools come back to the model as errors, not failures', async () => {
    h.fake.reset()
    h.fake.on((r) => r.toolResults.length === 0, {
      toolCalls: [
        { name: 'list_transactions', arguments: '{not json' },
        { name: 'list_transactions', arguments: { from: 'yesterday' } },
        { name: 'delete_everything', arguments: {} },
      ],
    })
    h.fake.otherwise((r) => ({ text: r.toolResults.map((t) => t.content).join('\n') }))
    const res = await ask(h.app, alice.auth, { message: 'Show my biggest expenses' })
    expect(res.status).to.equal(200)
    const lines = ((await res.json()) as { answer: string }).answer
      .split('\n')
      .map((l) => JSON.parse(l) as { error: string })
    expect(lines.map((l) => l.error)).to.deep.equal([
      'the arguments are not valid JSON',
      'invalid arguments: from YYYY-MM-DD',
      'unknown tool delete_everything',
    ])
  })
})
