import { expect } from 'chai'
import type { LlmUsage } from '../../src/application/ports/llm.js'
import { UsageRecorder, type UsageTable } from '../../src/adapters/llm/usage-recorder.js'
import type { DayUsage } from '../../src/application/ports/llm-usage-repository.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { dayOf } from '../../src/domain/calendar.js'

/** llm_usage in memory, with the reads and the write statements that reach it. */
class TableOfUsage implements UsageTable {
  readonly totals = new Map<string, number>()
  readonly requests = new Map<string, number>()
  readonly statements: (readonly DayUsage[])[] = []
  reads = 0
  /** Rows of this user make the whole statement fail (as a user deleted meanwhile does). */
  failFor: string | undefined
  async add(userId: string, day: string, usage: LlmUsage): Promise<void> {
    await this.addAll([{ userId, day, requests: 1, ...usage }])
  }
  async addAll(rows: readonly DayUsage[]): Promise<void> {
    await settle() // a round trip
    this.statements.push(rows)
    if (rows.some((r) => r.userId === this.failFor)) throw new Error('violates foreign key constraint')
    for (const r of rows) {
      const key = `${r.userId} ${r.day}`
      this.totals.set(key, (this.totals.get(key) ?? 0) + r.inputTokens + r.outputTokens)
      this.requests.set(key, (this.requests.get(key) ?? 0) + r.requests)
    }
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

describe('UsageRecorder: the writes are grouped', () => {
  it('calls recorded together go in one statement, summed per user and day', async () => {
    const table = new TableOfUsage()
    const recorder = new UsageRecorder({ store: table, clock: new FixedClock(), log: new FakeLog() })
    await Promise.all([
      ...Array.from({ length: 50 }, (_, i) =>
        recorder.add(`u${i}`, DAY, { inputTokens: 10, outputTokens: 2 }),
      ),
      recorder.add('u0', DAY, { inputTokens: 5, outputTokens: 1 }),
      recorder.add('u0', '2026-11-22', { inputTokens: 1, outputTokens: 1 }),
    ])
    expect(table.statements).to.have.length(1)
    expect(table.statements[0]).to.have.length(51)
    expect(table.totals.get(`u0 ${DAY}`)).to.equal(18)
    expect(table.requests.get(`u0 ${DAY}`)).to.equal(2)
    expect(table.totals.get('u0 2026-11-22')).to.equal(2)
    expect(table.totals.get(`u49 ${DAY}`)).to.equal(12)
  })

  it('a call recorded while a write is in flight goes in the next one, and the budget check waits for it', async () => {
    const table = new TableOfUsage()
    const recorder = new UsageRecorder({ store: table, clock: new FixedClock(), log: new FakeLog() })
    const first = recorder.add('a', DAY, { inputTokens: 1, outputTokens: 0 })
    await settle()
    await settle() // the first statement is in flight now
    expect(table.statements).to.have.length(0)
    void recorder.add('b', DAY, { inputTokens: 2, outputTokens: 0 })
    void recorder.add('b', DAY, { inputTokens: 3, outputTokens: 0 })
    expect(await recorder.tokensOn('b', DAY)).to.equal(5)
    await first
    expect(table.statements.map((rows) => rows.map((r) => r.userId))).to.deep.equal([['a'], ['b']])
    expect(table.requests.get(`b ${DAY}`)).to.equal(2)
  })

  it('drain (at shutdown) resolves once every call recorded so far is written, the one in flight and the next', async () => {
    const table = new TableOfUsage()
    const recorder = new UsageRecorder({ store: table, clock: new FixedClock(), log: new FakeLog() })
    void recorder.add('a', DAY, { inputTokens: 1, outputTokens: 0 })
    await settle()
    await settle() // the first statement is in flight now
    void recorder.add('b', DAY, { inputTokens: 2, outputTokens: 0 })
    await recorder.drain()
    expect(table.totals.get(`a ${DAY}`)).to.equal(1)
    expect(table.totals.get(`b ${DAY}`)).to.equal(2)
    await recorder.drain() // nothing recorded since: resolves at once
    expect(table.statements).to.have.length(2)
  })

  it("a statement that fails is written again row by row: one bad row does not lose the others' tokens", async () => {
    const table = new TableOfUsage()
    const log = new FakeLog()
    const recorder = new UsageRecorder({ store: table, clock: new FixedClock(), log })
    table.failFor = 'deleted'
    await Promise.all([
      recorder.add('a', DAY, { inputTokens: 1, outputTokens: 0 }),
      recorder.add('deleted', DAY, { inputTokens: 2, outputTokens: 0 }),
      recorder.add('c', DAY, { inputTokens: 3, outputTokens: 0 }),
    ])
    expect(table.statements.map((rows) => rows.length)).to.deep.equal([3, 1, 1, 1])
    expect(table.totals.get(`a ${DAY}`)).to.equal(1)
    expect(table.totals.get(`c ${DAY}`)).to.equal(3)
    expect(table.totals.has(`deleted ${DAY}`)).to.equal(false)
    const failures = log.entries.filter((e) => e.message === 'could not record model token usage')
    expect(failures).to.have.length(1)
  })

  it('a user whose row was just made starts the day at 0 with no read; still refreshed after 5 s', async () => {
    const table = new TableOfUsage()
    const clock = new FixedClock()
    const recorder = new UsageRecorder({ store: table, clock, log: new FakeLog() })
    recorder.startsWithoutUsage('new')
    expect(await recorder.tokensOn('new', dayOf(clock.now()))).to.equal(0)
    expect(table.reads).to.equal(0)
    await table.add('new', dayOf(clock.now()), { inputTokens: 70, outputTokens: 0 }) // another instance
    clock.advance(5_000)
    await recorder.tokensOn('new', dayOf(clock.now()))
    await settle()
    expect(table.reads).to.equal(1)
    expect(await recorder.tokensOn('new', dayOf(clock.now()))).to.equal(70)
  })

  it('a total already known is not reset by startsWithoutUsage', async () => {
    const table = new TableOfUsage()
    const clock = new FixedClock()
    const recorder = new UsageRecorder({ store: table, clock, log: new FakeLog() })
    await recorder.add('u', dayOf(clock.now()), { inputTokens: 30, outputTokens: 0 })
    expect(await recorder.tokensOn('u', dayOf(clock.now()))).to.equal(30)
    recorder.startsWithoutUsage('u')
    expect(await recorder.tokensOn('u', dayOf(clock.now()))).to.equal(30)
  })
})
