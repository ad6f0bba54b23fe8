import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { TransactionDraft, TransactionType } from '../../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

interface SeriesBody {
  merchant: string
  category: string | null
  type: string
  cadence: string
  typical_amount: string
  last_amount: string
  currency: string
  last_on: string
  next_expected_on: string
  transaction_ids: string[]
  status: string
  price_change: { from: string; to: string; percent: number; on: string } | null
}

describe('GET /recurring', () => {
  let app: TestApp
  const alice = newUser()
  const bob = newUser()
  const ids = new Map<string, string[]>()

  async function seed(
    userId: string,
    name: string,
    days: readonly string[],
    amount: string | readonly string[],
    fields: {
      merchant: string | readonly string[]
      category?: string
      type?: TransactionType
      currency?: string
    },
  ) {
    for (const [i, day] of days.entries()) {
      const draft: TransactionDraft = {
        amount: (typeof amount === 'string' ? amount : amount[i]!) as DecimalString,
        type: fields.type ?? 'expense',
        currency: (fields.currency ?? 'EUR') as CurrencyCode,
        occurredAt: new Date(`${day}T08:00:00Z`),
        accountId: null,
        description: null,
        merchant: typeof fields.merchant === 'string' ? fields.merchant : fields.merchant[i]!,
        category: fields.category ?? null,
        notes: null,
        source: 'import',
      }
      const id = randomUUID()
      await app.container.resolve('transactions').insert(userId, id, draft, new Date())
      ids.set(name, [...(ids.get(name) ?? []), id])
    }
  }
  const list = async (user: { auth: Record<string, string> }, query = '') => {
    const res = await app.fetch(`/recurring${query}`, { headers: user.auth })
    expect(res.status).to.equal(200)
    return ((await res.json()) as { items: SeriesBody[] }).items
  }

  before(async () => {
    app = await startTestApp({ clock: new FixedClock('2026-06-15T12:00:00Z') })
    const users = app.container.resolve('users')
    await users.ensure(alice.id)
    await users.ensure(bob.id)
    // A streaming subscription spelled three ways, whose price went up in May.
    await seed(
      alice.id,
      'netflix',
      ['2026-02-07', '2026-03-07', '2026-04-08', '2026-05-07', '2026-06-07'],
      ['12.99', '12.99', '12.99', '15.99', '15.99'],
      {
        merchant: ['NETFLIX 866-579', 'PAYPAL *NETFLIX', 'Netflix', 'Netflix', 'Netflix.'],
        category: 'subscriptions',
      },
    )
    // The salary, paid at the end of each month.
    await seed(alice.id, 'salary', ['2026-02-27', '2026-03-31', '2026-04-30', '2026-05-29'], '3200.00', {
      merchant: 'Acme Payroll',
      category: 'salary',
      type: 'income',
    })
    // A gym membership that stopped in March.
    await seed(alice.id, 'gym', ['2026-01-02', '2026-02-02', '2026-03-02'], '29.00', {
      merchant: 'Iron Gym',
      category: 'health',
    })
    // Irregular groceries: never a series.
    await seed(
      alice.id,
      'groceries',
      ['2026-03-01', '2026-03-09', '2026-04-20', '2026-05-02', '2026-05-30'],
      ['54.10', '12.80', '88.00', '31.45', '67.20'],
      {
        merchant: 'Fresh Mart',
        category: 'groceries',
      },
    )
    // Bob pays the same gym, in another currency.
    await seed(bob.id, 'bob-gym', ['2026-04-01', '2026-05-01', '2026-06-01'], '25.00', {
      merchant: 'Iron Gym',
      currency: 'GBP',
    })
  })
  after(async () => app.close())

  it('needs a user token', async () => {
    expect((await app.fetch('/recurring')).status).to.equal(401)
  })

  it("lists the caller's series with cadence, amounts, next expected day, status and price change", async () => {
    const items = await list(alice)
    expect(items.map((s) => s.merchant)).to.deep.equal(['Iron Gym', 'Acme Payroll', 'Netflix.'])
    const [gym, salary, netflix] = items
    expect(netflix).to.deep.equal({
      merchant: 'Netflix.',
      category: 'subscriptions',
      type: 'expense',
      cadence: 'monthly',
      typical_amount: '12.99',
      last_amount: '15.99',
      currency: 'EUR',
      last_on: '2026-06-07',
      next_expected_on: '2026-07-07',
      transaction_ids: ids.get('netflix'),
      status: 'active',
      price_change: { from: '12.99', to: '15.99', percent: 23.1, on: '2026-05-07' },
    })
    expect(salary).to.deep.include({
      type: 'income',
      cadence: 'monthly',
      typical_amount: '3200.00',
      next_expected_on: '2026-06-29',
      status: 'active',
      price_change: null,
    })
    expect(salary!.transaction_ids).to.deep.equal(ids.get('salary'))
    expect(gym).to.deep.include({ last_on: '2026-03-02', next_expected_on: '2026-04-02', status: 'ended' })
  })

  it('filters by status, and refuses an unknown one with a 400 problem', async () => {
    expect((await list(alice, '?status=ended')).map((s) => s.merchant)).to.deep.equal(['Iron Gym'])
    expect((await list(alice, '?status=late')).map((s) => s.merchant)).to.deep.equal([])
    const res = await app.fetch('/recurring?status=paused', { headers: alice.auth })
    expect(res.status).to.equal(400)
    expect(res.headers.get('content-type')).to.match(/application\/problem\+json/)
  })

  it("never shows one user's payments to another", async () => {
    const items = await list(bob)
    expect(items).to.have.length(1)
    expect(items[0]).to.deep.include({ merchant: 'Iron Gym', currency: 'GBP', status: 'active' })
    expect(items[0]!.transaction_ids).to.deep.equal(ids.get('bob-gym'))
    const aliceIds = new Set([...ids.entries()].filter(([n]) => !n.startsWith('bob')).flatMap(([, v]) => v))
    expect(items[0]!.transaction_ids.some((id) => aliceIds.has(id))).to.equal(false)
    expect(await list(newUser())).to.deep.equal([])
  })
})
