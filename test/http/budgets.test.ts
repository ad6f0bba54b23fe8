import { expect } from 'chai'
import { asValue } from 'awilix'
import { FakeForexRates } from '../fakes/fake-forex-rates.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import { budgetCalls, type Json } from '../support/budget-harness.js'

describe('budgets over HTTP (fixed clock, fake forex upstream)', function () {
  this.timeout(30_000)
  let app: TestApp
  // Halfway through November 2026 (UTC): elapsed 0.5.
  const clock = new FixedClock('2026-11-16T00:00:00Z')
  const forex = new FakeForexRates(new Map([['EUR/USD', 1.1]]))
  const { call, spend, put, childCategory, line } = budgetCalls(() => app)

  before(async () => {
    app = await startTestApp({ clock, register: (c) => c.register({ forexRates: asValue(forex) }) })
  })
  after(() => app.close())

  it('counts expenses of the UTC month in the category and its children, less refunds, and paces them', async () => {
    const user = newUser()
    await spend(user, '40.00', 'groceries', '2026-11-02T10:00:00Z')
    await spend(user, '10.00', 'groceries', '2026-10-31T23:59:59Z') // October: not counted
    await spend(user, '25.50', 'Groceries', '2026-11-05T10:00:00Z') // case-insensitive name
    await spend(user, '5.50', 'groceries', '2026-11-06T10:00:00Z', { type: 'income' }) // a refund
    await spend(user, '99.00', 'dining', '2026-11-03T10:00:00Z') // no line for dining
    await childCategory(user, 'bakery', 'groceries')
    await spend(user, '20.00', 'bakery', '2026-11-07T10:00:00Z')
    await spend(user, '30.00', 'coffee', '2026-11-07T10:00:00Z')
    await spend(user, '1.00', 'transfers', '2026-11-07T10:00:00Z', { type: 'transfer' })

    const budget = await put(user, '2026-11', {
      categories: [
        { category: 'groceries', amount: '200', rollover: false },
        { category: 'coffee', amount: '40.00', rollover: false },
        { category: 'health', amount: 50, rollover: false },
      ],
    })
    expect(budget.currency).to.equal('USD') // the base currency
    expect(budget.elapsed).to.equal(0.5)
    expect(line(budget, 'groceries')).to.include({
      budgeted: '200.00',
      carried_over: '0.00',
      spent: '80.00', // 40 + 25.50 - 5.50 + 20 (bakery, a child)
      remaining: '120.00',
      pace: 'on_track',
    })
    // 30 of 40 = 75 % spent with half the month gone: over pace.
    expect(line(budget, 'coffee')).to.include({ spent: '30.00', remaining: '10.00', pace: 'over_pace' })
    expect(line(budget, 'health')).to.include({ spent: '0.00', pace: 'on_track' })
    expect(budget.totals).to.deep.equal({
      budgeted: '290.00',
      carried_over: '0.00',
      spent: '110.00',
      remaining: '180.00',
    })
    expect(budget.rates).to.deep.equal([])

    const again = await call(user, 'GET', '/budgets/2026-11')
    expect(again.status).to.equal(200)
    expect(again.body.categories).to.deep.equal(budget.categories)

    await spend(user, '15.00', 'coffee', '2026-11-10T10:00:00Z')
    const over = (await call(user, 'GET', '/budgets/2026-11')).body
    expect(line(over, 'coffee')).to.include({ spent: '45.00', remaining: '-5.00', pace: 'over' })
  })

  it('rolls remainders over two and three months, and a month without rollover breaks the chain', async () => {
    const user = newUser()
    const month = (m: string, rollover: boolean, amount = '100') =>
      put(user, m, { categories: [{ category: 'dining', amount, rollover }] })
    await spend(user, '70.00', 'dining', '2026-08-10T00:00:00Z')
    await spend(user, '130.00', 'dining', '2026-09-10T00:00:00Z')
    await spend(user, '60.00', 'dining', '2026-10-10T00:00:00Z')
    await spend(user, '10.00', 'dining', '2026-11-10T00:00:00Z')
    await month('2026-08', true) // leaves 30
    await month('2026-09', true) // 100 + 30 - 130 = 0
    await month('2026-10', true) // 100 + 0 - 60 = 40
    const nov = await month('2026-11', false)
    expect(line(nov, 'dining')).to.include({ carried_over: '40.00', spent: '10.00', remaining: '130.00' })
    expect(nov.totals.carried_over).to.equal('40.00')

    // Overspending carries a negative remainder: September 150 budget spent 130 + 30 carried = 50 left ... make it overspent.
    await month('2026-09', true, '50') // 50 + 30 - 130 = -50; October 100 - 50 - 60 = -10
    const overspent = (await call(user, 'GET', '/budgets/2026-11')).body
    expect(line(overspent, 'dining')).to.include({ carried_over: '-10.00', remaining: '80.00' })

    await month('2026-09', false) // September keeps its remainder: October starts from 0
    const broken = (await call(user, 'GET', '/budgets/2026-11')).body
    expect(line(broken, 'dining')).to.include({ carried_over: '40.00' })
    await call(user, 'DELETE', '/budgets/2026-10') // no October budget: nothing reaches November
    const gap = (await call(user, 'GET', '/budgets/2026-11')).body
    expect(line(gap, 'dining')).to.include({ carried_over: '0.00', remaining: '90.00' })
  })

  it('converts spending in another currency with the forex rate it returns', async () => {
    const user = newUser()
    await spend(user, '100.00', 'travel', '2026-11-03T00:00:00Z', { currency: 'EUR' })
    await spend(user, '10.00', 'travel', '2026-11-04T00:00:00Z')
    const budget = await put(user, '2026-11', {
      currency: 'usd',
      categories: [{ category: 'travel', amount: '500', rollover: false }],
    })
    expect(line(budget, 'travel').spent).to.equal('120.00') // 100 EUR x 1.1 + 10 USD
    expect(budget.rates).to.deep.equal([
      { from: 'EUR', to: 'USD', rate: 1.1, as_of: new Date(0).toISOString() },
    ])
    // A budget in EUR converts the USD spending the other way; no rate for it: 503, not 500.
    const eur = await call(user, 'PUT', '/budgets/2026-12', {
      currency: 'EUR',
      categories: [{ category: 'travel', amount: '500', rollover: false }],
    })
    expect(eur.status).to.equal(200) // December: nothing spent, nothing to convert
    await spend(user, '10.00', 'travel', '2026-12-01T00:00:00Z')
    const unavailable = await call(user, 'GET', '/budgets/2026-12')
    expect(unavailable.status).to.equal(503)
    expect(unavailable.body.code).to.equal('upstream_unavailable')
  })

  it('replaces a month on PUT (idempotent), lists months, deletes, and answers 404 for a month without one', async () => {
    const user = newUser()
    const body = { categories: [{ category: 'fuel', amount: '60', rollover: true }] }
    const first = await put(user, '2026-11', body)
    const second = await put(user, '2026-11', body)
    expect(second.categories).to.deep.equal(first.categories)
    await put(user, '2026-10', { currency: 'EUR', categories: [] })
    expect((await call(user, 'GET', '/budgets')).body).to.deep.equal([
      { month: '2026-11', currency: 'USD', categories: 1 },
      { month: '2026-10', currency: 'EUR', categories: 0 },
    ])
    await put(user, '2026-11', { categories: [{ category: 'health', amount: '10', rollover: false }] })
    const replaced = (await call(user, 'GET', '/budgets/2026-11')).body
    expect(replaced.categories.map((l: Json) => l.category)).to.deep.equal(['health'])
    expect((await call(user, 'GET', '/budgets/2026-09')).status).to.equal(404)
    expect((await call(user, 'DELETE', '/budgets/2026-11')).status).to.equal(204)
    expect((await call(user, 'GET', '/budgets/2026-11')).status).to.equal(404)
    expect((await call(user, 'DELETE', '/budgets/2026-11')).status).to.equal(404)
  })

  it('refuses bad input with 422 and a pointer per problem', async () => {
    const user = newUser()
    const pointers = async (month: string, body: unknown) => {
      const res = await call(user, 'PUT', `/budgets/${month}`, body)
      expect(res.status, JSON.stringify(res.body)).to.equal(422)
      return (res.body.errors as Json[]).map((e) => e.pointer)
    }
    const ok = { category: 'fuel', amount: '10', rollover: false }
    expect(await pointers('2026-13', { categories: [ok] })).to.deep.equal(['/month'])
    expect(await pointers('november', { categories: [ok] })).to.deep.equal(['/month'])
    expect((await call(user, 'GET', '/budgets/2026-1')).status).to.equal(422)
    expect(
      await pointers('2026-11', {
        categories: [
          ok,
          { category: 'no such thing', amount: '10', rollover: false },
          { category: 'FUEL', amount: '5', rollover: false },
          { category: 'health', amount: '0', rollover: false },
        ],
      }),
    ).to.deep.equal(['/categories/1/category', '/categories/2/category', '/categories/3/amount'])
    expect(
      await pointers('2026-11', { categories: [{ category: 'fuel', amount: 'ten', rollover: false }] }),
    ).to.deep.equal(['/categories/0/amount'])
    expect(await pointers('2026-11', { currency: 'dollars', categories: [] })).to.deep.equal(['/currency'])
    expect(await pointers('2026-11', { categories: [{ ...ok, extra: 1 }] })).to.deep.equal([
      '/categories/0/extra',
    ])
    await childCategory(user, 'diesel', 'fuel')
    expect(
      await pointers('2026-11', {
        categories: [ok, { category: 'diesel', amount: '5', rollover: false }],
      }),
    ).to.deep.equal(['/categories/1/category'])
  })

  it('makes an over-pace line a budget_over_pace insight, once per category and month', async () => {
    const user = newUser()
    await put(user, '2026-11', {
      categories: [
        { category: 'entertainment', amount: '100', rollover: false },
        { category: 'education', amount: '100', rollover: false },
      ],
    })
    await spend(user, '70.00', 'entertainment', '2026-11-02T00:00:00Z') // 70 % at half the month
    await spend(user, '30.00', 'education', '2026-11-02T00:00:00Z') // on track
    const overPace = async () => {
      const res = await call(user, 'GET', '/ai/daily-insights')
      expect(res.status, JSON.stringify(res.body)).to.equal(200)
      return (res.body as unknown as Json[]).filter((i) => i.kind === 'budget_over_pace')
    }
    const first = await overPace()
    expect(first).to.have.length(1)
    expect(first[0]!.data).to.include({ category: 'entertainment', month: '2026-11', spent: '70.00' })
    clock.set('2026-11-17T00:00:00Z') // the next day's run finds the same insight, not a new one
    try {
      const next = await overPace()
      expect(next.map((i) => i.id)).to.deep.equal(first.map((i) => i.id))
    } finally {
      clock.set('2026-11-16T00:00:00Z')
    }
  })

  it("keeps each user's budgets apart: another user's month is 404 and their spending never counts", async () => {
    const a = newUser()
    const b = newUser()
    await put(a, '2026-11', { categories: [{ category: 'gifts', amount: '100', rollover: false }] })
    await spend(b, '50.00', 'gifts', '2026-11-03T00:00:00Z')
    expect((await call(b, 'GET', '/budgets/2026-11')).status).to.equal(404)
    expect((await call(b, 'DELETE', '/budgets/2026-11')).status).to.equal(404)
    expect((await call(b, 'GET', '/budgets')).body).to.deep.equal([])
    const own = (await call(a, 'GET', '/budgets/2026-11')).body
    expect(line(own, 'gifts').spent).to.equal('0.00')
  })
})
