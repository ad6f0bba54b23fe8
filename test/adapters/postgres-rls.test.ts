import { expect } from 'chai'
import { sql } from 'kysely'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { transactionBody } from '../support/ledger-fixtures.js'
import { newUser } from '../support/tokens.js'

/**
 * Row-level security as a Supabase deployment enforces it: a connection acting as the
 * `authenticated` role with a user's JWT claims sees and writes only that user's rows, on the
 * plain Postgres of the tests too (the first migration adds Supabase's auth.uid() and role).
 */
describe('row-level security on user-owned tables', () => {
  let app: TestApp
  const alice = newUser()
  const bob = newUser()
  before(async () => {
    app = await startTestApp()
    await app.fetch(
      '/transactions/',
      jsonInit('POST', transactionBody({ merchant: 'alice-shop' }), alice.auth),
    )
    await app.fetch('/transactions/', jsonInit('POST', transactionBody({ merchant: 'bob-shop' }), bob.auth))
  })
  after(async () => app.close())

  it('shows the authenticated role only its own rows and refuses writes for another user (42501)', async () => {
    const db = app.container.resolve('db')
    const seen = await db.transaction().execute(async (trx) => {
      await sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: alice.id, role: 'authenticated' })}, true)`.execute(
        trx,
      )
      const rows = await trx.selectFrom('transactions').select(['user_id', 'merchant']).execute()
      const users = await trx.selectFrom('users').select('id').execute()
      return { rows, users }
    })
    expect(seen.rows.map((r) => r.merchant)).to.deep.equal(['alice-shop'])
    expect(seen.users.map((u) => u.id)).to.deep.equal([alice.id])

    const refused = await db
      .transaction()
      .execute(async (trx) => {
        await sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: alice.id })}, true)`.execute(
          trx,
        )
        await trx
          .insertInto('transactions')
          .values({
            id: crypto.randomUUID(),
            user_id: bob.id,
            amount: '1',
            type: 'expense',
            currency: 'USD',
            occurred_at: new Date(),
            source: 'manual',
            created_at: new Date(),
            updated_at: new Date(),
          })
          .execute()
        return 'inserted'
      })
      .catch((error: { code?: string }) => error.code)
    expect(refused).to.equal('42501')

    // Nothing leaks onto the pooled connection: the service role sees everyone again.
    const all = await db
      .selectFrom('transactions')
      .select('merchant')
      .where('user_id', 'in', [alice.id, bob.id])
      .execute()
    expect(all.map((r) => r.merchant)).to.have.members(['alice-shop', 'bob-shop'])
  })
})
