import { expect } from 'chai'
import { NotFoundError } from '../../src/domain/errors.js'
import { IngestMemory } from '../../src/application/use-cases/memory/ingest-memory.js'
import { INGEST_PAGE_JOB, type IngestionPage } from '../../src/application/use-cases/memory/ingestion-page.js'
import { PlanIngestion } from '../../src/application/use-cases/memory/plan-ingestion.js'
import { RecallMemories } from '../../src/application/use-cases/memory/recall-memories.js'
import { FakeActivityReader } from '../fakes/fake-activity-reader.js'
import { FakeEmbedder } from '../fakes/fake-embedder.js'
import { FakeJobQueue } from '../fakes/fake-job-queue.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { InMemoryMemoryStore } from '../fakes/in-memory-memory-store.js'
import { InMemoryUserRepository } from '../fakes/in-memory-user-repository.js'
import { FakeLog } from '../fakes/fake-log.js'
import { expectRejection } from '../support/expect-rejection.js'
import { activity, fixtureHoldings, fixtureTransactions, tx } from '../support/memory-builders.js'

function setup(embedBatchSize = 2) {
  const activityReader = new FakeActivityReader()
  for (const id of ['u1', 'u2', 'u3', 'u4'])
    activityReader.add(id, activity([tx('2026-11-20T10:00:00Z', '10.00', { category: id })]))
  activityReader.add('idle', activity([tx('2026-01-01T10:00:00Z', '1.00')]))
  activityReader.add('fixture', activity(fixtureTransactions(), fixtureHoldings()))
  const deps = {
    activityReader,
    embedder: new FakeEmbedder(),
    memoryStore: new InMemoryMemoryStore(),
    clock: new FixedClock('2026-11-21T02:00:00Z'),
    log: new FakeLog(),
    ingestionPolicy: { embedBatchSize },
  }
  return { ...deps, ingest: new IngestMemory(deps) }
}

describe('IngestMemory', () => {
  it('summarises, embeds in batches and upserts the previous day of each user; idle users are skipped', async () => {
    const { ingest, embedder, memoryStore, log } = setup(2)
    const report = await ingest.execute({ userIds: ['u1', 'u2', 'idle', 'u3', 'u4'], periods: ['daily'] })
    expect(report.outcomes.map((o) => [o.userId, o.status, o.reason])).to.deep.equal([
      ['u1', 'ingested', null],
      ['u2', 'ingested', null],
      ['idle', 'skipped', 'no_activity'],
      ['u3', 'ingested', null],
      ['u4', 'ingested', null],
    ])
    expect(embedder.calls.map((c) => c.length)).to.deep.equal([2, 2])
    expect(report.embedCalls).to.equal(2)
    expect([...memoryStore.rows.keys()]).to.have.members([
      'u1|daily|2026-11-20',
      'u2|daily|2026-11-20',
      'u3|daily|2026-11-20',
      'u4|daily|2026-11-20',
    ])
    expect(memoryStore.rows.get('u1|daily|2026-11-20')!.model).to.equal('fake-bag-of-words')
    const finished = log.entries.find((e) => e.message === 'memory ingestion finished')!
    expect(finished.fields).to.include({ ingested: 4, skipped: 1, failed: 0, embedCalls: 2 })
    expect(finished.fields).to.have.property('totalMs')
  })

  it('reads each page once, over the widest window the periods need, with holdings only for monthly', async () => {
    const { ingest, activityReader, memoryStore } = setup()
    const report = await ingest.execute({
      userIds: ['fixture'],
      periods: ['daily', 'weekly', 'monthly'],
      at: new Date('2026-12-01T04:00:00Z'),
    })
    expect(activityReader.loads).to.have.length(1)
    // weekly (the week of 2026-11-22) looks back 63 days for recurring charges: the widest window
    expect(activityReader.loads[0]).to.deep.include({
      from: new Date('2026-09-20T00:00:00Z'),
      to: new Date('2026-12-01T00:00:00Z'),
      holdings: true,
    })
    expect(report.outcomes.map((o) => [o.period, o.periodStart, o.status])).to.deep.equal([
      ['daily', '2026-11-30', 'skipped'],
      ['weekly', '2026-11-22', 'skipped'],
      ['monthly', '2026-11-01', 'ingested'],
    ])
    expect([...memoryStore.rows.keys()]).to.deep.equal(['fixture|monthly|2026-11-01'])
  })

  it('degraded mode: with the embedding server down nothing is written and every summary is skipped; back up, it ingests', async () => {
    const { ingest, embedder, memoryStore, log } = setup()
    embedder.down()
    const down = await ingest.execute({ userIds: ['u1', 'u2', 'u3'], periods: ['daily'] })
    expect(down.outcomes.map((o) => [o.status, o.reason])).to.deep.equal(
      Array(3).fill(['skipped', 'embedding_unavailable']),
    )
    expect(memoryStore.rows.size).to.equal(0)
    expect(log.messages('warn')).to.include('memory ingestion skipped: the embedding server is unavailable')
    embedder.up()
    const up = await ingest.execute({ userIds: ['u1', 'u2', 'u3'], periods: ['daily'] })
    expect(up.counts).to.deep.equal({ ingested: 3, skipped: 0, failed: 0 })
    expect(memoryStore.rows.size).to.equal(3)
  })

  it("one user's failure is logged and the others go on", async () => {
    const { ingest, memoryStore, log } = setup()
    memoryStore.failFor('u2')
    const report = await ingest.execute({ userIds: ['u1', 'u2', 'u3'], periods: ['daily'] })
    expect(report.outcomes.map((o) => o.status)).to.deep.equal(['ingested', 'failed', 'ingested'])
    expect([...memoryStore.rows.keys()]).to.have.members(['u1|daily|2026-11-20', 'u3|daily|2026-11-20'])
    expect(log.entries.some((e) => e.level === 'error' && e.fields.userId === 'u2')).to.equal(true)
  })

  it('a rerun of the same period updates the rows instead of adding any', async () => {
    const { ingest, memoryStore } = setup()
    await ingest.execute({ userIds: ['u1', 'u2'], periods: ['daily'] })
    await ingest.execute({ userIds: ['u1', 'u2'], periods: ['daily'] })
    expect(memoryStore.rows.size).to.equal(2)
    expect([...memoryStore.rows.values()].map((r) => r.updates)).to.deep.equal([1, 1])
  })

  it('strict (the manual trigger): an unknown user is a NotFoundError; a deleted user in a page is only skipped', async () => {
    const { ingest } = setup()
    await expectRejection(
      ingest.execute({ userIds: ['ghost'], periods: ['daily'], strict: true }),
      NotFoundError,
    )
    const report = await ingest.execute({ userIds: ['ghost'], periods: ['daily'] })
    expect(report.outcomes[0]).to.include({ status: 'skipped', reason: 'unknown_user' })
  })
})

describe('PlanIngestion', () => {
  const users = (ids: string[]) => new InMemoryUserRepository(ids.map((id) => ({ id })))
  const queue = () => {
    const jobQueue = new FakeJobQueue<IngestionPage>()
    return { jobs: jobQueue.jobs, jobQueue }
  }

  it('pages through every user and enqueues one page job per page, all for the same instant', async () => {
    const { jobs, jobQueue } = queue()
    const embedder = new FakeEmbedder()
    const plan = new PlanIngestion({
      users: users(['a', 'b', 'c', 'd', 'e']),
      embedder,
      jobQueue,
      clock: new FixedClock('2026-11-21T02:00:00Z'),
      log: new FakeLog(),
      ingestionPolicy: { pageSize: 2 },
    })
    expect(await plan.execute({ period: 'daily' })).to.deep.equal({ status: 'planned', pages: 3, users: 5 })
    expect(jobs.map((j) => j.name)).to.deep.equal([INGEST_PAGE_JOB, INGEST_PAGE_JOB, INGEST_PAGE_JOB])
    expect(jobs.map((j) => j.data)).to.deep.equal([
      { period: 'daily', userIds: ['a', 'b'], at: '2026-11-21T02:00:00.000Z' },
      { period: 'daily', userIds: ['c', 'd'], at: '2026-11-21T02:00:00.000Z' },
      { period: 'daily', userIds: ['e'], at: '2026-11-21T02:00:00.000Z' },
    ])
  })

  it('is a no-op that says so when the embedding server is down', async () => {
    const { jobs, jobQueue } = queue()
    const log = new FakeLog()
    const plan = new PlanIngestion({
      users: users(['a']),
      embedder: new FakeEmbedder().down(),
      jobQueue,
      clock: new FixedClock(),
      log,
      ingestionPolicy: { pageSize: 2 },
    })
    expect(await plan.execute({ period: 'weekly' })).to.deep.equal({ status: 'skipped', pages: 0, users: 0 })
    expect(jobs).to.deep.equal([])
    expect(log.messages('warn')).to.deep.equal([
      'memory ingestion skipped: the embedding server is unavailable',
    ])
  })
})

describe('RecallMemories', () => {
  it("returns the user's most similar memories, and nothing (not an error) in degraded mode", async () => {
    const embedder = new FakeEmbedder()
    const memoryStore = new InMemoryMemoryStore()
    const draft = (userId: string, content: string, periodStart: string) => ({
      userId,
      period: 'daily' as const,
      periodStart,
      content,
      embedding: embedder.vector(content),
      model: 'm',
    })
    await memoryStore.upsertMany([
      draft('me', 'coffee and croissants', '2026-11-19'),
      draft('me', 'rent and utilities', '2026-11-20'),
      draft('other', 'coffee', '2026-11-20'),
    ])
    const recall = new RecallMemories({ embedder, memoryStore, log: new FakeLog() })
    const { available, memories } = await recall.execute({ userId: 'me', text: 'how much coffee?', k: 1 })
    expect(available).to.equal(true)
    expect(memories.map((m) => m.content)).to.deep.equal(['coffee and croissants'])
    embedder.down()
    expect(await recall.execute({ userId: 'me', text: 'coffee' })).to.deep.equal({
      available: false,
      memories: [],
    })
  })
})
