import { expect } from 'chai'
import type { JobQueue } from '../../src/application/ports/job-queue.js'
import { eachSubject } from './subject.js'

/** A JobQueue under test, and what its workers received (waits for `count` deliveries). */
export interface JobQueueSubject {
  readonly port: JobQueue
  /** A job name the queue's workers know. */
  readonly jobName: string
  readonly delivered: (count: number) => Promise<readonly { name: string; data: unknown }[]>
  readonly close: () => Promise<void>
}

/** What JobQueue promises (application/ports/job-queue.ts). */
export function describeJobQueueContract(make: () => Promise<JobQueueSubject>) {
  const current = eachSubject(make)

  it('enqueue resolves to a distinct id per job; each job is delivered once, its data as stored JSON', async () => {
    const s = current()
    const at = new Date('2026-11-21T02:00:00Z')
    const ids = [
      await s.port.enqueue(s.jobName, { page: 1, userIds: ['a', 'b'], at }),
      await s.port.enqueue(s.jobName, { page: 2, userIds: ['c'], at }),
    ]
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).to.equal(true)
    expect(new Set(ids).size).to.equal(2)
    const delivered = await s.delivered(2)
    expect(delivered.map((d) => d.name)).to.deep.equal([s.jobName, s.jobName])
    expect(
      [...delivered.map((d) => d.data)].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ).to.deep.equal([
      { page: 1, userIds: ['a', 'b'], at: '2026-11-21T02:00:00.000Z' },
      { page: 2, userIds: ['c'], at: '2026-11-21T02:00:00.000Z' },
    ])
  })
}
