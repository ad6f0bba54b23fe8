import { expect } from 'chai'
import type { BudgetMonth } from '../../src/domain/budgets/budget-month.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'
import type { BudgetRepository } from '../../src/application/ports/budget-repository.js'
import type { Subject } from './subject.js'

/** A BudgetRepository and a category of a user to hang lines on (a categories row on Postgres). */
export interface BudgetSubject extends Subject<BudgetRepository> {
  readonly newCategoryId: (userId: string) => Promise<string>
}

const m = (month: string) => month as BudgetMonth
const usd = 'USD' as CurrencyCode
const amount = (a: string) => a as DecimalString

/** What BudgetRepository promises (application/ports/budget-repository.ts), spending aside. */
export function describeBudgetRepositoryContract(make: () => Promise<BudgetSubject>) {
  const now = new Date('2026-11-16T00:00:00Z')
  const later = new Date('2026-11-17T00:00:00Z')

  it('puts a month, replaces it whole on the next put, and keeps its creation time', async () => {
    const { port, newUserId, newCategoryId } = await make()
    const user = await newUserId()
    const [a, b] = [await newCategoryId(user), await newCategoryId(user)]
    const first = await port.put(
      user,
      {
        month: m('2026-11'),
        currency: usd,
        lines: [{ categoryId: a, amount: amount('100'), rollover: true }],
      },
      now,
    )
    expect(first).to.deep.include({ userId: user, month: '2026-11', currency: 'USD' })
    const second = await port.put(
      user,
      {
        month: m('2026-11'),
        currency: 'EUR' as CurrencyCode,
        lines: [{ categoryId: b, amount: amount('20.5'), rollover: false }],
      },
      later,
    )
    const stored = await port.get(user, m('2026-11'))
    expect(stored).to.deep.equal(second)
    expect(stored!.lines).to.deep.equal([{ categoryId: b, amount: '20.5', rollover: false }])
    expect(stored!.currency).to.equal('EUR')
    expect(stored!.createdAt.getTime()).to.equal(now.getTime())
    expect(stored!.updatedAt.getTime()).to.equal(later.getTime())
  })

  it('lists months between two, oldest first, and every month newest first with its line count', async () => {
    const { port, newUserId, newCategoryId } = await make()
    const user = await newUserId()
    const c = await newCategoryId(user)
    const line = { categoryId: c, amount: amount('1'), rollover: false }
    for (const month of ['2026-12', '2026-09', '2026-10'])
      await port.put(user, { month: m(month), currency: usd, lines: month === '2026-10' ? [] : [line] }, now)
    expect((await port.listBetween(user, m('2026-10'), m('2026-12'))).map((b) => b.month)).to.deep.equal([
      '2026-10',
      '2026-12',
    ])
    expect(await port.months(user)).to.deep.equal([
      { month: '2026-12', currency: 'USD', lines: 1 },
      { month: '2026-10', currency: 'USD', lines: 0 },
      { month: '2026-09', currency: 'USD', lines: 1 },
    ])
    expect(await port.delete(user, m('2026-10'))).to.equal(true)
    expect(await port.delete(user, m('2026-10'))).to.equal(false)
    expect(await port.get(user, m('2026-10'))).to.equal(undefined)
  })

  it("never shows or deletes another user's budget", async () => {
    const { port, newUserId, newCategoryId } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    const c = await newCategoryId(alice)
    await port.put(
      alice,
      {
        month: m('2026-11'),
        currency: usd,
        lines: [{ categoryId: c, amount: amount('5'), rollover: false }],
      },
      now,
    )
    expect(await port.get(bob, m('2026-11'))).to.equal(undefined)
    expect(await port.months(bob)).to.deep.equal([])
    expect(await port.delete(bob, m('2026-11'))).to.equal(false)
    expect(await port.get(alice, m('2026-11'))).to.not.equal(undefined)
  })

  it('records an alert once: of ten concurrent calls exactly one is told it recorded it', async () => {
    const { port, newUserId, newCategoryId } = await make()
    const user = await newUserId()
    const c = await newCategoryId(user)
    const results = await Promise.all(
      Array.from({ length: 10 }, () => port.recordAlert(user, m('2026-11'), c, 80, now)),
    )
    expect(results.filter(Boolean)).to.have.length(1)
    expect(await port.recordAlert(user, m('2026-11'), c, 100, now)).to.equal(true)
    expect(await port.recordAlert(user, m('2026-12'), c, 80, now)).to.equal(true)
  })
}
