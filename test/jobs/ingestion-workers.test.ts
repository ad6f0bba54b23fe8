import { expect } from 'chai'
import { asFunction, asValue } from 'awilix'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { MemoryDraft } from '../../src/domain/memory/memory.js'
import type { MemoryStore } from '../../src/application/ports/memory-store.js'
import { MEMORY_INGEST_DAILY, MEMORY_INGEST_PAGE } from '../../src/adapters/jobs/memory.job-names.js'
import { KyselyMemoryStore } from '../../src/adapters/postgres/kysely-memory-store.js'
import type { Cradle } from '../../src/infrastructure/container.js'
import { FakeEmbedder } from '../fakes/fake-embedder.js'
import { startTestApp, type TestApp } from '../support/test-app.js'

const USERS = 1000

/** Records which users each worker wrote, around the real store. */
function recording(inner: MemoryStore, written: string[]): MemoryStore {
  return {
    upsertMany: async (drafts: readonly MemoryDraft[]) => {
      const n = await inner.upsertMany(drafts)
      written.push(...drafts.map((d) => d.userId))
      return n
    },
    topK: (...args) => inner.topK(...args),
  }
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('scheduled ingestion: two workers on one database, a daily occurrence for 1,000 users', function () {
  this.timeout(60_000)
  const prefix = `w${randomBytes(3).toString('hex')}-`
  const written: [string[], string[]] = [[], []]
  const workers: TestApp[] = []

  before(async () => {
    for (const i of [0, 1] as const) {
      workers.push(
        await startTestApp({
          env: { SCHEDULER_ENABLED: 'true' },
          startLifecycle: true,
          register: (container) => {
            container.register({
              embedder: asValue(new FakeEmbedder()),
              // Small pages so the run spreads over both workers.
              ingestionPolicy: asValue({ pageSize: 50, embedBatchSize: 64 }),
              memoryStore: asFunction((c: Cradle) =>
                recording(new KyselyMemoryStore(c), written[i]),
              ).singleton(),
            })
          },
        }),
      )
    }
    // Bulk seed in SQL: 1,000 users, each with 1-3 expenses on 2026-11-20.
    const db = workers[0]!.container.resolve('db')
    await sql`insert into users (id) select ${prefix} || lpad(g::text, 4, '0') from generate_series(1, ${USERS}) g`.execute(
      db,
    )
    await sql`
      insert into transactions (id, user_id, amount, type, currency, occurred_at, category, merchant, source, created_at, updated_at)
      select gen_random_uuid(), u.id, (n * 3 + length(u.id))::numeric / 4, 'expense', 'USD',
             timestamptz '2026-11-20 08:00:00Z' + n * interval '3 hours', (array['coffee','groceries','fuel'])[n], 'Shop ' || n, 'manual', now(), now()
      from users u cross join generate_series(1, 3) n
      where u.id like ${prefix + '%'} and n <= 1 + (right(u.id, 4)::int % 3)`.execute(db)
  })
  after(async () => {
    for (const w of workers) await w.close()
  })

  const db = () => workers[0]!.container.resolve('db')
  const memoryRows = async () =>
    Number(
      (
        await sql<{
          n: string
        }>`select count(*) as n from user_embeddings where user_id like ${prefix + '%'}`.execute(db())
      ).rows[0]!.n,
    )
  const unfinishedJobs = async () =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from agenda_jobs
          where type = 'normal' and name in (${MEMORY_INGEST_DAILY}, ${MEMORY_INGEST_PAGE}) and last_finished_at is null`.execute(
          db(),
        )
      ).rows[0]!.n,
    )
  const runOccurrence = async () => {
    await workers[1]!.container
      .resolve('jobQueue')
      .enqueue(MEMORY_INGEST_DAILY, { at: '2026-11-21T02:00:00Z' })
    await eventually(async () => (await unfinishedJobs()) === 0, 'the occurrence and its page jobs to finish')
  }
  const ours = (ids: string[]) => ids.filter((id) => id.startsWith(prefix))

  it('ingests every user exactly once, the pages shared between both workers', async () => {
    await runOccurrence()
    const all = [...ours(written[0]), ...ours(written[1])]
    expect(all).to.have.length(USERS)
    expect(new Set(all).size).to.equal(USERS)
    expect(ours(written[0])).to.not.be.empty
    expect(ours(written[1])).to.not.be.empty
    expect(await memoryRows()).to.equal(USERS)
    // Finished pages do not pile up in agenda_jobs. Agenda marks a job finished, then removes it in
    // a statement of its own: a page can still be there for a moment after the last one finished.
    const pageRows = async () =>
      Number(
        (
          await sql<{
            n: string
          }>`select count(*) as n from agenda_jobs where name = ${MEMORY_INGEST_PAGE}`.execute(db())
        ).rows[0]!.n,
      )
    await eventually(async () => (await pageRows()) === 0, 'the finished page jobs to be removed', 5_000)
    const sample = await db()
      .selectFrom('user_embeddings')
      .select(['period', 'period_start', 'content'])
      .where('user_id', '=', `${prefix}0003`)
      .executeTakeFirstOrThrow()
    expect(sample).to.deep.include({ period: 'daily', period_start: '2026-11-20' })
    expect(sample.content).to.match(
      /^Daily spending summary for Friday 2026-11-20 \(UTC\)\.\nSpent \d+\.\d\d USD across 1 expense\./,
    )
  })

  it('a rerun of the same occurrence leaves the row count unchanged (each user rewritten once more)', async () => {
    written[0].length = 0
    written[1].length = 0
    await runOccurrence()
    const all = [...ours(written[0]), ...ours(written[1])]
    expect(new Set(all).size).to.equal(USERS)
    expect(all).to.have.length(USERS)
    expect(await memoryRows()).to.equal(USERS)
  })
})
