import { randomUUID } from 'node:crypto'
import { asValue } from 'awilix'
import { expect } from 'chai'
import { sql } from 'kysely'
import type { TransactionDraft, TransactionType } from '../../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { FakeInsightNotifier } from '../fakes/fake-insight-notifier.js'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

interface InsightBody {
  id: string
  kind: string
  severity: string
  title: string
  message: string
  data: Record<string, unknown>
  transaction_ids: string[]
  date: string
  created_at: string
}

const NOW = '2026-03-15T12:00:00Z'

describe('GET /ai/daily-insights', () => {
  let app: TestApp
  const notifier = new FakeInsightNotifier()
  const alice = newUser()
  const bob = newUser()
  const seeded = new Map<string, string>()

  async function seed(
    userId: string,
    name: string,
    amount: string,
    at: string,
    merchant: string,
    category: string,
    type: TransactionType = 'expense',
  ) {
    const draft: TransactionDraft = {
      amount: amount as DecimalString,
      type,
      currency: 'USD' as CurrencyCode,
      occurredAt: new Date(at),
      accountId: null,
      description: null,
      merchant,
      category,
      notes: null,
      source: 'manual',
    }
    const id = randomUUID()
    await app.container.resolve('transactions').insert(userId, id, draft, new Date(at))
    seeded.set(name, id)
  }
  const get = async (user: { auth: Record<string, string> }) => {
    const res = await app.fetch('/ai/daily-insights', { headers: user.auth })
    expect(res.status).to.equal(200)
    return (await res.json()) as InsightBody[]
  }
  const storedCount = async (userId: string) =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from user_insights where user_id = ${userId}`.execute(
          app.container.resolve('db'),
        )
      ).rows[0]!.n,
    )

  before(async () => {
    app = await startTestApp({
      clock: new FixedClock(NOW),
      register: (c) => c.register({ insightNotifier: asValue(notifier) }),
    })
    const users = app.container.resolve('users')
    await users.ensure(alice.id)
    await users.ensure(bob.id)
    // Three steady months of groceries, a subscription and rent.
    for (const [i, day] of ['2025-12-14', '2026-01-14', '2026-02-14'].entries()) {
      await seed(alice.id, `groceries-${i}`, '100.00', `${day}T10:00:00Z`, 'Fresh Mart', 'groceries')
      await seed(alice.id, `cloud-${i}`, '12.99', `${day}T06:00:00Z`, 'CloudNotes', 'subscriptions')
    }
    // This month: groceries far ahead of pace, one huge grocery bill, a double charge,
    // a large first payment to a new shop, and the subscription's price rise.
    await seed(alice.id, 'groceries-now', '150.00', '2026-03-04T10:00:00Z', 'Fresh Mart', 'groceries')
    await seed(alice.id, 'huge', '480.00', '2026-03-15T09:00:00Z', 'Fresh Mart', 'groceries')
    await seed(alice.id, 'dup-1', '23.99', '2026-03-13T20:00:00Z', 'StreamBox', 'entertainment')
    await seed(alice.id, 'dup-2', '23.99', '2026-03-14T21:00:00Z', 'StreamBox', 'entertainment')
    await seed(alice.id, 'new-shop', '320.00', '2026-03-14T15:00:00Z', 'Nordic Outfitters', 'clothing')
    await seed(alice.id, 'cloud-up', '15.99', '2026-03-14T06:00:00Z', 'CloudNotes', 'subscriptions')
    // Bob's history alone would trigger a duplicate charge; Alice's run must not see it, nor Bob's hers.
    await seed(bob.id, 'bob-1', '9.00', '2026-03-14T08:00:00Z', 'Kiosk', 'snacks')
    await seed(bob.id, 'bob-2', '9.00', '2026-03-14T09:00:00Z', 'Kiosk', 'snacks')
  })
  after(async () => app.close())

  it('needs a user token', async () => {
    expect((await app.fetch('/ai/daily-insights')).status).to.equal(401)
  })

  it('runs every rule over the caller’s transactions, alerts first', async () => {
    const insights = await get(alice)
    const byKind = Object.fromEntries(insights.map((i) => [i.kind, i]))
    expect(Object.keys(byKind)).to.have.members([
      'category_pace',
      'large_transaction',
      'duplicate_charge',
      'new_merchant',
      'recurring_increase',
    ])
    expect(byKind.category_pace).to.deep.include({ severity: 'alert', date: '2026-03-15' })
    expect(byKind.category_pace!.data).to.deep.include({
      category: 'groceries',
      currency: 'USD',
      spent_to_date: '630.00',
      trailing_average: '100.00',
    })
    expect(byKind.large_transaction).to.deep.include({
      severity: 'warning',
      transaction_ids: [seeded.get('huge')],
    })
    expect(byKind.duplicate_charge).to.deep.include({
      severity: 'alert',
      date: '2026-03-14',
      transaction_ids: [seeded.get('dup-1'), seeded.get('dup-2')],
    })
    expect(byKind.new_merchant).to.deep.include({
      severity: 'info',
      transaction_ids: [seeded.get('new-shop')],
    })
    expect(byKind.recurring_increase).to.deep.include({ severity: 'warning' })
    expect(byKind.recurring_increase!.data).to.deep.include({ previous_amount: '12.99', new_amount: '15.99' })
    expect(insights.map((i) => i.severity)).to.deep.equal(
      [...insights.map((i) => i.severity)].sort(
        (a, b) => ['alert', 'warning', 'info'].indexOf(a) - ['alert', 'warning', 'info'].indexOf(b),
      ),
    )
    expect(insights[0]!.created_at).to.equal('2026-03-15T12:00:00.000Z')
    expect(insights[0]!.id).to.match(/^[0-9a-f-]{36}$/)
  })

  it('stores nothing new on a second call and returns the same insights', async () => {
    const before = await storedCount(alice.id)
    const first = await get(alice)
    const second = await get(alice)
    expect(before).to.equal(5)
    expect(await storedCount(alice.id)).to.equal(5)
    expect(second.map((i) => i.id)).to.deep.equal(first.map((i) => i.id))
  })

  it('tells the notifier about new alert insights once', async () => {
    const aliceCalls = notifier.calls.filter((c) => c.userId === alice.id)
    expect(aliceCalls).to.have.length(1)
    expect(aliceCalls[0]!.insights.map((i) => i.kind)).to.have.members(['category_pace', 'duplicate_charge'])
  })

  it('builds no insight from another user’s data', async () => {
    const bobs = await get(bob)
    expect(bobs.map((i) => i.kind)).to.deep.equal(['duplicate_charge'])
    expect(bobs[0]!.transaction_ids).to.deep.equal([seeded.get('bob-1'), seeded.get('bob-2')])
    const alices = await get(alice)
    const aliceIds = new Set(alices.flatMap((i) => i.transaction_ids))
    expect(aliceIds.has(seeded.get('bob-1')!)).to.equal(false)
    expect(await storedCount(bob.id)).to.equal(1)
  })

  it('stores and notifies once when calls race', async () => {
    const carol = newUser()
    await app.container.resolve('users').ensure(carol.id)
    await seed(carol.id, 'carol-1', '61.00', '2026-03-15T07:00:00Z', 'Gym Club', 'fitness')
    await seed(carol.id, 'carol-2', '61.00', '2026-03-15T07:05:00Z', 'Gym Club', 'fitness')
    const results = await Promise.all([get(carol), get(carol), get(carol)])
    expect(new Set(results.map((r) => r.map((i) => i.id).join()))).to.have.property('size', 1)
    expect(await storedCount(carol.id)).to.equal(1)
    expect(notifier.calls.filter((c) => c.userId === carol.id)).to.have.length(1)
  })

  it('turns a missed recurring payment into one insight, read from years of history', async () => {
    const dave = newUser()
    await app.container.resolve('users').ensure(dave.id)
    // A yearly renewal due on 20 February: its payments are older than the rules' 180 days.
    for (const day of ['2023-02-20', '2024-02-20', '2025-02-20'])
      await seed(dave.id, `renewal-${day}`, '49.00', `${day}T07:00:00Z`, 'Domain Registrar', 'subscriptions')
    // A salary due on the 2nd that did not come in March.
    for (const day of ['2025-12-02', '2026-01-02', '2026-02-02'])
      await seed(dave.id, `salary-${day}`, '3200.00', `${day}T07:00:00Z`, 'Acme Payroll', 'salary', 'income')
    const first = await get(dave)
    expect(first.map((i) => [i.kind, i.severity, i.date])).to.deep.equal([
      ['recurring_missed', 'warning', '2026-03-02'],
      ['recurring_missed', 'info', '2026-02-20'],
    ])
    expect(first[1]!.data).to.deep.include({ merchant: 'Domain Registrar', cadence: 'yearly' })
    expect(first[1]!.transaction_ids).to.have.length(3)
    expect((await get(dave)).map((i) => i.id)).to.deep.equal(first.map((i) => i.id))
    expect(await storedCount(dave.id)).to.equal(2)
  })

  it('answers an empty list for a user with no transactions', async () => {
    expect(await get(newUser())).to.deep.equal([])
  })
})
