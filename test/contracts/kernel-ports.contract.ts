import { expect } from 'chai'
import type { Clock } from '../../src/application/ports/clock.js'
import type { IdGenerator } from '../../src/application/ports/id-generator.js'
import type { Log } from '../../src/application/ports/log.js'

/** What Clock promises (application/ports/clock.ts): a valid instant, never a shared object. */
export function describeClockContract(make: () => Clock) {
  it('now() is a valid Date, and changing the one returned does not move the clock', () => {
    const clock = make()
    const first = clock.now()
    expect(Number.isNaN(first.getTime())).to.equal(false)
    const seen = first.getTime()
    first.setTime(0)
    expect(clock.now().getTime()).to.be.at.least(seen)
  })
}

/** What IdGenerator promises: ids the ledger's uuid columns take, never the same twice. */
export function describeIdGeneratorContract(make: () => IdGenerator) {
  it('newId() gives distinct UUID-shaped ids', () => {
    const ids = make()
    const made = Array.from({ length: 50 }, () => ids.newId())
    expect(new Set(made).size).to.equal(50)
    for (const id of made)
      expect(id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  })
}

/** A Log under test and what it said, as (level, message, fields). */
export interface LogSubject {
  readonly port: Log
  readonly said: () => readonly { level: string; message: string; fields: Record<string, unknown> }[]
}

/** What Log promises (application/ports/log.ts): one entry per call, at its level, fields kept. */
export function describeLogContract(make: () => LogSubject) {
  it('keeps one entry per call with its level, message and fields', () => {
    const { port, said } = make()
    port.info({ userId: 'u1' }, 'ingested')
    port.warn({ attempt: 2 }, 'retrying')
    port.error({ job: 'memory.ingest' }, 'job failed')
    expect(said().map((e) => [e.level, e.message])).to.deep.equal([
      ['info', 'ingested'],
      ['warn', 'retrying'],
      ['error', 'job failed'],
    ])
    expect(said()[0]!.fields).to.include({ userId: 'u1' })
    expect(said()[1]!.fields).to.include({ attempt: 2 })
  })
}
