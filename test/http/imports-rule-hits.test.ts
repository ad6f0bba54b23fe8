import { expect } from 'chai'
import {
  commitImport,
  createAccount,
  listTransactions,
  previewImport,
  startImportApp,
} from '../support/import-requests.js'
import { jsonInit, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

type User = ReturnType<typeof newUser>
type Wire = Record<string, unknown>

// Three coffees and a cinema a rule categorises, a grocer none does, and a coffee in another
// currency (an error row: never categorised, never written).
const FILE = [
  '2026-10-01|-4.50|SQ *BLUE BOTTLE #9|Blue Bottle',
  '2026-10-01|-4.50|SQ *BLUE BOTTLE #9|Blue Bottle',
  '2026-10-02|-3.80|BLUE BOTTLE|Blue Bottle',
  '2026-10-03|-12.00|CINEMA CITY|Cinema City',
  '2026-10-04|-42.10|GROCER 123|Grocer',
  '2026-10-05|-4.50|BLUE BOTTLE PARIS|Blue Bottle||EUR',
].join('\n')

describe('imports: the commit counts the hits of the rules that categorised its rows', () => {
  let app: TestApp
  before(async () => {
    ;({ app } = await startImportApp())
  })
  after(async () => app.close())

  const call = async (user: User, method: string, path: string, body?: unknown) => {
    const res = await app.fetch(path, jsonInit(method, body, user.auth))
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Wire }
  }
  const rule = async (user: User, merchant: string, category: string) => {
    const created = await call(user, 'POST', '/rules', {
      conditions: [{ field: 'merchant', op: 'contains', value: merchant }],
      actions: { category },
    })
    expect(created.status, JSON.stringify(created.body)).to.equal(201)
    return created.body.id as string
  }
  const hits = async (user: User, ...ids: string[]) =>
    Promise.all(ids.map(async (id) => (await call(user, 'GET', `/rules/${id}`)).body.hits))

  it('a preview counts no hit; its commit counts one per created row a rule categorised, and a second commit none', async () => {
    const user = newUser()
    const [coffee, cinema, unused] = [
      await rule(user, 'bottle', 'coffee'),
      await rule(user, 'cinema', 'entertainment'),
      await rule(user, 'nothing like it', 'fees'),
    ]
    const account = await createAccount(app, user.auth)
    const preview = await previewImport(app, user.auth, account.id, FILE)
    expect(preview.counts).to.include({ new: 5, error: 1 })
    const rows = (await call(user, 'GET', `/imports/${preview.id}/rows`)).body as unknown as Wire[]
    expect(rows.map((r) => [r.category, r.category_source])).to.deep.equal([
      ['coffee', 'rule'],
      ['coffee', 'rule'],
      ['coffee', 'rule'],
      ['entertainment', 'rule'],
      [null, 'none'],
      [null, 'none'],
    ])
    expect(await hits(user, coffee, cinema, unused)).to.deep.equal([0, 0, 0])

    expect(await commitImport(app, user.auth, preview.id)).to.deep.equal({
      created: 5,
      merged: 0,
      skipped: 1,
    })
    expect(await hits(user, coffee, cinema, unused)).to.deep.equal([3, 1, 0])
    await commitImport(app, user.auth, preview.id)
    expect(await hits(user, coffee, cinema, unused)).to.deep.equal([3, 1, 0])
  })

  it('rows that turn out duplicate at commit (imported meanwhile) count no hit', async () => {
    const user = newUser()
    const coffee = await rule(user, 'bottle', 'coffee')
    const account = await createAccount(app, user.auth)
    const first = await previewImport(app, user.auth, account.id, FILE)
    const second = await previewImport(app, user.auth, account.id, FILE)
    await commitImport(app, user.auth, first.id)
    expect(await commitImport(app, user.auth, second.id)).to.deep.equal({ created: 0, merged: 0, skipped: 6 })
    expect(await hits(user, coffee)).to.deep.equal([3])
  })

  it('a rule deleted between preview and commit does not fail the commit: the rows keep their category, the other rules count', async () => {
    const user = newUser()
    const coffee = await rule(user, 'bottle', 'coffee')
    const cinema = await rule(user, 'cinema', 'entertainment')
    const account = await createAccount(app, user.auth)
    const preview = await previewImport(app, user.auth, account.id, FILE)
    expect((await call(user, 'DELETE', `/rules/${coffee}`)).status).to.equal(204)

    expect(await commitImport(app, user.auth, preview.id)).to.deep.equal({
      created: 5,
      merged: 0,
      skipped: 1,
    })
    expect(await hits(user, cinema)).to.deep.equal([1])
    expect((await call(user, 'GET', `/rules/${coffee}`)).status).to.equal(404)
    const coffees = await listTransactions(app, user.auth, '&category=coffee')
    expect(coffees).to.have.length(3)
    for (const t of coffees) expect(t).to.include({ category_source: 'rule', source: 'import' })
  })
})
