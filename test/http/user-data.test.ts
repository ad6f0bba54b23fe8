import { expect } from 'chai'
import { sql } from 'kysely'
import { commitImport, createAccount, previewImport, startImportApp } from '../support/import-requests.js'
import { jsonInit, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

type Auth = Record<string, string>
type Export = { user_id: string; exported_at: string; records: Record<string, Record<string, unknown>[]> }

describe('GET /me/export and DELETE /me', () => {
  let app: TestApp
  before(async () => {
    ;({ app } = await startImportApp())
  })
  after(async () => app.close())

  /** A user with something in every area: ledger, an import, a device, a memory, scheduled jobs. */
  async function populate(user: { id: string; auth: Auth }): Promise<void> {
    const account = await createAccount(app, user.auth)
    const tx = await app.fetch(
      '/transactions/',
      jsonInit(
        'POST',
        {
          amount: '4.50',
          type: 'expense',
          currency: 'USD',
          occurred_at: '2026-10-01T10:00:00Z',
          merchant: 'Cafe',
        },
        user.auth,
      ),
    )
    expect(tx.status).to.equal(201)
    const holding = await app.fetch(
      '/holdings/',
      jsonInit('POST', { symbol: 'AAPL', asset_type: 'stock', quantity: '1', currency: 'USD' }, user.auth),
    )
    expect(holding.status).to.equal(201)
    const preview = await previewImport(app, user.auth, account.id, '2026-10-02|-9.00|Books||B-1', {
      format: 'ofx',
    })
    await commitImport(app, user.auth, preview.id)
    const device = await app.fetch(
      '/notifications/devices',
      jsonInit('POST', { token: `tok-${user.id}`, platform: 'ios' }, user.auth),
    )
    expect(device.status).to.equal(201)
    const db = app.container.resolve('db')
    await sql`INSERT INTO user_embeddings (user_id, period, period_start, content, embedding, model)
      VALUES (${user.id}, 'daily', '2026-10-01', 'spent 4.50 at Cafe', ${Buffer.from([1, 2, 3, 4])}, 'test')`.execute(
      db,
    )
    await sql`INSERT INTO agenda_jobs (name, data) VALUES ('newsletter-generate', ${JSON.stringify({ userId: user.id, date: '2026-10-02' })}::jsonb)`.execute(
      db,
    )
  }

  it('exports every record of the caller, and none of anyone else', async () => {
    const alice = newUser()
    const bob = newUser()
    await populate(alice)
    await populate(bob)
    const res = await app.fetch('/me/export', jsonInit('GET', undefined, alice.auth))
    expect(res.status).to.equal(200)
    const body = (await res.json()) as Export
    expect(body.user_id).to.equal(alice.id)
    const r = body.records
    expect(r.users).to.have.length(1)
    expect(r.accounts).to.have.length(1)
    expect(r.transactions).to.have.length(2)
    expect(r.holdings).to.have.length(1)
    expect(r.imports).to.have.length(1)
    expect(r.import_rows).to.have.length(1)
    expect(r.devices).to.have.length(1)
    expect(r.user_embeddings![0]).to.include({ content: 'spent 4.50 at Cafe', embedding: 'AQIDBA==' })
    expect(r.scheduled_jobs).to.have.length(1)
    for (const table of Object.keys(r).filter((t) => t !== 'users' && t !== 'scheduled_jobs'))
      for (const row of r[table]!) expect(row.user_id, table).to.equal(alice.id)
    expect(JSON.stringify(body)).to.not.contain(bob.id)
  })

  it('exports a bank connection and its accounts without the sealed credential', async () => {
    const alice = newUser()
    await createAccount(app, alice.auth)
    const db = app.container.resolve('db')
    const connectionId = '5b0d8f9e-6a43-4c11-9a55-0c1d2e3f4a5b'
    const sealed = 'v1.k1.iv.tag.SEALED-CREDENTIAL-TEXT'
    await sql`INSERT INTO bank_connections (id, user_id, provider, access_sealed, status, institutions, next_sync_at, created_at, updated_at)
      VALUES (${connectionId}, ${alice.id}, 'simplefin', ${sealed}, 'active', '[]'::jsonb, now(), now(), now())`.execute(
      db,
    )
    await sql`INSERT INTO bank_connection_accounts (connection_id, user_id, external_id, name, currency, balance, balance_date, institution)
      VALUES (${connectionId}, ${alice.id}, 'ACT-1', 'Everyday Checking', 'USD', '12.00', now(), 'Bank')`.execute(
      db,
    )
    const res = await app.fetch('/me/export', jsonInit('GET', undefined, alice.auth))
    expect(res.status).to.equal(200)
    const text = await res.text()
    const { records } = JSON.parse(text) as Export
    expect(records.bank_connections).to.have.length(1)
    expect(records.bank_connections![0]).to.include({
      id: connectionId,
      provider: 'simplefin',
      status: 'active',
    })
    expect(records.bank_connections![0]).to.not.have.property('access_sealed')
    expect(records.bank_connection_accounts![0]).to.include({
      connection_id: connectionId,
      name: 'Everyday Checking',
    })
    expect(text).to.not.contain('SEALED-CREDENTIAL-TEXT')
  })

  it('erases everything of the caller in every table and the job queue (204); the same token then starts an empty user', async () => {
    const alice = newUser()
    const bob = newUser()
    await populate(alice)
    await populate(bob)
    const db = app.container.resolve('db')
    await sql`INSERT INTO agenda_jobs (name, data) VALUES ('newsletter-page', ${JSON.stringify({ userIds: [alice.id, bob.id], date: '2026-10-02' })}::jsonb)`.execute(
      db,
    )
    const bobBefore = (await (
      await app.fetch('/me/export', jsonInit('GET', undefined, bob.auth))
    ).json()) as Export

    const res = await app.fetch('/me', jsonInit('DELETE', undefined, alice.auth))
    expect(res.status).to.equal(204)

    // Nothing holds the id once it answered, the user's own row included.
    const userRows = await sql<{ n: string }>`SELECT count(*) AS n FROM users WHERE id = ${alice.id}`.execute(
      db,
    )
    expect(userRows.rows[0]!.n, 'users').to.equal('0')

    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'user_id'`.execute(
      db,
    )
    for (const { table_name } of rows) {
      const left = await sql<{
        n: string
      }>`SELECT count(*) AS n FROM ${sql.table(table_name)} WHERE user_id = ${alice.id}`.execute(db)
      expect(left.rows[0]!.n, table_name).to.equal('0')
    }
    const jobs = await sql<{
      data: unknown
    }>`SELECT data FROM agenda_jobs WHERE data::text LIKE ${'%' + alice.id + '%'}`.execute(db)
    expect(jobs.rows).to.have.length(0)
    const page = await sql<{
      data: { userIds: string[] }
    }>`SELECT data FROM agenda_jobs WHERE name = 'newsletter-page' AND data -> 'userIds' ? ${bob.id}`.execute(
      db,
    )
    expect(page.rows[0]!.data.userIds).to.deep.equal([bob.id])

    // The same (still valid, cached) token: an empty user that works.
    const after = (await (
      await app.fetch('/me/export', jsonInit('GET', undefined, alice.auth))
    ).json()) as Export
    expect(after.records.users).to.have.length(1)
    expect(after.records.accounts).to.deep.equal([])
    expect(after.records.transactions).to.deep.equal([])
    const again = await createAccount(app, alice.auth)
    expect(again.id).to.be.a('string')

    // Bob is untouched (his page job lost only Alice); his row is still there.
    const bobAfter = (await (
      await app.fetch('/me/export', jsonInit('GET', undefined, bob.auth))
    ).json()) as Export
    const { scheduled_jobs: _a, ...bobRecordsBefore } = bobBefore.records
    const { scheduled_jobs: _b, ...bobRecordsAfter } = bobAfter.records
    expect(bobRecordsAfter).to.deep.equal(bobRecordsBefore)
  })

  it('a user row gone while this instance kept the token (an erasure it did not hear of): the write is 401, the next request starts an empty user', async () => {
    const alice = newUser()
    await createAccount(app, alice.auth)
    const db = app.container.resolve('db')
    // As another instance's erasure leaves it when no message reaches this one.
    await sql`DELETE FROM users WHERE id = ${alice.id}`.execute(db)
    const body = { name: 'Again', type: 'checking', currency: 'USD', balance: '1.00' }
    const refused = await app.fetch('/accounts/', jsonInit('POST', body, alice.auth))
    expect(refused.status).to.equal(401)
    expect(await refused.json()).to.include({ code: 'unauthorized' })
    const again = await app.fetch('/accounts/', jsonInit('POST', body, alice.auth))
    expect(again.status).to.equal(201)
    const rows = await sql<{ n: string }>`SELECT count(*) AS n FROM users WHERE id = ${alice.id}`.execute(db)
    expect(rows.rows[0]!.n).to.equal('1')
  })

  it("after DELETE /me the cached user row is forgotten too: the advisor's read makes the row again", async () => {
    const alice = newUser()
    await createAccount(app, alice.auth)
    const recentUsers = app.container.resolve('recentUsers')
    await recentUsers.recent(alice.id)
    expect((await app.fetch('/me', jsonInit('DELETE', undefined, alice.auth))).status).to.equal(204)
    const db = app.container.resolve('db')
    const count = async () =>
      (await sql<{ n: string }>`SELECT count(*) AS n FROM users WHERE id = ${alice.id}`.execute(db)).rows[0]!
        .n
    expect(await count()).to.equal('0')
    // A row served from the cache would leave the table without one (the usage it records would fail).
    await recentUsers.recent(alice.id)
    expect(await count()).to.equal('1')
  })
})
