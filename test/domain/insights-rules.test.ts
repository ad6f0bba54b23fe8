import { expect } from 'chai'
import { findInsights } from '../../src/domain/insights/find-insights.js'
import { DEFAULT_INSIGHT_THRESHOLDS as T, type InsightKind } from '../../src/domain/insights/insight.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import { byTime, insightTx as tx } from '../support/insights-builders.js'

const NOW = new Date('2026-03-15T12:00:00Z')
const run = (txs: Transaction[]) => findInsights(byTime(txs), NOW, T)
const ofKind = (txs: Transaction[], kind: InsightKind) => run(txs).filter((f) => f.kind === kind)

// Three months of steady groceries (100 a month) as a background that triggers nothing.
const steady = () =>
  ['2025-12-10', '2026-01-10', '2026-02-10'].map((day) =>
    tx({ amount: '100.00', at: `${day}T10:00:00Z`, category: 'groceries', merchant: 'Fresh Mart' }),
  )

describe('insights: the rules', () => {
  it('finds nothing in steady spending', () => {
    expect(
      run([
        ...steady(),
        tx({ amount: '40.00', at: '2026-03-05T10:00:00Z', category: 'groceries', merchant: 'Fresh Mart' }),
      ]),
    ).to.deep.equal([])
  })

  it("category pace: this month's spending projected against the trailing three-month average", () => {
    // Mid-month (14.5 of 31 days) with 160 spent: about 342 projected against 100 a month.
    const findings = ofKind(
      [
        ...steady(),
        tx({ amount: '160.00', at: '2026-03-03T10:00:00Z', category: 'groceries', merchant: 'Fresh Mart' }),
      ],
      'category_pace',
    )
    expect(findings).to.have.length(1)
    expect(findings[0]).to.deep.include({ severity: 'alert', subject: 'groceries|USD', date: '2026-03-15' })
    expect(findings[0]!.data).to.deep.include({ spent_to_date: '160.00', trailing_average: '100.00' })
    // 70 spent projects to about 150: a warning, not an alert.
    expect(
      ofKind(
        [...steady(), tx({ amount: '70.00', at: '2026-03-03T10:00:00Z', category: 'groceries' })],
        'category_pace',
      )[0]?.severity,
    ).to.equal('warning')
  })

  it('category pace waits for the first days of the month to pass', () => {
    const early = findInsights(
      byTime([...steady(), tx({ amount: '90.00', at: '2026-03-02T10:00:00Z', category: 'groceries' })]),
      new Date('2026-03-03T12:00:00Z'),
      T,
    )
    expect(early.filter((f) => f.kind === 'category_pace')).to.deep.equal([])
  })

  it('large transaction: several times the usual size of its category', () => {
    const big = tx({
      amount: '450.00',
      at: '2026-03-15T09:00:00Z',
      category: 'groceries',
      merchant: 'Fresh Mart',
    })
    const findings = ofKind([...steady(), big], 'large_transaction')
    expect(findings.map((f) => [f.severity, f.subject, f.transactionIds])).to.deep.equal([
      ['warning', big.id, [big.id]],
    ])
    const huge = tx({
      amount: '700.00',
      at: '2026-03-15T09:00:00Z',
      category: 'groceries',
      merchant: 'Fresh Mart',
    })
    expect(ofKind([...steady(), huge], 'large_transaction')[0]?.severity).to.equal('alert')
  })

  it('duplicate charge: the same merchant and amount within 48 hours, reported once', () => {
    const first = tx({ amount: '23.99', at: '2026-03-13T20:00:00Z', merchant: 'StreamBox' })
    const second = tx({ amount: '23.99', at: '2026-03-14T21:00:00Z', merchant: 'streambox ' })
    const findings = ofKind([...steady(), first, second], 'duplicate_charge')
    expect(findings.map((f) => [f.severity, f.transactionIds])).to.deep.equal([
      ['alert', [first.id, second.id]],
    ])
    // 3 days apart, or another amount: not a duplicate.
    expect(
      ofKind(
        [tx({ amount: '23.99', at: '2026-03-11T20:00:00Z', merchant: 'StreamBox' }), second],
        'duplicate_charge',
      ),
    ).to.deep.equal([])
    expect(
      ofKind(
        [tx({ amount: '24.99', at: '2026-03-14T08:00:00Z', merchant: 'StreamBox' }), second],
        'duplicate_charge',
      ),
    ).to.deep.equal([])
  })

  it('says how far apart the two charges were, in words that read right', () => {
    const later = Date.parse('2026-03-14T21:00:00Z')
    const message = (minutes: number) =>
      ofKind(
        [
          tx({ amount: '9.99', at: new Date(later - minutes * 60_000).toISOString(), merchant: 'StreamBox' }),
          tx({ amount: '9.99', at: new Date(later).toISOString(), merchant: 'StreamBox' }),
        ],
        'duplicate_charge',
      )[0]!.message
    expect(message(4)).to.contain('twice 4 minutes apart')
    expect(message(1)).to.contain('twice 1 minute apart')
    expect(message(62)).to.contain('twice about an hour apart')
    expect(message(26 * 60)).to.contain('twice 26 hours apart')
    for (const m of [4, 1, 62, 26 * 60]) expect(message(m)).to.not.match(/\b1 hours\b|within/)
  })

  it('new merchant with a large amount, once the history is long enough to tell', () => {
    const fresh = tx({
      amount: '320.00',
      at: '2026-03-14T15:00:00Z',
      merchant: 'Nordic Outfitters',
      category: 'clothing',
    })
    expect(ofKind([...steady(), fresh], 'new_merchant').map((f) => [f.severity, f.subject])).to.deep.equal([
      ['info', fresh.id],
    ])
    expect(
      ofKind(
        [...steady(), tx({ amount: '1500.00', at: '2026-03-14T15:00:00Z', merchant: 'Jet Travel' })],
        'new_merchant',
      )[0]?.severity,
    ).to.equal('warning')
    // Small, known, or a brand-new user: nothing.
    expect(
      ofKind(
        [...steady(), tx({ amount: '30.00', at: '2026-03-14T15:00:00Z', merchant: 'Tiny Cafe' })],
        'new_merchant',
      ),
    ).to.deep.equal([])
    expect(
      ofKind(
        [...steady(), tx({ amount: '300.00', at: '2026-03-14T15:00:00Z', merchant: 'Fresh Mart' })],
        'new_merchant',
      ),
    ).to.deep.equal([])
    expect(ofKind([fresh], 'new_merchant')).to.deep.equal([])
  })

  it('recurring charge that went up: a steady monthly amount, then a higher one', () => {
    const series = ['2026-01-14', '2026-02-14'].map((day) =>
      tx({ amount: '12.99', at: `${day}T06:00:00Z`, merchant: 'CloudNotes', category: 'subscriptions' }),
    )
    const latest = tx({
      amount: '15.99',
      at: '2026-03-14T06:00:00Z',
      merchant: 'CloudNotes',
      category: 'subscriptions',
    })
    const findings = ofKind([...series, latest], 'recurring_increase')
    expect(findings).to.have.length(1)
    expect(findings[0]).to.deep.include({ severity: 'warning', subject: latest.id })
    expect(findings[0]!.data).to.deep.include({
      previous_amount: '12.99',
      new_amount: '15.99',
      increase_percent: 23.1,
    })
    // The same amount again, or an irregular series: nothing.
    expect(
      ofKind(
        [...series, tx({ amount: '12.99', at: '2026-03-14T06:00:00Z', merchant: 'CloudNotes' })],
        'recurring_increase',
      ),
    ).to.deep.equal([])
    expect(
      ofKind(
        [tx({ amount: '12.99', at: '2026-02-01T06:00:00Z', merchant: 'CloudNotes' }), series[1]!, latest],
        'recurring_increase',
      ),
    ).to.deep.equal([])
  })

  it('recurring increase: a cut, a wandering bill or an old change is no insight', () => {
    const cloud = (day: string, amount: string) =>
      tx({ amount, at: `${day}T06:00:00Z`, merchant: 'CloudNotes', category: 'subscriptions' })
    const steadyCloud = ['2025-12-14', '2026-01-14', '2026-02-14'].map((day) => cloud(day, '12.99'))
    expect(ofKind([...steadyCloud, cloud('2026-03-14', '9.99')], 'recurring_increase')).to.deep.equal([])
    const bill = [
      ['2025-12-14', '61.20'],
      ['2026-01-14', '74.80'],
      ['2026-02-14', '58.10'],
      ['2026-03-14', '69.95'],
    ].map(([day, amount]) => tx({ amount: amount!, at: `${day}T06:00:00Z`, merchant: 'Power Co' }))
    expect(ofKind(bill, 'recurring_increase')).to.deep.equal([])
    // The rise came a month ago and held: the insight was due then, not today.
    const older = [...steadyCloud.slice(0, 2), cloud('2026-02-14', '15.99'), cloud('2026-03-14', '15.99')]
    expect(ofKind(older, 'recurring_increase')).to.deep.equal([])
  })

  it('recurring missed: a late expected payment, once per missed payment, not once ended', () => {
    const payments = ['2025-12-03', '2026-01-03', '2026-02-03'].map((day) =>
      tx({ amount: '9.99', at: `${day}T06:00:00Z`, merchant: 'Spotify', category: 'subscriptions' }),
    )
    // Expected 3 March, 5 days of grace: late on the 9th.
    const on = (day: string) =>
      findInsights(byTime(payments), new Date(`${day}T12:00:00Z`), T).filter(
        (f) => f.kind === 'recurring_missed',
      )
    expect(on('2026-03-08')).to.deep.equal([])
    const [missed, ...rest] = on('2026-03-15')
    expect(rest).to.deep.equal([])
    expect(missed).to.deep.include({
      severity: 'info',
      subject: payments[2]!.id,
      date: '2026-03-03',
      title: 'No Spotify payment yet',
    })
    expect(missed!.data).to.deep.include({
      cadence: 'monthly',
      expected_on: '2026-03-03',
      typical_amount: '9.99',
    })
    expect(missed!.transactionIds).to.deep.equal(payments.map((p) => p.id))
    // A later run names the same insight (same kind, day and subject): stored once.
    expect(on('2026-04-02')).to.deep.equal([missed])
    // Two expected payments missed: the series ended, no more insights.
    expect(on('2026-04-09')).to.deep.equal([])
  })

  it('recurring missed: a salary that did not arrive is a warning', () => {
    const salary = ['2025-12-01', '2026-01-01', '2026-02-02'].map((day) =>
      tx({
        amount: '3200.00',
        at: `${day}T06:00:00Z`,
        merchant: 'Acme Payroll',
        type: 'income',
        category: 'salary',
      }),
    )
    const missed = ofKind(salary, 'recurring_missed')
    expect(missed.map((f) => [f.severity, f.date, f.title])).to.deep.equal([
      ['warning', '2026-03-02', 'No Acme Payroll income yet'],
    ])
  })

  it('ignores income and transfers as spending', () => {
    const salary = tx({
      amount: '5000.00',
      at: '2026-03-14T06:00:00Z',
      merchant: 'Acme Payroll',
      category: 'groceries',
      type: 'income',
    })
    expect(run([...steady(), salary])).to.deep.equal([])
  })

  it('is deterministic', () => {
    const txs = [...steady(), tx({ amount: '450.00', at: '2026-03-15T09:00:00Z', category: 'groceries' })]
    expect(run(txs)).to.deep.equal(run(txs))
  })
})
