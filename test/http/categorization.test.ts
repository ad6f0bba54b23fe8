import { expect } from 'chai'
import { newUser } from '../support/tokens.js'
import { asValue } from 'awilix'
import { jsonInit, startTestApp } from '../support/test-app.js'
import { FakeEmbedder } from '../fakes/fake-embedder.js'
import { FakeLlm } from '../fakes/fake-llm.js'
import {
  commitImport,
  createAccount,
  listTransactions,
  previewImport,
  startImportApp,
} from '../support/import-requests.js'
import type { TestApp } from '../support/test-app.js'

type User = ReturnType<typeof newUser>
type Wire = Record<string, unknown>

describe('automatic categorisation over HTTP (learned, re-runs, imports, isolation)', () => {
  let app: TestApp
  before(async () => {
    ;({ app } = await startImportApp())
  })
  after(async () => app.close())

  const post = async (user: User, path: string, body: unknown) => {
    const res = await app.fetch(path, jsonInit('POST', body, user.auth))
    return { status: res.status, body: (await res.json()) as Wire }
  }
  const create = async (user: User, merchant: string, category: string | null = null) => {
    const created = await post(user, '/transactions/', {
      amount: '4.50',
      type: 'expense',
      currency: 'USD',
      occurred_at: '2026-11-20T10:00:00Z',
      merchant,
      ...(category ? { category } : {}),
    })
    expect(created.status).to.equal(201)
    return created.body
  }
  /** The user categorises a transaction by hand: the ledger tells learning. */
  const choose = (user: User, merchant: string, category: string) => create(user, merchant, category)
  const get = async (user: User, id: unknown) =>
    (await (
      await app.fetch(`/transactions/${id as string}`, jsonInit('GET', undefined, user.auth))
    ).json()) as Wire

  it("POST /transactions without a category gets the one learned from the user's choice, with source and confidence", async () => {
    const user = newUser()
    await choose(user, 'SQ *BLUE BOTTLE #123', 'coffee')
    const next = await create(user, 'Blue Bottle')
    expect(next).to.include({ category: 'coffee', category_source: 'learned', category_confidence: 1 })
    // The user's own choice is kept as the user's, and changes what is learned next.
    const mine = await create(user, 'BLUE BOTTLE 9', 'dining')
    expect(mine).to.include({ category: 'dining', category_source: 'user', category_confidence: null })
    expect(await create(user, 'blue bottle')).to.include({ category: 'dining', category_confidence: 0.5 })
  })

  it('deleting a category the user once chose for a merchant forgets the choice (no 409): learning is not a use', async () => {
    const user = newUser()
    const made = await post(user, '/categories', { name: 'Tea shops', kind: 'expense' })
    expect(made.status).to.equal(201)
    const chosen = await choose(user, 'Camellia Tea Bar', 'Tea shops')
    // The transaction moves elsewhere: only the learned choice still names the category.
    const moved = await app.fetch(
      `/transactions/${chosen.id as string}`,
      jsonInit('PATCH', { category: 'coffee' }, user.auth),
    )
    expect(moved.status).to.equal(200)
    const deleted = await app.fetch(
      `/categories/${made.body.id as string}`,
      jsonInit('DELETE', undefined, user.auth),
    )
    expect(deleted.status).to.equal(204)
    // What was learned for the merchant is now the later choice (coffee), not the deleted category.
    expect(await create(user, 'CAMELLIA TEA BAR #2')).to.include({
      category: 'coffee',
      category_source: 'learned',
    })
  })

  it('POST /transactions/categorize: dry run answers the learned category and writes nothing; a run writes it', async () => {
    const user = newUser()
    const open = await create(user, 'BLUE BOTTLE 42') // nothing learned yet: uncategorised
    expect(open).to.include({ category: null, category_source: 'none' })
    await choose(user, 'TST* Blue Bottle #123', 'coffee')
    const dry = await post(user, '/transactions/categorize', { ids: [open.id], dry_run: true })
    expect(dry.status).to.equal(200)
    expect(dry.body).to.deep.equal({
      dry_run: true,
      examined: 1,
      changed: 1,
      more: false,
      changes: [
        { id: open.id, from: null, from_source: 'none', to: 'coffee', source: 'learned', confidence: 1 },
      ],
    })
    expect((await get(user, open.id)).category).to.equal(null)

    const run = await post(user, '/transactions/categorize', { all_uncategorized: true, dry_run: false })
    expect(run.body).to.include({ dry_run: false, examined: 1, changed: 1 })
    expect(await get(user, open.id)).to.include({
      category: 'coffee',
      category_source: 'learned',
      category_confidence: 1,
      version: 2,
    })
    // Nothing left to change: a second run finds the same category for the same reason.
    const again = await post(user, '/transactions/categorize', { ids: [open.id], dry_run: false })
    expect(again.body).to.include({ examined: 1, changed: 0 })
  })

  it('never re-runs on a category the user set, and two consistent choices make one learned rule that categorises as `rule`', async () => {
    const user = newUser()
    const open = await create(user, 'RALPHS MARKET')
    const mine = await choose(user, 'Ralphs #12', 'groceries')
    await choose(user, 'RALPHS 0042 LOS ANGELES', 'groceries')
    await choose(user, 'Ralphs', 'groceries')
    const rules = await app.container.resolve('rules').list(user.id)
    expect(rules.filter((r) => r.createdFrom === 'learned')).to.have.length(1)
    const res = await post(user, '/transactions/categorize', { ids: [mine.id, open.id], dry_run: false })
    expect(res.body.examined).to.equal(1)
    expect(res.body.changes).to.deep.equal([
      { id: open.id, from: null, from_source: 'none', to: 'groceries', source: 'rule', confidence: 1 },
    ])
    expect((await app.container.resolve('rules').list(user.id))[0]!.hits).to.equal(1)
  })

  it("the user's edit of a learned rule wins over what was learned, and deleting the rule forgets it", async () => {
    const user = newUser()
    await choose(user, "Trader Joe's", 'groceries')
    await choose(user, "TRADER JOE'S #552", 'groceries')
    const [learned] = (await app.container.resolve('rules').list(user.id)).filter(
      (r) => r.createdFrom === 'learned',
    )
    expect(learned!.actions).to.deep.equal({ category: 'groceries' })
    const edited = await app.fetch(
      `/rules/${learned!.id}`,
      jsonInit('PATCH', { actions: { category: 'dining' } }, user.auth),
    )
    expect(edited.status).to.equal(200)
    // "trader joes" (the rule's text) is not in "Trader Joe's": the learned step answers it, now as the rule says.
    expect(await create(user, "Trader Joe's")).to.include({ category: 'dining', category_confidence: 1 })
    expect(await create(user, 'TRADER JOES 0042')).to.include({ category: 'dining', category_source: 'rule' })

    const deleted = await app.fetch(`/rules/${learned!.id}`, jsonInit('DELETE', undefined, user.auth))
    expect(deleted.status).to.equal(204)
    expect(await create(user, "Trader Joe's")).to.include({ category: null, category_source: 'none' })
  })

  it('an import preview shows the category each new row would get, and the commit keeps it', async () => {
    const user = newUser()
    await choose(user, 'Blue Bottle', 'coffee')
    const account = await createAccount(app, user.auth)
    const preview = await previewImport(
      app,
      user.auth,
      account.id,
      [
        '2026-10-03|-4.50|SQ *BLUE BOTTLE #9|SQ *BLUE BOTTLE #9',
        '2026-10-05|-60.00|ELECTRICITY|Power Co',
      ].join('\n'),
    )
    const rows = (await (
      await app.fetch(`/imports/${preview.id}/rows`, jsonInit('GET', undefined, user.auth))
    ).json()) as Wire[]
    expect(rows.map((r) => [r.merchant, r.category, r.category_source, r.category_confidence])).to.deep.equal(
      [
        ['SQ *BLUE BOTTLE #9', 'coffee', 'learned', 1],
        ['Power Co', null, 'none', null],
      ],
    )
    await commitImport(app, user.auth, preview.id)
    const imported = await listTransactions(app, user.auth, '&category=coffee')
    expect(imported.map((t) => t.merchant)).to.include('SQ *BLUE BOTTLE #9')
    const saved = await app.container
      .resolve('transactions')
      .get(user.id, imported.find((t) => t.source === 'import')!.id as string)
    expect(saved).to.include({ category: 'coffee', categorySource: 'learned', categoryConfidence: 1 })
  })

  it("isolation: user B's choices never categorise user A's transactions, and B cannot re-run A's (404)", async () => {
    const [a, b] = [newUser(), newUser()]
    await choose(b, 'Blue Bottle', 'coffee')
    await choose(b, 'Blue Bottle', 'coffee')
    const theirs = await create(a, 'Blue Bottle')
    expect(theirs.category).to.equal(null)
    const run = await post(a, '/transactions/categorize', { ids: [theirs.id], dry_run: false })
    expect(run.body).to.include({ examined: 1, changed: 0 })
    const stolen = await post(b, '/transactions/categorize', { ids: [theirs.id], dry_run: false })
    expect(stolen.status).to.equal(404)
    expect(stolen.body).to.include({ code: 'not_found' })
    expect((await get(a, theirs.id)).category).to.equal(null)
  })

  it('bad input is a 422 problem: neither ids nor all_uncategorized, too many ids, a bad id', async () => {
    const user = newUser()
    for (const body of [
      { dry_run: true },
      { ids: [], dry_run: true },
      { ids: ['not-a-uuid'], dry_run: true },
      { ids: Array.from({ length: 1001 }, () => crypto.randomUUID()), dry_run: true },
      { all_uncategorized: false, dry_run: true },
      { all_uncategorized: true },
    ]) {
      const res = await post(user, '/transactions/categorize', body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).to.equal(422)
      expect(res.body).to.include({ code: 'validation_failed' })
    }
  })
})

describe('automatic categorisation over HTTP with an embedding server and a model', () => {
  let app: TestApp
  const embedder = new FakeEmbedder()
  const llm = new FakeLlm({
    bySchema: {
      // The model names "subscriptions" for whatever it is asked, and one name outside the list.
      transaction_categories: (r: { messages: { content: unknown }[] }) => {
        const asked = JSON.parse(r.messages[1]!.content as string) as { transactions: { merchant: string }[] }
        return {
          answers: asked.transactions.map((t, index) => ({
            index,
            category: t.merchant.startsWith('Weird') ? 'made up category' : 'subscriptions',
            confidence: 0.7,
          })),
        }
      },
    },
  })
  before(async () => {
    app = await startTestApp({
      register: (container) => container.register({ embedder: asValue(embedder), llm: asValue(llm) }),
    })
  })
  after(async () => app.close())

  const create = async (user: User, merchant: string, category?: string) => {
    const res = await app.fetch(
      '/transactions/',
      jsonInit(
        'POST',
        {
          amount: '9.99',
          type: 'expense',
          currency: 'USD',
          occurred_at: '2026-11-20T10:00:00Z',
          merchant,
          category,
        },
        user.auth,
      ),
    )
    expect(res.status).to.equal(201)
    return (await res.json()) as Wire
  }
  /**
   * A transaction as it stands once the steps that ask a server (similar, model) have run: they
   * complete a create in the background, after its answer (docs/categories.md "Where it runs").
   */
  const settled = async (user: User, created: Wire, waitMs = 10_000): Promise<Wire> => {
    const deadline = Date.now() + waitMs
    for (;;) {
      const res = await app.fetch(`/transactions/${String(created.id)}`, { headers: user.auth })
      const now = (await res.json()) as Wire
      if (now.category_source !== 'none' || Date.now() > deadline) return now
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  const createSettled = async (user: User, merchant: string, waitMs?: number) => {
    const created = await create(user, merchant)
    expect(created).to.include({ category: null, category_source: 'none' })
    return settled(user, created, waitMs)
  }

  it('similar: the nearest categorised transactions of the same user decide, embedded lazily; else the model', async () => {
    const [user, other] = [newUser(), newUser()]
    await create(other, 'Shell Station Fremont', 'transport') // another user's: never a neighbour
    await create(user, 'Shell Station', 'fuel')
    const near = await createSettled(user, 'Shell Station Fremont')
    expect(near).to.include({ category: 'fuel', category_source: 'similar' })
    expect(near.category_confidence).to.be.within(0.8, 1)
    const far = await createSettled(user, 'Netflix.com')
    expect(far).to.include({ category: 'subscriptions', category_source: 'model', category_confidence: 0.7 })
    // The model names no category of the user's: it stays uncategorised (a short wait suffices to
    // show it; a late answer could only be the same refusal).
    const made = await createSettled(user, 'Weird Shop', 1_500)
    expect(made).to.include({ category: null, category_source: 'none' })
  })

  it("a burst of one user's creates is categorised by the model in one call, never over a category the user set meanwhile", async () => {
    const user = newUser()
    const asked = () =>
      llm.requests.filter((r) => r.schemaName === 'transaction_categories' && r.userId === user.id)
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(user, `Streaming Service ${i}`)),
    )
    // Chosen by the user before the background batch runs: it stays the user's.
    const chosen = created[0]!
    const patched = await app.fetch(
      `/transactions/${String(chosen.id)}`,
      jsonInit('PATCH', { category: 'entertainment' }, user.auth),
    )
    expect(patched.status).to.equal(200)
    const settledAll = await Promise.all(created.slice(1).map((t) => settled(user, t)))
    for (const t of settledAll) expect(t).to.include({ category: 'subscriptions', category_source: 'model' })
    // One call when the burst fits in one window (BACKGROUND_COMPLETION); a slow machine may split it.
    expect(asked()).to.have.length.below(created.length)
    const kept = await app.fetch(`/transactions/${String(chosen.id)}`, { headers: user.auth })
    expect(await kept.json()).to.include({ category: 'entertainment', category_source: 'user' })
  })

  it('embedder down: the similar step is skipped, never an error', async () => {
    const user = newUser()
    await create(user, 'Shell Station', 'fuel')
    embedder.down()
    try {
      expect(await createSettled(user, 'Shell Station Fremont')).to.include({
        category: 'subscriptions',
        category_source: 'model',
      })
    } finally {
      embedder.up()
    }
  })
})
