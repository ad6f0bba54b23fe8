import { expect } from 'chai'
import {
  shiftMonth,
  elapsedShare,
  monthsSpanned,
  parseBudgetMonth,
  type BudgetMonth,
} from '../../src/domain/budgets/budget-month.js'
import { budgetPace, reachedThresholds } from '../../src/domain/budgets/budget-pace.js'
import { carriedOver, type RolloverMonth } from '../../src/domain/budgets/rollover.js'
import { Decimal } from '../../src/domain/money.js'

const d = (n: string | number) => new Decimal(n)
const month = (budgeted: string | undefined, rollover: boolean, spent: string): RolloverMonth => ({
  line: budgeted === undefined ? undefined : { budgeted: d(budgeted), rollover },
  spent: d(spent),
})

describe('budget months', () => {
  it('reads YYYY-MM only and steps across years', () => {
    expect(parseBudgetMonth('2026-11')).to.equal('2026-11')
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '0000-01', ''])
      expect(parseBudgetMonth(bad), bad).to.equal(undefined)
    const nov = '2026-11' as BudgetMonth
    expect(shiftMonth(nov, 2)).to.equal('2027-01')
    expect(shiftMonth(nov, -11)).to.equal('2025-12')
  })

  it('measures the elapsed share of the UTC month, clamped to 0-1', () => {
    const nov = '2026-11' as BudgetMonth
    expect(elapsedShare(nov, new Date('2026-11-16T00:00:00Z'))).to.equal(0.5)
    expect(elapsedShare(nov, new Date('2026-10-31T23:00:00Z'))).to.equal(0)
    expect(elapsedShare(nov, new Date('2026-12-05T00:00:00Z'))).to.equal(1)
  })

  it("lists the months a statement's days span", () => {
    const now = new Date('2026-11-16T00:00:00Z')
    expect(monthsSpanned('2026-10-28', '2027-01-02', now)).to.deep.equal([
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ])
    expect(monthsSpanned(null, null, now)).to.deep.equal(['2026-11'])
    expect(monthsSpanned('2026-09-01', null, now)).to.deep.equal(['2026-09'])
  })

  it('the months of a span that ends in 9999-12 stop there', () => {
    expect(monthsSpanned('9999-11-30', '9999-12-31', new Date('2026-11-15T00:00:00Z'))).to.deep.equal([
      '9999-11',
      '9999-12',
    ])
  })
})

describe('budget pace and thresholds', () => {
  it('is over once spent exceeds what is available', () => {
    expect(budgetPace(d('100.01'), d(100), 0.9)).to.equal('over')
    expect(budgetPace(d(100), d(100), 0.9)).to.equal('on_track')
  })

  it('is over pace when the spent share leads the elapsed share by more than 0.1 and is at least half', () => {
    expect(budgetPace(d(61), d(100), 0.5)).to.equal('over_pace')
    expect(budgetPace(d(60), d(100), 0.5)).to.equal('on_track') // exactly 0.1 ahead
    expect(budgetPace(d(45), d(100), 0.1)).to.equal('on_track') // ahead, but under half
    expect(budgetPace(d(50), d(100), 0.1)).to.equal('over_pace')
  })

  it('with an overspend carried in beyond the budget, the line is over and any spending alerts', () => {
    expect(budgetPace(d(0), d(-20), 0.5)).to.equal('over') // remaining is -20
    expect(budgetPace(d(0), d(0), 0.5)).to.equal('on_track')
    expect(reachedThresholds(d(0), d(-20))).to.deep.equal([]) // alerts follow spending, not carry-ins
    expect(reachedThresholds(d(1), d(-20))).to.deep.equal([80, 100])
    expect(reachedThresholds(d(0), d(0))).to.deep.equal([])
  })

  it('reaches 80 and 100 at exactly those shares', () => {
    expect(reachedThresholds(d('79.99'), d(100))).to.deep.equal([])
    expect(reachedThresholds(d(80), d(100))).to.deep.equal([80])
    expect(reachedThresholds(d(100), d(100))).to.deep.equal([80, 100])
  })
})

describe('rollover', () => {
  it('carries the remainder along an unbroken chain, negative when overspent', () => {
    expect(carriedOver([])).to.satisfy((c: Decimal) => c.eq(0))
    expect(carriedOver([month('100', true, '70')]).toFixed(2)).to.equal('30.00')
    // 100 - 70 = 30; 100 + 30 - 150 = -20; 100 - 20 - 50 = 30
    const chain = [month('100', true, '70'), month('100', true, '150'), month('100', true, '50')]
    expect(carriedOver(chain).toFixed(2)).to.equal('30.00')
    expect(carriedOver(chain.slice(0, 2)).toFixed(2)).to.equal('-20.00')
  })

  it('breaks at a month without a line or with rollover off', () => {
    expect(carriedOver([month('100', true, '0'), month(undefined, false, '0')]).toFixed(2)).to.equal('0.00')
    expect(carriedOver([month('100', true, '0'), month('100', false, '20')]).toFixed(2)).to.equal('0.00')
    // The chain starts again after the break.
    expect(carriedOver([month('100', false, '0'), month('50', true, '20')]).toFixed(2)).to.equal('30.00')
  })
})
