import { expect } from 'chai'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

type Json = Record<string, unknown>

/**
 * The transaction bodies the API was first documented and tested with, sent unchanged: README.md's
 * "first five minutes", the first ledger and reconciliation tests (categories such as `rent`,
 * `food` and `tea` that are not in the starting set), and the notification and bill transactions
 * a client writes. A client written before categories existed keeps working: each is 201 with the
 * category as sent, the user's own (docs/categories.md "Names").
 */
describe('the earliest documented transaction bodies still write', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('answers 201 to each, with its category as the user wrote it, and the list holds them', async () => {
    const user = newUser()
    const send = async (method: string, path: string, body: Json) => {
      const res = await app.fetch(path, jsonInit(method, body, user.auth))
      return { status: res.status, body: (await res.json()) as Json }
    }
    const account = await send('POST', '/accounts/', {
      name: 'Checking',
      type: 'checking',
      currency: 'USD',
      balance: '1200.00',
    })
    expect(account.status).to.equal(201)
    const bodies: Json[] = [
      {
        amount: '4.50',
        type: 'expense',
        currency: 'USD',
        occurred_at: '2026-11-24T08:30:00Z',
        merchant: 'Blue Bottle',
        category: 'coffee',
      },
      {
        amount: '12.50',
        type: 'expense',
        currency: 'USD',
        occurred_at: '2026-10-01T00:00:00Z',
        merchant: 'Blue Bottle',
        category: 'rent',
      },
      {
        amount: '12.50',
        type: 'income',
        currency: 'USD',
        occurred_at: '2026-10-15T00:00:00Z',
        merchant: 'Blue Bottle',
        category: 'salary',
        account_id: account.body.id,
      },
      {
        amount: '15.00',
        type: 'expense',
        currency: 'USD',
        occurred_at: '2026-10-02T12:00:00Z',
        merchant: 'Lunch',
        category: 'food',
      },
      {
        amount: '8.00',
        type: 'expense',
        currency: 'USD',
        occurred_at: '2026-10-02T00:00:00Z',
        category: 'tea',
        account_id: account.body.id,
      },
      {
        amount: '23.10',
        type: 'expense',
        currency: 'USD',
        occurred_at: '2026-10-03T09:00:00Z',
        merchant: 'Corner Shop',
        category: 'misc',
        source: 'notification',
      },
      {
        amount: '60.00',
        type: 'expense',
        currency: 'USD',
        occurred_at: '2026-10-04T09:00:00Z',
        merchant: 'City Power',
        category: 'electricity',
        source: 'bill',
      },
    ]
    for (const body of bodies) {
      const res = await send('POST', '/transactions/', body)
      expect(res.status, JSON.stringify(res.body)).to.equal(201)
      expect(res.body).to.include({ category: body.category, category_source: 'user' })
    }
    const listed = await app.fetch('/categories', jsonInit('GET', undefined, user.auth))
    const names = ((await listed.json()) as { name: string }[]).map((c) => c.name)
    expect(names).to.include.members(['coffee', 'rent', 'salary', 'food', 'tea', 'misc', 'electricity'])
    const rent = await app.fetch('/transactions/?category=rent', jsonInit('GET', undefined, user.auth))
    expect(((await rent.json()) as Json[]).map((t) => t.occurred_at)).to.deep.equal([
      '2026-10-01T00:00:00.000Z',
    ])
  })
})
