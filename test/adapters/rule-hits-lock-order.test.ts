import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { KyselyRuleRepository } from '../../src/adapters/postgres/kysely-rule-repository.js'
import { transactionScope, type TransactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { testDatabaseIsEmbedded, testDatabaseUrl } from '../support/test-database.js'
import { untilSomeoneWaits } from '../support/lock-waits.js'

describe('KyselyRuleRepository.recordHits: rows locked in id order (no deadlock between two units)', () => {
  let root: Kysely<Database>
  let scope: TransactionScope
  let rules: KyselyRuleRepository
  const clients: pg.Client[] = []
  const userId = randomUUID()
  // `low` sorts before `high`; `high` is inserted first, so a scan in table order meets it first.
  const [low, high] = [randomUUID(), randomUUID()].sort() as [string, string]

  before(async function () {
    // Three sessions at once: PGlite's connections share one.
    if (testDatabaseIsEmbedded()) this.skip()
    root = createKysely(
      createPool({
        url: testDatabaseUrl(),
        poolMax: 4,
        statementTimeoutMs: 10_000,
        preparedStatements: true,
      }),
    )
    scope = transactionScope(root)
    rules = new KyselyRuleRepository({ db: scope.db })
    await root.insertInto('users').values({ id: userId }).execute()
    for (const id of [high, low]) {
      await root
        .insertInto('rules')
        .values({
          id,
          user_id: userId,
          conditions: JSON.stringify([{ field: 'merchant', op: 'contains', value: id.slice(0, 8) }]),
          match: 'all',
          priority: 0,
          enabled: true,
          created_from: 'user',
          created_at: new Date(),
          updated_at: new Date(),
        })
        .execute()
    }
    for (let i = 0; i < 2; i++) {
      const client = new pg.Client({ connectionString: testDatabaseUrl() })
      await client.connect()
      clients.push(client)
    }
  })
  after(async () => {
    for (const client of clients) await client.end()
    await root?.destroy()
  })

  it('takes the lower id first, whatever order the hits come in, and counts both once the other unit commits', async () => {
    const [holder, prober] = clients as [pg.Client, pg.Client]
    // Another unit of work holds `high` (as an import counting hits on it would).
    await holder.query('BEGIN')
    await holder.query('SELECT id FROM rules WHERE id = $1 FOR UPDATE', [high])
    const counting = scope.unitOfWork.run(() =>
      rules.recordHits(
        userId,
        new Map([
          [high, 2],
          [low, 1],
        ]),
      ),
    )
    await untilSomeoneWaits(prober)
    // Waiting for `high`, the unit already holds `low`: a unit that takes `low` then `high`
    // waits behind it instead of holding `low` while it waits. Without the ordered lock the
    // update meets `high` first and waits holding nothing, and `low` is free here.
    await prober.query('BEGIN')
    const probe = await prober.query('SELECT id FROM rules WHERE id = $1 FOR UPDATE NOWAIT', [low]).then(
      () => 'free',
      (error: { code?: string }) => error.code,
    )
    await prober.query('ROLLBACK')
    await holder.query('COMMIT')
    await counting
    expect(probe).to.equal('55P03') // lock_not_available
    const counts = await sql<{
      id: string
      hits: number
    }>`SELECT id, hits FROM rules WHERE user_id = ${userId}`
      .execute(root)
      .then((r) => Object.fromEntries(r.rows.map((row) => [row.id, row.hits])))
    expect(counts).to.deep.equal({ [low]: 1, [high]: 2 })
  })
})
