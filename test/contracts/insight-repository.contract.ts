import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import type { InsightFinding } from '../../src/domain/insights/insight.js'
import type { InsightRepository } from '../../src/application/ports/insight-repository.js'
import type { Subject } from './subject.js'

const finding = (subject: string, extra: Partial<InsightFinding> = {}): InsightFinding => ({
  kind: 'large_transaction',
  severity: 'warning',
  subject,
  date: '2026-03-14',
  title: `Large payment at ${subject}`,
  message: 'About three times your usual.',
  data: { amount: '310.00', usual: '95.50' },
  transactionIds: [randomUUID()],
  ...extra,
})

/** What InsightRepository promises (application/ports/insight-repository.ts). */
export function describeInsightRepositoryContract(make: () => Promise<Subject<InsightRepository>>) {
  const now = new Date('2026-03-15T12:00:00Z')
  const ids = () => {
    const made: string[] = []
    return { made, newId: () => (made.push(randomUUID()), made.at(-1)!) }
  }

  it('stores new findings once, in the order given; a repeat returns the stored one and creates nothing', async () => {
    const { port, newUserId } = await make()
    const alice = await newUserId()
    const [a, b] = [finding('Kiosk'), finding('StreamBox', { kind: 'duplicate_charge', severity: 'alert' })]
    const first = await port.saveAll(alice, [a, b], now, ids().newId)
    expect(first.insights.map((i) => i.subject)).to.deep.equal(['Kiosk', 'StreamBox'])
    expect(first.created).to.have.length(2)
    expect(first.insights[0]).to.deep.include({ ...a, userId: alice })
    expect(first.insights[0]!.createdAt.getTime()).to.equal(now.getTime())
    const again = await port.saveAll(alice, [b, finding('Kiosk', { title: 'changed' })], now, ids().newId)
    expect(again.created).to.deep.equal([])
    expect(again.insights.map((i) => i.id)).to.deep.equal([first.insights[1]!.id, first.insights[0]!.id])
    expect(again.insights[1]!.title).to.equal(a.title)
  })

  it('keeps identities per user and per (kind, date, subject)', async () => {
    const { port, newUserId } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    await port.saveAll(alice, [finding('Kiosk')], now, ids().newId)
    const bobs = await port.saveAll(bob, [finding('Kiosk')], now, ids().newId)
    expect(bobs.created).to.have.length(1)
    const other = await port.saveAll(
      alice,
      [finding('Kiosk', { date: '2026-03-15' }), finding('Kiosk', { kind: 'new_merchant' })],
      now,
      ids().newId,
    )
    expect(other.created).to.have.length(2)
    expect(await port.saveAll(alice, [], now, ids().newId)).to.deep.equal({ insights: [], created: [] })
  })
}
