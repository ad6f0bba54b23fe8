import { expect } from 'chai'
import type { CurrencyCode } from '../../src/domain/money.js'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { KyselyUserRepository } from '../../src/adapters/postgres/kysely-user-repository.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import type { User } from '../../src/domain/user.js'
import { UserRowsOnFirstSight } from '../../src/adapters/postgres/user-rows-on-first-sight.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { testDatabaseUrl } from '../support/test-database.js'

/** The statements that reach the users table: each one's ids; rows of `failFor` fail theirs. */
class InsertsSeen {
  readonly statements: string[][] = []
  failFor: string | undefined
  /** Ids whose rows exist already (made by another instance): not returned as made. */
  readonly existing = new Set<string>()
  async ensureAll(userIds: readonly string[]): Promise<readonly User[]> {
    await new Promise((r) => setImmediate(r)) // a round trip
    this.statements.push([...userIds])
    if (userIds.includes(this.failFor ?? '')) throw new Error('violates check constraint')
    const made = userIds.filter((id) => !this.existing.has(id))
    for (const id of made) this.existing.add(id)
    return made.map((id) => ({
      id,
      baseCurrency: 'USD' as CurrencyCode,
      newsletterEnabled: true,
      createdAt: new Date(),
    }))
  }
}

describe('UserRowsOnFirstSight: the rows of the users verified in one turn, in one insert', () => {
  it('users asked together go in one statement, a user asked twice once; a later turn makes another', async () => {
    const table = new InsertsSeen()
    const rows = new UserRowsOnFirstSight(table)
    await Promise.all(['a', 'b', 'a', 'c'].map((u) => rows.ensure(u)))
    await rows.ensure('d')
    expect(table.statements).to.deep.equal([['a', 'b', 'c'], ['d']])
  })

  it('a failed statement is retried per user: each caller gets its own success or its own error', async () => {
    const table = new InsertsSeen()
    table.failFor = 'bad'
    const rows = new UserRowsOnFirstSight(table)
    const settled = await Promise.allSettled(['a', 'bad', 'c'].map((u) => rows.ensure(u)))
    expect(settled.map((s) => s.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled'])
    expect(table.statements).to.deep.equal([['a', 'bad', 'c'], ['a'], ['bad'], ['c']])
  })

  it('hands on the rows the statement made, before the callers go on; not the rows that existed', async () => {
    const table = new InsertsSeen()
    table.existing.add('old')
    const seen: string[] = []
    const rows = new UserRowsOnFirstSight(table, (made) => seen.push(...made.map((u) => u.id)))
    await Promise.all(
      ['a', 'old', 'b'].map((u) => rows.ensure(u).then(() => expect(seen).to.include.members(['a', 'b']))),
    )
    expect(seen).to.deep.equal(['a', 'b'])
  })

  it('after a failed statement, the rows made one by one are handed on too', async () => {
    const table = new InsertsSeen()
    table.failFor = 'bad'
    const seen: string[] = []
    const rows = new UserRowsOnFirstSight(table, (made) => seen.push(...made.map((u) => u.id)))
    await Promise.allSettled(['a', 'bad', 'c'].map((u) => rows.ensure(u)))
    expect(seen.sort()).to.deep.equal(['a', 'c'])
  })
})

describe('KyselyUserRepository.ensureAll (users on Postgres)', () => {
  let db: Kysely<Database>
  let users: KyselyUserRepository
  before(() => {
    db = createKysely(createPool({ url: testDatabaseUrl(), poolMax: 4, statementTimeoutMs: 10_000 }))
    users = new KyselyUserRepository({ db })
  })
  after(async () => db.destroy())

  it('makes the missing rows with default settings and leaves existing ones as they are', async () => {
    const [known, fresh] = [randomUUID(), randomUUID()]
    await users.ensure(known)
    await users.update(known, { baseCurrency: 'EUR' as CurrencyCode })
    const returned = await users.ensureAll([fresh, known, fresh])
    expect((await users.get(known))?.baseCurrency).to.equal('EUR')
    const made = await users.get(fresh)
    expect(made?.id).to.equal(fresh)
    expect(returned).to.deep.equal([made]) // only the row this statement made, as stored
    expect(made?.baseCurrency).to.equal((await users.ensure(randomUUID())).baseCurrency)
  })

  it('concurrent statements over the same new users all succeed, each row made once', async () => {
    const ids = Array.from({ length: 20 }, () => randomUUID())
    await Promise.all(Array.from({ length: 6 }, (_, i) => users.ensureAll(i % 2 ? ids : [...ids].reverse())))
    const count = await db
      .selectFrom('users')
      .select(db.fn.countAll<string>().as('n'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).to.equal(20)
  })
})
