import { expect } from 'chai'
import type { MemoryDraft } from '../../src/domain/memory/memory.js'
import type { MemoryStore } from '../../src/application/ports/memory-store.js'
import type { Subject } from './subject.js'

const DIMENSIONS = 384
const unit = (...weights: number[]) => {
  const v = new Array<number>(DIMENSIONS).fill(0)
  weights.forEach((w, i) => (v[i] = w))
  const norm = Math.hypot(...v)
  return v.map((x) => x / norm)
}

/** What MemoryStore promises (application/ports/memory-store.ts). */
export function describeMemoryStoreContract(make: () => Promise<Subject<MemoryStore>>) {
  const memory = (
    userId: string,
    periodStart: string,
    content: string,
    embedding: number[],
    period: MemoryDraft['period'] = 'daily',
  ): MemoryDraft => ({
    userId,
    period,
    periodStart,
    content,
    embedding,
    model: 'contract-model',
  })

  it('upserts on (user, period, periodStart): a rerun replaces content and embedding, never duplicates', async () => {
    const { port, newUserId } = await make()
    const alice = await newUserId()
    expect(await port.upsertMany([memory(alice, '2026-11-20', 'first', unit(1))])).to.equal(1)
    expect(await port.upsertMany([memory(alice, '2026-11-20', 'second', unit(0, 1))])).to.equal(1)
    const found = await port.topK(alice, unit(0, 1), 10)
    expect(found.map((m) => m.content)).to.deep.equal(['second'])
    expect(found[0]!.score).to.be.closeTo(1, 1e-6)
  })

  it("topK: the user's k best by cosine, best first, optionally of one period; [] for none", async () => {
    const { port, newUserId } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    await port.upsertMany([
      memory(alice, '2026-11-18', 'far', unit(0, 1)),
      memory(alice, '2026-11-19', 'near', unit(1, 0.2)),
      memory(alice, '2026-11-20', 'middle', unit(1, 1)),
      memory(alice, '2026-11-16', 'weekly', unit(1), 'weekly'),
      memory(bob, '2026-11-19', 'BOB-CANARY', unit(1)),
    ])
    const top = await port.topK(alice, unit(1), 2)
    expect(top.map((m) => m.content)).to.deep.equal(['weekly', 'near'])
    expect(top.every((m) => m.userId === alice)).to.equal(true)
    expect((await port.topK(alice, unit(1), 10, { period: 'daily' })).map((m) => m.content)).to.deep.equal([
      'near',
      'middle',
      'far',
    ])
    expect(await port.topK(await newUserId(), unit(1), 3)).to.deep.equal([])
  })
}
