import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { KyselyLlmUsageRepository } from '../../src/adapters/postgres/kysely-llm-usage-repository.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { testDatabaseUrl } from '../support/test-database.js'

describe('KyselyLlmUsageRepository (llm_usage on Postgres)', () => {
  let db: Kysely<Database>
  let store: KyselyLlmUsageRepository
  const newUserId = async () => {
    const id = randomUUID()
    await db.insertInto('users').values({ id }).execute()
    return id
  }
  const row = async (userId: string, day: string) =>
    db
      .selectFrom('llm_usage')
      .select(['requests', 'input_tokens', 'output_tokens'])
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirstOrThrow()
      .then((r) => [Number(r.requests), Number(r.input_tokens), Number(r.output_tokens)])

  before(() => {
    db = createKysely(createPool({ url: testDatabaseUrl(), poolMax: 4, statementTimeoutMs: 10_000 }))
    store = new KyselyLlmUsageRepository({ db })
  })
  after(async () => db.destroy())

  it('adds several users’ rows in one statement, to the rows already there', async () => {
    const [a, b] = [await newUserId(), await newUserId()]
    await store.add(a, '2026-11-25', { inputTokens: 100, outputTokens: 10 })
    await store.addAll([
      { userId: a, day: '2026-11-25', requests: 3, inputTokens: 30, outputTokens: 3 },
      { userId: b, day: '2026-11-25', requests: 1, inputTokens: 7, outputTokens: 1 },
      { userId: a, day: '2026-11-26', requests: 2, inputTokens: 5, outputTokens: 5 },
    ])
    expect(await row(a, '2026-11-25')).to.deep.equal([4, 130, 13])
    expect(await row(b, '2026-11-25')).to.deep.equal([1, 7, 1])
    expect(await row(a, '2026-11-26')).to.deep.equal([2, 5, 5])
    expect(await store.tokensOn(a, '2026-11-25')).to.equal(143)
  })

  it('concurrent statements on the same rows add up', async () => {
    const [a, b] = [await newUserId(), await newUserId()]
    const rows = [
      { userId: a, day: '2026-11-25', requests: 1, inputTokens: 2, outputTokens: 1 },
      { userId: b, day: '2026-11-25', requests: 1, inputTokens: 4, outputTokens: 0 },
    ]
    await Promise.all(Array.from({ length: 8 }, () => store.addAll(rows)))
    expect(await row(a, '2026-11-25')).to.deep.equal([8, 16, 8])
    expect(await row(b, '2026-11-25')).to.deep.equal([8, 32, 0])
  })

  it('a row of a user who is gone fails the statement, and writes nothing of it', async () => {
    const a = await newUserId()
    const rows = [
      { userId: a, day: '2026-11-25', requests: 1, inputTokens: 2, outputTokens: 1 },
      { userId: randomUUID(), day: '2026-11-25', requests: 1, inputTokens: 4, outputTokens: 0 },
    ]
    let failed = false
    await store.addAll(rows).catch(() => (failed = true))
    expect(failed).to.equal(true)
    expect(await store.tokensOn(a, '2026-11-25')).to.equal(0)
  })
})
