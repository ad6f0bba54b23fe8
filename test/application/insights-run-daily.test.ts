import { expect } from 'chai'
import { RunDailyInsights } from '../../src/application/use-cases/insights/run-daily-insights.js'
import { DEFAULT_INSIGHT_THRESHOLDS } from '../../src/domain/insights/insight.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FakeIdGenerator } from '../fakes/fake-id-generator.js'
import { FakeInsightNotifier } from '../fakes/fake-insight-notifier.js'
import { InMemoryInsightRepository } from '../fakes/in-memory-insight-repository.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'
import { InMemoryRecurringSource } from '../fakes/in-memory-recurring-source.js'
import { insightTx as tx } from '../support/insights-builders.js'

const log = new FakeLog()

function setup() {
  const seed = [
    tx({ amount: '23.99', at: '2026-03-13T20:00:00Z', merchant: 'StreamBox', userId: 'user-a' }),
    tx({ amount: '23.99', at: '2026-03-14T21:00:00Z', merchant: 'StreamBox', userId: 'user-a' }),
    // Another user's duplicate: never seen by user-a's run.
    tx({ amount: '9.00', at: '2026-03-14T08:00:00Z', merchant: 'Kiosk', userId: 'user-b' }),
    tx({ amount: '9.00', at: '2026-03-14T09:00:00Z', merchant: 'Kiosk', userId: 'user-b' }),
    // A yearly renewal due on 20 February, older than the insights' own history (180 days).
    ...['2023-02-20', '2024-02-20', '2025-02-20'].map((day) =>
      tx({ amount: '49.00', at: `${day}T07:00:00Z`, merchant: 'Domain Registrar', userId: 'user-c' }),
    ),
  ]
  const transactions = new InMemoryTransactionRepository(seed)
  const insights = new InMemoryInsightRepository()
  const insightNotifier = new FakeInsightNotifier()
  const recurringSource = new InMemoryRecurringSource(transactions)
  const run = new RunDailyInsights({
    transactions,
    recurringSource,
    insights,
    insightNotifier,
    clock: new FixedClock('2026-03-15T12:00:00Z'),
    ids: new FakeIdGenerator(),
    log,
    insightThresholds: DEFAULT_INSIGHT_THRESHOLDS,
  })
  return { run, insights, insightNotifier, recurringSource, transactions }
}

describe('RunDailyInsights', () => {
  it("stores the caller's insights once, and tells the notifier about new alerts only", async () => {
    const { run, insights, insightNotifier } = setup()
    const first = await run.execute({ userId: 'user-a' })
    expect(first.map((i) => [i.kind, i.severity, i.userId])).to.deep.equal([
      ['duplicate_charge', 'alert', 'user-a'],
    ])
    expect(insightNotifier.calls.map((c) => [c.userId, c.insights.map((i) => i.id)])).to.deep.equal([
      ['user-a', [first[0]!.id]],
    ])

    const second = await run.execute({ userId: 'user-a' })
    expect(second.map((i) => i.id)).to.deep.equal(first.map((i) => i.id))
    expect(insights.rows).to.have.length(1)
    expect(insightNotifier.calls).to.have.length(1)
  })

  it('keeps the insight when the notifier fails', async () => {
    const { run, insights, insightNotifier } = setup()
    insightNotifier.failing = true
    const result = await run.execute({ userId: 'user-b' })
    expect(result.map((i) => [i.kind, i.userId])).to.deep.equal([['duplicate_charge', 'user-b']])
    expect(insights.rows).to.have.length(1)
    expect(log.messages('warn')).to.include('could not notify new alert insights')
  })

  it('finds recurring series in the three years the recurring source reads, not only in the insight history', async () => {
    const { run, recurringSource } = setup()
    const found = await run.execute({ userId: 'user-c' })
    expect(found.map((i) => [i.kind, i.date, i.severity])).to.deep.equal([
      ['recurring_missed', '2026-02-20', 'info'],
    ])
    expect(found[0]!.data).to.deep.include({
      cadence: 'yearly',
      last_on: '2025-02-20',
      expected_on: '2026-02-20',
    })
    expect(recurringSource.reads.map((r) => [r.userId, r.from.toISOString()])).to.deep.equal([
      ['user-c', '2023-01-15T00:00:00.000Z'],
    ])
  })

  it('reads posted transactions only: a pending card hold beside its twin is not a duplicate charge', async () => {
    const { run, transactions } = setup()
    const [, second] = [...transactions.rows.values()].filter((t) => t.userId === 'user-a')
    transactions.rows.set(second!.id, { ...second!, pending: true })
    expect(await run.execute({ userId: 'user-a' })).to.deep.equal([])
    transactions.rows.set(second!.id, { ...second!, pending: false })
    expect((await run.execute({ userId: 'user-a' })).map((i) => i.kind)).to.deep.equal(['duplicate_charge'])
  })
})
