import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { KyselyCategoryRepository } from '../../src/adapters/postgres/kysely-category-repository.js'
import { transactionScope, type TransactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { testDatabaseIsEmbedded, testDatabaseUrl } from '../support/test-database.js'
import { untilSomeoneWaits } from '../support/lock-waits.js'

describe('KyselyCategoryRepository.ensure: two writers making the same new name meet on the unique index', () => {
  let root: Kysely<Database>
  let scope: TransactionScope
  let categories: KyselyCategoryRepository
  let holder: pg.Client
  const userId = randomUUID()

  before(async function () {
    // Two sessions at once: PGlite's connections share one.
    if (testDatabaseIsEmbedded()) this.skip()
    root = createKysely(createPool({ url: testDatabaseUrl(), poolMax: 3, statementTimeoutMs: 10_000 }))
    scope = transactionScope(root)
    categories = new KyselyCategoryRepository({ db: scope.db, unitOfWork: scope.unitOfWork })
    await root.insertInto('users').values({ id: userId }).execute()
    await categories.list(userId)
    holder = new pg.Client({ connectionString: testDatabaseUrl() })
    await holder.connect()
  })
  after(async () => {
    await holder?.end()
    await root?.destroy()
  })

  it('the second waits for the first to commit, then answers its category: one category, no error', async () => {
    // Another writer has made "Pets" and not committed yet (a transaction's unit of work).
    await holder.query('BEGIN')
    const first = randomUUID()
    await holder.query(
      `INSERT INTO categories (id, user_id, name, kind) VALUES ($1, $2, 'Pets', 'expense')`,
      [first, userId],
    )
    const second = scope.unitOfWork.run(() =>
      categories.ensure(userId, [{ name: 'PETS', kind: 'income' }], new Date()),
    )
    await untilSomeoneWaits(holder)
    await holder.query('COMMIT')
    const [pets] = await second
    expect(pets).to.include({ id: first, name: 'Pets', kind: 'expense' })
    const named = (await categories.list(userId)).filter((c) => c.name.toLowerCase() === 'pets')
    expect(named.map((c) => c.id)).to.deep.equal([first])
  })
})
