import { expect } from 'chai'
import { sql, type Kysely } from 'kysely'
import { down, up } from '../../src/adapters/postgres/migrations/0014-import-row-rules.js'
import { createAccount, previewImport, startImportApp } from '../support/import-requests.js'
import type { TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

class RolledBack extends Error {}

/**
 * Migration 0014 on a database that already has import rows: taken down and up again inside one
 * transaction (DDL is transactional in Postgres), rolled back at the end so the run's database is
 * left as it was.
 */
describe('migration 0014-import-row-rules on a database with rows', () => {
  let app: TestApp
  before(async () => {
    ;({ app } = await startImportApp())
  })
  after(async () => app.close())

  it('adds rule_id to existing import rows as null and keeps every other column', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const preview = await previewImport(app, user.auth, account.id, '2026-10-01|-4.50|Coffee|Blue Bottle')
    const db = app.container.resolve('db')
    const read = (trx: typeof db) =>
      sql<Record<string, unknown>>`SELECT * FROM import_rows WHERE import_id = ${preview.id}`.execute(trx)
    const before = (await read(db)).rows
    expect(before).to.have.length(1)

    let after: Record<string, unknown>[] = []
    await db
      .transaction()
      .execute(async (trx) => {
        // A migration sees the database untyped, as the Migrator hands it.
        const untyped = trx as unknown as Kysely<unknown>
        await down(untyped)
        expect((await read(trx)).rows[0]).to.not.have.property('rule_id')
        await up(untyped)
        after = (await read(trx)).rows
        throw new RolledBack()
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error
      })
    expect(after).to.deep.equal(before.map((row) => ({ ...row, rule_id: null })))
  })
})
