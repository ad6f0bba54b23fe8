import { expect } from 'chai'
import { lastCompletePeriod } from '../../src/domain/memory/period.js'
import { summarize } from '../../src/domain/memory/summary.js'
import { activity, fixtureHoldings, fixtureTransactions, tx } from '../support/memory-builders.js'

const at = (iso: string) => new Date(iso)

describe('memory summaries (deterministic text)', () => {
  const user = activity(fixtureTransactions(), fixtureHoldings())

  it('daily: the previous UTC day against the usual day, for the fixture user at 02:00', () => {
    expect(summarize(lastCompletePeriod('daily', at('2026-11-21T02:00:00Z')), user)).to.equal(
      [
        'Daily spending summary for Friday 2026-11-20 (UTC).',
        'Spent 119.10 USD across 4 expenses.',
        'Income: 2500.00 USD (1 transaction).',
        'By category: fuel 60.00 (1), groceries 42.10 (1), coffee 17.00 (2).',
        'Biggest merchants: Shell 60.00, Whole Foods 42.10, Blue Bottle 17.00.',
        'Against the usual day (54.14 USD, the average of the previous 28 days): 120% higher.',
        'Not counted above: 1 expense in other currencies (EUR 9.99).',
      ].join('\n'),
    )
  })

  it('weekly: Sunday to Saturday by weekday and category, against the week before, recurring charges', () => {
    expect(summarize(lastCompletePeriod('weekly', at('2026-11-22T03:00:00Z')), user)).to.equal(
      [
        'Weekly spending summary for 2026-11-15 to 2026-11-21 (UTC).',
        'Spent 1723.09 USD across 7 expenses; income 2500.00 USD.',
        'By weekday: Sun 0.00, Mon 15.99, Tue 0.00, Wed 0.00, Thu 700.00, Fri 119.10, Sat 888.00.',
        'By category: electronics 888.00 (1), rent 700.00 (1), fuel 60.00 (1), groceries 42.10 (1), coffee 17.00 (2), subscriptions 15.99 (1).',
        'Against the week before (100.00 USD): 1623% higher.',
        'Recurring charges seen: Landlord 700.00, Netflix 15.99.',
        'Not counted above: 1 expense in other currencies (EUR 9.99).',
      ].join('\n'),
    )
  })

  it('monthly: income, expenses, savings rate, top categories against the month before, holdings', () => {
    expect(summarize(lastCompletePeriod('monthly', at('2026-12-01T04:00:00Z')), user)).to.equal(
      [
        'Monthly review for November 2026 (UTC).',
        'Income 2500.00 USD, expenses 1823.09 USD, savings 676.91 USD (savings rate 27%).',
        'Top categories: electronics 888.00 (month before 0.00), rent 700.00 (month before 700.00), groceries 142.10 (month before 0.00), fuel 60.00 (month before 0.00), coffee 17.00 (month before 0.00).',
        'Against the month before (expenses 1714.99 USD): 6% higher.',
        'Holdings: 10 AAPL (stock, average cost 150.25 USD), 0.5 bitcoin (crypto).',
        'Not counted above: 1 expense in other currencies (EUR 9.99).',
      ].join('\n'),
    )
  })

  it('is the same text whatever order the transactions come in', () => {
    const w = lastCompletePeriod('weekly', at('2026-11-22T03:00:00Z'))
    expect(summarize(w, activity([...fixtureTransactions()].reverse(), fixtureHoldings()))).to.equal(
      summarize(w, user),
    )
  })

  it('no data: nothing to summarise in any period (the user is skipped)', () => {
    for (const period of ['daily', 'weekly', 'monthly'] as const) {
      expect(summarize(lastCompletePeriod(period, at('2026-11-22T03:00:00Z')), activity([]))).to.equal(
        undefined,
      )
    }
    // activity outside the window does not count as data for it
    expect(summarize(lastCompletePeriod('daily', at('2026-11-12T02:00:00Z')), user)).to.equal(undefined)
  })

  it('one transaction: a short daily text without merchants or comparison', () => {
    expect(
      summarize(
        lastCompletePeriod('daily', at('2026-11-18T02:00:00Z')),
        activity([tx('2026-11-17T13:00:00Z', '3.2')]),
      ),
    ).to.equal(
      [
        'Daily spending summary for Tuesday 2026-11-17 (UTC).',
        'Spent 3.20 USD across 1 expense.',
        'By category: uncategorized 3.20 (1).',
        'No spending in the previous 28 days to compare with.',
      ].join('\n'),
    )
  })

  it('month and year boundaries: the last millisecond of the year is December, the first of the next is not', () => {
    const data = activity([
      tx('2026-12-31T23:59:59.999Z', '10.00'),
      tx('2027-01-01T00:00:00Z', '99.00'),
      tx('2026-11-30T23:59:59.999Z', '5.00'),
    ])
    const december = lastCompletePeriod('monthly', at('2027-01-01T04:00:00Z'))
    expect(december.periodStart).to.equal('2026-12-01')
    expect(summarize(december, data)).to.contain(
      'Monthly review for December 2026 (UTC).\nIncome 0.00 USD, expenses 10.00 USD, savings -10.00 USD (savings rate n/a).',
    )
    expect(summarize(december, data)).to.contain('Against the month before (expenses 5.00 USD): 100% higher.')
    const newYearsEve = lastCompletePeriod('daily', at('2027-01-01T02:00:00Z'))
    expect(summarize(newYearsEve, data)).to.match(
      /^Daily spending summary for Thursday 2026-12-31 \(UTC\)\.\nSpent 10\.00 USD across 1 expense\./,
    )
    const week = lastCompletePeriod('weekly', at('2027-01-03T03:00:00Z'))
    expect(summarize(week, data)).to.match(
      /^Weekly spending summary for 2026-12-27 to 2027-01-02 \(UTC\)\.\nSpent 109\.00 USD across 2 expenses/,
    )
  })

  it('a leap day: 29 February is a day, part of its week and of February', () => {
    const data = activity([
      tx('2024-02-29T12:00:00Z', '29.00', { category: 'cake' }),
      tx('2024-03-01T00:00:00Z', '1.00'),
    ])
    expect(summarize(lastCompletePeriod('daily', at('2024-03-01T02:00:00Z')), data)).to.equal(
      [
        'Daily spending summary for Thursday 2024-02-29 (UTC).',
        'Spent 29.00 USD across 1 expense.',
        'By category: cake 29.00 (1).',
        'No spending in the previous 28 days to compare with.',
      ].join('\n'),
    )
    expect(summarize(lastCompletePeriod('weekly', at('2024-03-03T03:00:00Z')), data)).to.contain(
      'Weekly spending summary for 2024-02-25 to 2024-03-02 (UTC).\nSpent 30.00 USD across 2 expenses; income 0.00 USD.\nBy weekday: Sun 0.00, Mon 0.00, Tue 0.00, Wed 0.00, Thu 29.00, Fri 1.00, Sat 0.00.',
    )
    expect(summarize(lastCompletePeriod('monthly', at('2024-03-01T04:00:00Z')), data)).to.contain(
      'Monthly review for February 2024 (UTC).\nIncome 0.00 USD, expenses 29.00 USD',
    )
  })
})

describe('memory periods (UTC windows)', () => {
  it('any time of a day, week or month maps to the same last complete period', () => {
    for (const time of ['2026-11-22T00:00:00Z', '2026-11-22T03:00:00Z', '2026-11-28T23:59:59.999Z']) {
      const w = lastCompletePeriod('weekly', at(time))
      expect([w.start.toISOString(), w.end.toISOString()]).to.deep.equal([
        '2026-11-15T00:00:00.000Z',
        '2026-11-22T00:00:00.000Z',
      ])
    }
    expect(lastCompletePeriod('monthly', at('2024-03-31T23:00:00Z')).periodStart).to.equal('2024-02-01')
    expect(lastCompletePeriod('monthly', at('2024-03-01T00:00:00Z')).end.toISOString()).to.equal(
      '2024-03-01T00:00:00.000Z',
    )
    expect(lastCompletePeriod('daily', at('2024-01-01T00:00:00Z')).periodStart).to.equal('2023-12-31')
  })
})
