import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { NetWorthRepository } from '../../src/application/ports/net-worth-repository.js'
import { Decimal } from '../../src/domain/money.js'
import type { IsoDate } from '../../src/domain/portfolio/calendar.js'
import type { DaySnapshot } from '../../src/domain/portfolio/valuation.js'

/** A NetWorthRepository under test. */
export interface NetWorthRepositorySubject {
  readonly port: NetWorthRepository
  readonly newUserId: () => Promise<string>
}

const d = (n: number | string) => new Decimal(n)
const date = (day: number) => `2026-11-${String(day).padStart(2, '0')}` as IsoDate
const now = new Date('2026-11-25T00:00:00Z')

const snapshot = (
  day: number,
  netWorth: number,
  holdingId: string,
  extra: Partial<DaySnapshot> = {},
): DaySnapshot => ({
  date: date(day),
  assets: d(netWorth + 100),
  liabilities: d(100),
  netWorth: d(netWorth),
  portfolioValue: d(netWorth / 2),
  portfolioInflow: d(10),
  portfolioOutflow: d(0),
  portfolioIncome: d('0.5'),
  accounts: [{ accountId: randomUUID(), value: d(netWorth), liability: false }],
  holdings: [
    { holdingId, value: d(netWorth / 2), quantity: d(3), inflow: d(10), outflow: d(0), income: d('0.5') },
  ],
  missing: [],
  ...extra,
})

/** Every Decimal as its text, to compare what was stored. */
const text = (value: unknown): unknown =>
  Decimal.isDecimal(value)
    ? value.toFixed()
    : Array.isArray(value)
      ? value.map(text)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, text(v)]))
        : value

/** What NetWorthRepository promises (application/ports/net-worth-repository.ts). */
export function describeNetWorthRepositoryContract(make: () => Promise<NetWorthRepositorySubject>) {
  const arrange = async () => {
    const s = await make()
    return { ...s, alice: await s.newUserId(), bob: await s.newUserId(), holding: randomUUID() }
  }

  it("stores a user's days and reads them in [from, to], oldest first, in the currency written", async () => {
    const { port, alice, bob, holding } = await arrange()
    await port.replaceFrom(
      alice,
      date(1),
      'EUR',
      [
        snapshot(3, 1000, holding, { missing: ['AAPL', 'JPY'] }),
        snapshot(1, 900, holding),
        snapshot(2, 950, holding),
      ],
      now,
    )
    const days = await port.days(alice, date(2), date(3))
    expect(text(days)).to.deep.equal([
      {
        date: '2026-11-02',
        currency: 'EUR',
        assets: '1050',
        liabilities: '100',
        netWorth: '950',
        portfolioValue: '475',
        portfolioInflow: '10',
        portfolioOutflow: '0',
        portfolioIncome: '0.5',
        missing: [],
      },
      {
        date: '2026-11-03',
        currency: 'EUR',
        assets: '1100',
        liabilities: '100',
        netWorth: '1000',
        portfolioValue: '500',
        portfolioInflow: '10',
        portfolioOutflow: '0',
        portfolioIncome: '0.5',
        missing: ['AAPL', 'JPY'],
      },
    ])
    expect(await port.days(bob, date(1), date(3))).to.deep.equal([])
    expect(await port.firstDay(alice)).to.deep.equal({ date: date(1), currency: 'EUR' })
    expect(await port.firstDay(bob)).to.equal(undefined)
  })

  it("reads the portfolio's days and one holding's days, oldest first", async () => {
    const { port, alice, bob, holding } = await arrange()
    await port.replaceFrom(
      alice,
      date(1),
      'USD',
      [
        snapshot(1, 900, holding),
        snapshot(2, 950, holding, {
          holdings: [
            { holdingId: holding, value: null, quantity: d(3), inflow: d(0), outflow: d(2), income: d(0) },
          ],
          missing: ['AAPL'],
        }),
      ],
      now,
    )
    expect(text(await port.portfolioDays(alice, date(1), date(2)))).to.deep.equal([
      { date: '2026-11-01', value: '450', inflow: '10', outflow: '0', income: '0.5', missing: [] },
      { date: '2026-11-02', value: '475', inflow: '10', outflow: '0', income: '0.5', missing: ['AAPL'] },
    ])
    expect(text(await port.holdingDays(alice, holding, date(1), date(5)))).to.deep.equal([
      { date: '2026-11-01', value: '450', inflow: '10', outflow: '0', income: '0.5' },
      { date: '2026-11-02', value: null, inflow: '0', outflow: '2', income: '0' },
    ])
    expect(await port.holdingDays(alice, randomUUID(), date(1), date(5))).to.deep.equal([])
    expect(await port.holdingDays(bob, holding, date(1), date(5))).to.deep.equal([])
    expect(await port.portfolioDays(bob, date(1), date(5))).to.deep.equal([])
  })

  it("replaces the user's days from `from` on; older days and other users' days stay", async () => {
    const { port, alice, bob, holding } = await arrange()
    await port.replaceFrom(
      alice,
      date(1),
      'USD',
      [1, 2, 3, 4].map((n) => snapshot(n, 900 + n, holding)),
      now,
    )
    await port.replaceFrom(bob, date(1), 'USD', [snapshot(3, 5, holding)], now)
    await port.replaceFrom(alice, date(3), 'EUR', [snapshot(3, 2000, holding)], now)
    const days = await port.days(alice, date(1), date(9))
    expect(days.map((x) => [x.date, x.currency, x.netWorth.toFixed()])).to.deep.equal([
      ['2026-11-01', 'USD', '901'],
      ['2026-11-02', 'USD', '902'],
      ['2026-11-03', 'EUR', '2000'],
    ])
    expect((await port.holdingDays(alice, holding, date(1), date(9))).map((x) => x.date)).to.deep.equal([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ])
    expect((await port.days(bob, date(1), date(9))).map((x) => x.netWorth.toFixed())).to.deep.equal(['5'])
  })

  it('writes or rewrites given days of many users at once', async () => {
    const { port, alice, bob, holding } = await arrange()
    await port.replaceFrom(alice, date(1), 'USD', [snapshot(1, 900, holding), snapshot(2, 950, holding)], now)
    await port.upsertDays(
      [
        { userId: alice, currency: 'USD', day: snapshot(2, 990, holding) },
        { userId: alice, currency: 'USD', day: snapshot(3, 1010, holding) },
        { userId: bob, currency: 'GBP', day: snapshot(3, 40, holding) },
      ],
      now,
    )
    expect((await port.days(alice, date(1), date(9))).map((x) => x.netWorth.toFixed())).to.deep.equal([
      '900',
      '990',
      '1010',
    ])
    expect((await port.holdingDays(alice, holding, date(2), date(2)))[0]!.value!.toFixed()).to.equal('495')
    expect(await port.firstDay(bob)).to.deep.equal({ date: date(3), currency: 'GBP' })
  })

  it('keeps amounts to 10 decimal places', async () => {
    const { port, alice, holding } = await arrange()
    await port.replaceFrom(
      alice,
      date(1),
      'USD',
      [snapshot(1, 900, holding, { netWorth: d('1234.123456789012'), portfolioIncome: d('0.00000000004') })],
      now,
    )
    const [day] = await port.days(alice, date(1), date(1))
    expect(day!.netWorth.toFixed()).to.equal('1234.123456789')
    expect(day!.portfolioIncome.toFixed()).to.equal('0')
  })
}
