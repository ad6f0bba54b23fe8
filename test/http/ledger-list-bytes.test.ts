import { expect } from 'chai'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { testDatabaseIsEmbedded } from '../support/test-database.js'
import { newUser } from '../support/tokens.js'

/*
 * The exact bytes of GET /transactions/ pages: body, ETag, X-Next-Cursor and Link. They were taken
 * from the list's first implementation (Kysely rows -> entities -> wire objects -> JSON.stringify)
 * and pin every later change of the read path (docs/performance.md): strings that need escaping,
 * nulls, numbers, instants before 1970, ties on occurred_at broken by id across pages. Run with
 * prepared statements on and off (DATABASE_PREPARED_STATEMENTS).
 */

const ACCOUNT = '00000000-0000-4000-8000-0000000000aa'
const IMPORT = '00000000-0000-4000-8000-0000000000bb'
const ids = [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`)

/** The four rows as the list writes them, newest first. */
const ROW_1 =
  '{"id":"00000000-0000-4000-8000-000000000001","created_at":"2026-03-01T10:00:00.001Z","updated_at":"2026-03-02T11:22:33.999Z","version":3,"amount":"12.50","type":"expense","currency":"EUR","occurred_at":"2026-03-01T10:20:30.456Z","account_id":"00000000-0000-4000-8000-0000000000aa","description":"\\"quoted\\" back\\\\slash\\nnew\\ttab\\u0001\\u001f\\b\\f\\r é 😀 \u2028 </script>","merchant":"Café","category":"Food","category_source":"rule","category_confidence":0.85,"notes":"a note","source":"import","external_id":"ext-1","import_id":"00000000-0000-4000-8000-0000000000bb","reconciled":true,"pending":false}'
const ROW_2 =
  '{"id":"00000000-0000-4000-8000-000000000002","created_at":"2026-02-01T00:00:00.000Z","updated_at":"2026-02-01T00:00:00.000Z","version":1,"amount":"1000000.0001","type":"income","currency":"USD","occurred_at":"2026-02-01T00:00:00.000Z","account_id":null,"description":null,"merchant":null,"category":null,"category_source":"none","category_confidence":null,"notes":null,"source":"manual","external_id":null,"import_id":null,"reconciled":false,"pending":false}'
const ROW_4 =
  '{"id":"00000000-0000-4000-8000-000000000004","created_at":"1969-12-31T23:59:59.999Z","updated_at":"1969-12-31T23:59:59.999Z","version":2,"amount":"0.01","type":"transfer","currency":"JPY","occurred_at":"1969-07-20T20:17:40.000Z","account_id":null,"description":"","merchant":"M","category":"Travel","category_source":"model","category_confidence":0.00001,"notes":null,"source":"bank_sync","external_id":null,"import_id":null,"reconciled":false,"pending":true}'
const ROW_3 =
  '{"id":"00000000-0000-4000-8000-000000000003","created_at":"1969-12-31T23:59:59.999Z","updated_at":"1969-12-31T23:59:59.999Z","version":1,"amount":"7","type":"expense","currency":"USD","occurred_at":"1969-07-20T20:17:40.000Z","account_id":null,"description":null,"merchant":null,"category":null,"category_source":"model","category_confidence":0.33333334,"notes":null,"source":"notification","external_id":null,"import_id":null,"reconciled":false,"pending":false}'
const FIRST_PAGE = `[${ROW_1},${ROW_2},${ROW_4}]`
const FIRST_ETAG = '"LnSmigy6DACMHkDK9rrWmHXV0FU"'
const CURSOR =
  'MTk2OS0wNy0yMFQyMDoxNzo0MC4wMDBafDAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwNA.hBqMLcdscawyud5881WleL'
const SECOND_PAGE = `[${ROW_3}]`

for (const prepared of ['true', 'false']) {
  describe(`GET /transactions/ bytes (DATABASE_PREPARED_STATEMENTS=${prepared})`, () => {
    let app: TestApp
    const user = newUser()
    before(async () => {
      app = await startTestApp({ env: { DATABASE_PREPARED_STATEMENTS: prepared } })
      await app.fetch('/me', { headers: user.auth })
      const db = app.container.resolve('db')
      const at = (iso: string) => new Date(iso)
      await db
        .insertInto('accounts')
        .values({
          id: ACCOUNT,
          user_id: user.id,
          name: 'Checking',
          type: 'checking',
          currency: 'EUR',
          balance: '0',
          is_active: true,
          created_at: at('2026-01-01T00:00:00Z'),
          updated_at: at('2026-01-01T00:00:00Z'),
        })
        .execute()
      await db
        .insertInto('imports')
        .values({
          id: IMPORT,
          user_id: user.id,
          format: 'csv',
          status: 'committed',
          rows_total: 1,
          rows_new: 1,
          rows_duplicate: 0,
          rows_match: 0,
          rows_error: 0,
          created_at: at('2026-01-01T00:00:00Z'),
        })
        .execute()
      const common = { user_id: user.id, currency: 'USD', source: 'manual' }
      await db
        .insertInto('transactions')
        .values([
          {
            ...common,
            id: ids[0]!,
            account_id: ACCOUNT,
            amount: '12.50',
            type: 'expense',
            currency: 'EUR',
            occurred_at: at('2026-03-01T10:20:30.456Z'),
            description: '"quoted" back\\slash\nnew\ttab\u0001\u001f\b\f\r é 😀 \u2028 </script>',
            merchant: 'Café',
            category: 'Food',
            category_source: 'rule',
            category_confidence: 0.85,
            notes: 'a note',
            source: 'import',
            external_id: 'ext-1',
            import_id: IMPORT,
            reconciled: true,
            version: 3,
            created_at: at('2026-03-01T10:00:00.001Z'),
            updated_at: at('2026-03-02T11:22:33.999Z'),
          },
          {
            ...common,
            id: ids[1]!,
            amount: '1000000.0001',
            type: 'income',
            occurred_at: at('2026-02-01T00:00:00Z'),
            created_at: at('2026-02-01T00:00:00Z'),
            updated_at: at('2026-02-01T00:00:00Z'),
          },
          {
            ...common,
            id: ids[2]!,
            amount: '7',
            type: 'expense',
            occurred_at: at('1969-07-20T20:17:40Z'),
            category_source: 'model',
            category_confidence: 1 / 3,
            source: 'notification',
            created_at: at('1969-12-31T23:59:59.999Z'),
            updated_at: at('1969-12-31T23:59:59.999Z'),
          },
          {
            ...common,
            id: ids[3]!,
            amount: '0.01',
            type: 'transfer',
            currency: 'JPY',
            occurred_at: at('1969-07-20T20:17:40Z'),
            description: '',
            merchant: 'M',
            category: 'Travel',
            category_source: 'model',
            category_confidence: 0.00001,
            source: 'bank_sync',
            pending: true,
            version: 2,
            created_at: at('1969-12-31T23:59:59.999Z'),
            updated_at: at('1969-12-31T23:59:59.999Z'),
          },
        ])
        .execute()
    })
    after(async () => {
      const db = app.container.resolve('db')
      await db.deleteFrom('transactions').where('user_id', '=', user.id).execute()
      await db.deleteFrom('imports').where('user_id', '=', user.id).execute()
      await db.deleteFrom('accounts').where('user_id', '=', user.id).execute()
      await app.close()
    })

    it('answers the first page with the same bytes, ETag, cursor and Link as ever', async () => {
      const res = await app.fetch('/transactions/?limit=3', { headers: user.auth })
      expect(res.status).to.equal(200)
      expect(res.headers.get('content-type')).to.equal('application/json; charset=utf-8')
      expect(await res.text()).to.equal(FIRST_PAGE)
      expect(res.headers.get('etag')).to.equal(FIRST_ETAG)
      expect(res.headers.get('x-next-cursor')).to.equal(CURSOR)
      expect(res.headers.get('link')).to.equal(`</transactions/?limit=3&cursor=${CURSOR}>; rel="next"`)
    })

    it('answers the next page from the cursor, the tie on occurred_at broken by id', async () => {
      const res = await app.fetch(`/transactions/?limit=3&cursor=${CURSOR}`, { headers: user.auth })
      expect(res.status).to.equal(200)
      expect(await res.text()).to.equal(SECOND_PAGE)
      expect(res.headers.get('x-next-cursor')).to.equal(null)
      expect(res.headers.get('link')).to.equal(null)
    })

    it('answers every filter with the same rows, byte for byte (one statement text per filter)', async () => {
      const pages: Record<string, string> = {
        [`?account_id=${ACCOUNT}`]: `[${ROW_1}]`,
        '?type=transfer': `[${ROW_4}]`,
        '?category=food': `[${ROW_1}]`,
        '?from=1969-01-01&to=2026-02-15': `[${ROW_2},${ROW_4},${ROW_3}]`,
        '?from=1969-07-20T20:17:40Z&to=1969-07-21&type=expense': `[${ROW_3}]`,
      }
      for (const [query, page] of Object.entries(pages)) {
        const res = await app.fetch(`/transactions/${query}`, { headers: user.auth })
        expect(await res.text(), query).to.equal(page)
      }
    })

    it('answers 304 to the ETag it gave, with no body', async () => {
      const res = await app.fetch('/transactions/?limit=3', {
        headers: { ...user.auth, 'if-none-match': FIRST_ETAG },
      })
      expect(res.status).to.equal(304)
      expect(await res.text()).to.equal('')
    })

    it('reads the same page on every connection of the pool (a statement prepared on each)', async () => {
      const pages = await Promise.all(
        Array.from({ length: 24 }, async () =>
          (await app.fetch('/transactions/?limit=3', { headers: user.auth })).text(),
        ),
      )
      expect(new Set(pages)).to.deep.equal(new Set([FIRST_PAGE]))
    })

    it(`${prepared === 'true' ? 'names' : 'does not name'} the page's statement on its connection`, async function () {
      // The embedded database takes no named statements: the setting is forced off there (config.ts).
      if (prepared === 'true' && testDatabaseIsEmbedded()) this.skip()
      const single = await startTestApp({
        env: { DATABASE_PREPARED_STATEMENTS: prepared, DATABASE_POOL_MAX: '1' },
      })
      try {
        expect((await single.fetch('/transactions/?limit=3', { headers: user.auth })).status).to.equal(200)
        const pool = single.container.resolve('pool')
        const { rows } = await pool.query<{ name: string }>('select name from pg_prepared_statements')
        expect(rows.filter((r) => r.name.startsWith('ledgerline_'))).to.have.length(
          prepared === 'true' ? 1 : 0,
        )
      } finally {
        await single.close()
      }
    })
  })
}
