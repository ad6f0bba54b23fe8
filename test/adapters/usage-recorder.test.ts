import { expect } from 'chai'
import type { LlmUsage } from '../../src/application/ports/llm.js'
import type { LlmUsageRepository } from '../../src/application/ports/llm-usage-repository.js'
import { UsageRecorder } from '../../src/adapters/llm/usage-recorder.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FixedClock } from '../fakes/fixed-clock.js'

/** llm_usage in memory, with a count of the reads that reach it. */
class TableOfUsage implements LlmUsageRepository {
  readonly totals = new Map<string, number>()
  reads = 0
  async add(userId: string, day: string, usage: LlmUsage): Promise<void> {
    const key = `${userId} ${day}`
    this.totals.set(key, (this.totals.get(key) ?? 0) + usage.inputTokens + usage.outputTokens)
  }
  async tokensOn(userId: string, day: string): Promise<number> {
    this.reads += 1
    return this.totals.get(`${userId} ${day}`) ?? 0
  }
}

const DAY = '2026-11-21'
const settle = () => new Promise((r) => setImmediate(r))

describe('UsageRecorder: the day token total kept in process', () => {
  it('reads the table once, then serves the total with this process’s own calls added at once', async () => {
    const table = new TableOfUsage()
    const recorder = new UsageRecorder({ store: table, clock: new FixedClock(), log: new FakeLog() })
    expect(await recorder.tokensOn('u', DAY)).to.equal(0)
    await recorder.add('u', DAY, { inputTokens: 30, outputTokens: 12 })
    expect(await recorder.tokensOn('u', DAY)).to.equal(42)
    expect(table.reads).to.equal(1)
  })

  it('a total older than 5 s is served at once and refreshed behind it: other instances’ usage shows on the next check', async () => {
    const table = new TableOfUsage()
    const clock = new FixedClock()
    const recorder = new UsageRecorder({ store: table, clock, log: new FakeLog() })
    await recorder.add('u', DAY, { inputTokens: 10, outputTokens: 0 })
    expect(await recorder.tokensOn('u', DAY)).to.equal(10)
    await table.add('u', DAY, { inputTokens: 500, outputTokens: 0 }) // another instance
    clock.advance(4_000)
    expect(await recorder.tokensOn('u', DAY)).to.equal(10) // fresh: no read
    expect(table.reads).to.equal(1)
    clock.advance(2_000)
    expect(await recorder.tokensOn('u', DAY)).to.equal(10) // stale: served, and read behind it
    await settle()
    expect(table.reads).to.equal(2)
    expect(await recorder.tokensOn('u', DAY)).to.equal(510)
  })

  it('never goes below what this process knew, and a failed refresh is only logged', async () => {
    const table = new TableOfUsage()
    const clock = new FixedClock()
    const log = new FakeLog()
    const recorder = new UsageRecorder({ store: table, clock, log })
    expect(await recorder.tokensOn('u', DAY)).to.equal(0)
    await recorder.add('u', DAY, { inputTokens: 7, outputTokens: 0 })
    table.totals.clear() // the table lags behind (a write not visible yet)
    clock.advance(6_000)
    await recorder.tokensOn('u', DAY)
    await settle()
    expect(await recorder.tokensOn('u', DAY)).to.equal(7)
    table.tokensOn = async () => Promise.reject(new Error('connection lost'))
    clock.advance(6_000)
    expect(await recorder.tokensOn('u', DAY)).to.equal(7)
    await settle()
    expect(log.entries.map((e) => e.message)).to.include('could not refresh the daily model token total')
  })
})
