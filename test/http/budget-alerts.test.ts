import { expect } from 'chai'
import { FixedClock } from '../fakes/fixed-clock.js'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import { budgetCalls, type Json, type User } from '../support/budget-harness.js'

/**
 * Budget alerts at 80 % and 100 %: exactly one notification per line, month and threshold, under
 * concurrent writes through one instance and through two instances on one database.
 */
describe('budget alerts under concurrent transaction writes', function () {
  this.timeout(60_000)
  const clock = new FixedClock('2026-11-16T00:00:00Z')
  let first: TestApp
  let second: TestApp
  const one = budgetCalls(() => first)
  const other = budgetCalls(() => second)

  before(async () => {
    // Two instances of the service on the same database, like two replicas behind a balancer.
    first = await startTestApp({ clock })
    second = await startTestApp({ clock })
  })
  after(async () => {
    await first?.close()
    await second?.close()
  })

  const budgetAlerts = async (user: User) => {
    const feed = await one.call(user, 'GET', '/notifications/?limit=100')
    expect(feed.status).to.equal(200)
    return (feed.body as unknown as Json[]).filter((n) => n.kind === 'budget_alert')
  }
  const thresholds = async (user: User) => (await budgetAlerts(user)).map((n) => n.data.threshold).sort()

  /** 20 expenses of 6.00 against a budget of 100.00: 84 % after the 14th, 102 % after the 17th. */
  const twentyAtOnce = (user: User, via: (i: number) => ReturnType<typeof budgetCalls>) =>
    Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        // Half with an Idempotency-Key: those run in a unit of work, checked after it commits.
        via(i).spend(
          user,
          '6.00',
          'coffee',
          '2026-11-10T08:00:00Z',
          {},
          i % 2 ? {} : { 'idempotency-key': `cup-${i}` },
        ),
      ),
    )

  it('20 concurrent POST /transactions crossing 80 % and 100 % notify once per threshold', async () => {
    const user = newUser()
    await one.put(user, '2026-11', { categories: [{ category: 'coffee', amount: '100', rollover: false }] })
    await twentyAtOnce(user, () => one)
    expect(await thresholds(user)).to.deep.equal(['100', '80'])
    const [full] = (await budgetAlerts(user)).filter((n) => n.data.threshold === '100')
    expect(full!.data).to.include({ month: '2026-11', category: 'coffee' })
    // Spent is what the check that recorded it saw: at least 100, at most all 120.
    expect(full!.body).to.match(/^1[0-2]\d\.00 USD of 100\.00 USD spent on coffee in 2026-11\.$/)

    // More spending, an edit and a delete: nothing new.
    const tx = await one.spend(user, '3.00', 'coffee', '2026-11-11T08:00:00Z')
    await one.call(user, 'PATCH', `/transactions/${tx.id}`, { amount: '4.00' })
    await one.call(user, 'DELETE', `/transactions/${tx.id}`)
    expect(await thresholds(user)).to.deep.equal(['100', '80'])
  })

  it('two instances on one database, 10 concurrent writes each, still notify once per threshold', async () => {
    const user = newUser()
    await one.put(user, '2026-11', { categories: [{ category: 'coffee', amount: '100', rollover: false }] })
    await twentyAtOnce(user, (i) => (i % 2 ? one : other))
    expect(await thresholds(user)).to.deep.equal(['100', '80'])
  })

  it('writes under an Idempotency-Key are checked after their unit of work commits', async () => {
    const user = newUser()
    await one.put(user, '2026-11', { categories: [{ category: 'coffee', amount: '10', rollover: false }] })
    await one.spend(user, '9.00', 'coffee', '2026-11-10T08:00:00Z', {}, { 'idempotency-key': 'k-1' })
    expect(await thresholds(user)).to.deep.equal(['80'])
  })

  it('a month without a budget, or spending below 80 %, notifies nothing', async () => {
    const user = newUser()
    await one.put(user, '2026-11', { categories: [{ category: 'coffee', amount: '100', rollover: false }] })
    await one.spend(user, '79.99', 'coffee', '2026-11-10T08:00:00Z')
    await one.spend(user, '500.00', 'coffee', '2026-10-10T08:00:00Z')
    expect(await budgetAlerts(user)).to.deep.equal([])
  })
})
