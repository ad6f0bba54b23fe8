import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'chai'
import { sql, type Kysely } from 'kysely'
import { migrateToLatest } from '../../src/adapters/postgres/migrate.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { loadConfig } from '../../src/infrastructure/config/config.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { isEmbeddedPostgres, startEmbeddedDatabase } from '../../src/infrastructure/embedded-database.js'
import { expectRejection } from '../support/expect-rejection.js'
import { jsonInit, startTestApp } from '../support/test-app.js'
import { embeddedTestDatabaseUrl } from '../support/test-database.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, newUser } from '../support/tokens.js'

/** The embedded PGlite database, whatever server the rest of the run uses (embeddedTestDatabaseUrl). */
describe('embedded database (PGlite behind pglite-socket)', function () {
  this.timeout(60_000)
  let url: string

  before(async () => {
    url = await embeddedTestDatabaseUrl()
  })

  it('is PGlite, and the migrations are all applied', async () => {
    const pool = createPool({ url, poolMax: 2, statementTimeoutMs: 30_000 })
    const db = createKysely(pool)
    try {
      expect(await isEmbeddedPostgres(pool)).to.equal(true)
      expect((await migrateToLatest(db)).applied).to.deep.equal([])
    } finally {
      await db.destroy()
    }
  })

  it('serves the ledger API: create, read, list, update, delete, idempotent replay', async () => {
    const app = await startTestApp({ env: { DATABASE_URL: url, DATABASE_EMBEDDED: 'true' } })
    try {
      const user = newUser()
      const body = { name: 'Embedded', type: 'checking', currency: 'EUR', balance: '10.50' }
      const created = await app.fetch(
        '/accounts/',
        jsonInit('POST', body, { ...user.auth, 'idempotency-key': 'k1' }),
      )
      expect(created.status).to.equal(201)
      const account = (await created.json()) as { id: string; balance: string }
      expect(account.balance).to.equal('10.50')
      const replay = await app.fetch(
        '/accounts/',
        jsonInit('POST', body, { ...user.auth, 'idempotency-key': 'k1' }),
      )
      expect(replay.headers.get('idempotent-replayed')).to.equal('true')
      expect(((await replay.json()) as { id: string }).id).to.equal(account.id)

      const patched = await app.fetch(
        `/accounts/${account.id}`,
        jsonInit('PATCH', { balance: '11.25' }, user.auth),
      )
      expect(patched.status).to.equal(200)
      const list = (await (await app.fetch('/accounts/', { headers: user.auth })).json()) as {
        id: string
        balance: string
      }[]
      expect(list.map((a) => [a.id, a.balance])).to.deep.equal([[account.id, '11.25']])
      expect((await app.fetch(`/accounts/${account.id}`, { headers: newUser().auth })).status).to.equal(404)
      expect(
        (await app.fetch(`/accounts/${account.id}`, jsonInit('DELETE', undefined, user.auth))).status,
      ).to.equal(204)
      expect((await app.fetch(`/accounts/${account.id}`, { headers: user.auth })).status).to.equal(404)
    } finally {
      await app.close()
    }
  })

  it('answers concurrent requests (20 creates at once) without deadlock', async () => {
    const app = await startTestApp({ env: { DATABASE_URL: url } })
    try {
      const user = newUser()
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          app
            .fetch(
              '/accounts/',
              jsonInit('POST', { name: `A${i}`, type: 'cash', currency: 'USD', balance: '1' }, user.auth),
            )
            .then((r) => r.status),
        ),
      )
      expect(statuses).to.deep.equal(Array(20).fill(201))
    } finally {
      await app.close()
    }
  })

  it("enforces the Supabase shim's row-level security (auth.uid(), role authenticated)", async () => {
    const db = createKysely(createPool({ url, poolMax: 2, statementTimeoutMs: 30_000 }))
    const [alice, bob] = [newUser(), newUser()]
    try {
      // Supabase grants the authenticated role USAGE on schema auth; the shim does not (on a real
      // Postgres either): granted here so that the policies themselves are what is tested.
      await sql`grant usage on schema auth to authenticated`.execute(db)
      for (const user of [alice, bob]) {
        await sql`insert into users (id) values (${user.id}) on conflict do nothing`.execute(db)
      }
      const asUser = <T>(sub: string, query: (trx: Kysely<Database>) => Promise<T>) =>
        db.transaction().execute(async (trx) => {
          await sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub })}, true)`.execute(
            trx,
          )
          return query(trx)
        })
      const count = async (trx: Kysely<Database>, table: 'accounts', id: string) =>
        (
          await sql<{
            n: number
          }>`select count(*)::int as n from ${sql.table(table)} where id = ${id}`.execute(trx)
        ).rows[0]?.n
      expect(
        await asUser(
          alice.id,
          async (trx) =>
            (await sql<{ uid: string }>`select auth.uid()::text as uid`.execute(trx)).rows[0]?.uid,
        ),
      ).to.equal(alice.id)
      const accountId = randomUUID()
      await sql`insert into accounts (id, user_id, name, type, currency, balance, created_at, updated_at)
        values (${accountId}, ${alice.id}, 'Mine', 'cash', 'USD', 1, now(), now())`.execute(db)
      expect(await asUser(alice.id, (trx) => count(trx, 'accounts', accountId))).to.equal(1)
      expect(await asUser(bob.id, (trx) => count(trx, 'accounts', accountId))).to.equal(0)
      const refused = await expectRejection(
        asUser(bob.id, (trx) =>
          sql`insert into accounts (id, user_id, name, type, currency, balance, created_at, updated_at)
            values (${randomUUID()}, ${alice.id}, 'Not mine', 'cash', 'USD', 1, now(), now())`.execute(trx),
        ),
        Error,
      )
      expect(refused.message).to.match(/row-level security/)
      // The role switch was transaction-local: the shared session is the owner again.
      expect((await sql<{ r: string }>`select current_user as r`.execute(db)).rows[0]?.r).to.equal('postgres')
    } finally {
      await db.destroy()
    }
  })

  it('config.database.embedded: without DATABASE_URL, or with DATABASE_EMBEDDED=true; never in production', () => {
    const base = { DATABASE_SERVICE_KEY: TEST_SERVICE_KEY, JWT_SECRET: TEST_JWT_SECRET }
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).database).to.include({
      url: undefined,
      embedded: true,
      embeddedDataDir: '.data/pglite',
    })
    expect(loadConfig({ ...base, DATABASE_URL: url }).database.embedded).to.equal(false)
    expect(loadConfig({ ...base, DATABASE_URL: url, DATABASE_EMBEDDED: 'true' }).database.embedded).to.equal(
      true,
    )
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', LLM_API_KEY: 'sk-test' })).to.throw(
      /DATABASE_URL/,
    )
  })

  it('config.database.preparedStatements: on for a server unless DATABASE_PREPARED_STATEMENTS=false, never embedded', () => {
    const base = { DATABASE_SERVICE_KEY: TEST_SERVICE_KEY, JWT_SECRET: TEST_JWT_SECRET }
    const prepared = (env: Record<string, string>) =>
      loadConfig({ ...base, ...env }).database.preparedStatements
    expect(prepared({ DATABASE_URL: url })).to.equal(true)
    expect(prepared({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'false' })).to.equal(false)
    expect(prepared({ NODE_ENV: 'development' })).to.equal(false)
    expect(
      prepared({ DATABASE_URL: url, DATABASE_EMBEDDED: 'true', DATABASE_PREPARED_STATEMENTS: 'true' }),
    ).to.equal(false)
  })

  it('refuses a data directory that a live process owns, before touching it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledgerline-pglite-'))
    try {
      writeFileSync(join(dir, 'pglite.lock'), `${process.pid}\n`)
      const refused = await expectRejection(startEmbeddedDatabase({ dataDir: join(dir, 'pglite') }), Error)
      expect(refused.message).to.match(/already in use by process/)
      expect(existsSync(join(dir, 'pglite'))).to.equal(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
