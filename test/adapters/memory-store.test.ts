import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { MemoryDraft } from '../../src/domain/memory/memory.js'
import { KyselyMemoryStore } from '../../src/adapters/postgres/kysely-memory-store.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { FakeEmbedder } from '../fakes/fake-embedder.js'
import { testDatabaseUrl } from '../support/test-database.js'

describe('KyselyMemoryStore (user_embeddings on Postgres)', () => {
  let db: Kysely<Database>
  let store: KyselyMemoryStore
  const embedder = new FakeEmbedder()
  const draft = (
    userId: string,
    content: string,
    periodStart = '2026-11-20',
    period: MemoryDraft['period'] = 'daily',
  ): MemoryDraft => ({
    userId,
    period,
    periodStart,
    content,
    embedding: embedder.vector(content),
    model: embedder.model,
  })
  const newUserId = async () => {
    const id = randomUUID()
    await db.insertInto('users').values({ id }).execute()
    return id
  }

  before(() => {
    db = createKysely(createPool({ url: testDatabaseUrl(), poolMax: 2, statementTimeoutMs: 10_000 }))
    store = new KyselyMemoryStore({ db })
  })
  after(async () => db.destroy())

  it("similarity search never returns another user's rows, even when theirs match better", async () => {
    const [alice, bob] = [await newUserId(), await newUserId()]
    await store.upsertMany([
      draft(alice, 'coffee at Blue Bottle and groceries', '2026-11-18'),
      draft(alice, 'rent paid to the landlord', '2026-11-19'),
      draft(bob, 'coffee coffee coffee espresso', '2026-11-18'),
      draft(bob, 'coffee at Blue Bottle and groceries', '2026-11-19'),
    ])
    const query = embedder.vector('coffee at Blue Bottle and groceries')
    const found = await store.topK(alice, query, 10)
    expect(found.map((m) => m.userId)).to.deep.equal([alice, alice])
    expect(found[0]!.content).to.equal('coffee at Blue Bottle and groceries')
    expect(found[0]!.score).to.be.closeTo(1, 1e-6)
    expect(found[0]!.score).to.be.greaterThan(found[1]!.score)
    expect(found[0]!.embedding).to.have.length(384)
    expect(await store.topK(randomUUID(), query, 10)).to.deep.equal([])
  })

  it('upserts on (user, period, period start): a rerun updates the row and never duplicates', async () => {
    const user = await newUserId()
    expect(
      await store.upsertMany([draft(user, 'first'), draft(user, 'weekly', '2026-11-15', 'weekly')]),
    ).to.equal(2)
    await store.upsertMany([draft(user, 'second')])
    const rows = await db
      .selectFrom('user_embeddings')
      .select(['period', 'content', 'created_at', 'updated_at'])
      .where('user_id', '=', user)
      .orderBy('period')
      .execute()
    expect(rows.map((r) => [r.period, r.content])).to.deep.equal([
      ['daily', 'second'],
      ['weekly', 'weekly'],
    ])
    expect(rows[0]!.updated_at.getTime()).to.be.at.least(rows[0]!.created_at.getTime())
  })

  it('filters by period and honours k', async () => {
    const user = await newUserId()
    await store.upsertMany([
      draft(user, 'a day', '2026-11-19'),
      draft(user, 'another day', '2026-11-20'),
      draft(user, 'a month', '2026-10-01', 'monthly'),
    ])
    expect((await store.topK(user, embedder.vector('day'), 1)).length).to.equal(1)
    expect(
      (await store.topK(user, embedder.vector('day'), 5, { period: 'monthly' })).map((m) => m.content),
    ).to.deep.equal(['a month'])
  })

  it('row-level security: as the authenticated role a user reads only its own memories', async () => {
    const [alice, bob] = [await newUserId(), await newUserId()]
    await store.upsertMany([draft(alice, 'mine'), draft(bob, 'theirs')])
    const visible = await db.transaction().execute(async (trx) => {
      await sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: alice })}, true)`.execute(
        trx,
      )
      return trx.selectFrom('user_embeddings').select('user_id').execute()
    })
    expect(visible.map((r) => r.user_id)).to.deep.equal([alice])
  })
})
