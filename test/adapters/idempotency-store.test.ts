import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { KyselyIdempotencyStore } from '../../src/adapters/postgres/kysely-idempotency-store.js'
import { transactionScope, type TransactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { testDatabaseIsEmbedded, testDatabaseUrl } from '../support/test-database.js'

const SCOPE = 'POST /transactions'
const created = { status: 201, body: { id: 'tx-1', amount: '4.50' }, location: '/transactions/tx-1' }

describe('KyselyIdempotencyStore: a claim made in a unit of work', () => {
  let root: Kysely<Database>
  let scope: TransactionScope
  let store: KyselyIdempotencyStore
  const userId = randomUUID()
  before(async () => {
    const embedded = testDatabaseIsEmbedded()
    root = createKysely(
      createPool({
        url: testDatabaseUrl(),
        poolMax: 4,
        statementTimeoutMs: 10_000,
        preparedStatements: !embedded,
      }),
    )
    scope = transactionScope(root)
    store = new KyselyIdempotencyStore({ db: scope.db })
    await root.insertInto('users').values({ id: userId }).execute()
  })
  after(async () => root.destroy())

  it('is held while the unit runs: another claim of the key is in_progress at once; after the commit, a replay', async function () {
    // One connection in the unit, one outside: PGlite's connections share one session.
    if (testDatabaseIsEmbedded()) this.skip()
    const key = randomUUID()
    let finish!: () => void
    const held = new Promise<void>((resolve) => (finish = resolve))
    let claimedInside!: () => void
    const inside = new Promise<void>((resolve) => (claimedInside = resolve))
    const unit = scope.unitOfWork.run(async () => {
      expect(await store.claim(userId, SCOPE, key, 'fp', new Date())).to.deep.equal({ kind: 'claimed' })
      claimedInside()
      await held
      await store.complete(userId, SCOPE, key, created)
    })
    await inside
    // Without the key's lock this claim would wait for the unit's commit (this test's timeout).
    expect(await store.claim(userId, SCOPE, key, 'fp', new Date())).to.deep.equal({ kind: 'in_progress' })
    finish()
    await unit
    expect(await store.claim(userId, SCOPE, key, 'fp', new Date())).to.deep.equal({
      kind: 'replay',
      response: created,
    })
    expect(await store.claim(userId, SCOPE, key, 'other', new Date())).to.deep.equal({ kind: 'mismatch' })
  })

  it('leaves nothing behind when the unit rolls back: the key can be claimed again', async () => {
    const key = randomUUID()
    const failed = scope.unitOfWork.run(async () => {
      expect((await store.claim(userId, SCOPE, key, 'fp', new Date())).kind).to.equal('claimed')
      throw new Error('the create failed')
    })
    await failed.then(
      () => expect.fail('the unit should have failed'),
      (error: Error) => expect(error.message).to.equal('the create failed'),
    )
    const rows = await root.selectFrom('idempotency_keys').selectAll().where('key', '=', key).execute()
    expect(rows).to.have.length(0)
    await scope.unitOfWork.run(async () => {
      expect((await store.claim(userId, SCOPE, key, 'fp', new Date())).kind).to.equal('claimed')
    })
  })
})
