import { randomUUID } from 'node:crypto'
import { asValue } from 'awilix'
import { expect } from 'chai'
import { sql } from 'kysely'
import { DEFAULT_CATEGORIES } from '../../src/domain/categories/category.js'
import type { Transaction, TransactionDraft } from '../../src/domain/ledger/transaction.js'
import type { TransactionCategorizer } from '../../src/application/ports/transaction-categorizer.js'
import { transactionDraft } from '../contracts/ledger-drafts.js'
import { transactionBody } from '../support/ledger-fixtures.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

interface CategoryJson {
  id: string
  name: string
  parent_id: string | null
  kind: string
  created_at: string
}
type Json = Record<string, unknown>
type User = ReturnType<typeof newUser>

/** Categorises a draft whose merchant is MIGROS as a rule would, and records what it was told. */
class RecordingCategorizer implements TransactionCategorizer {
  readonly asked: TransactionDraft[] = []
  readonly choices: Transaction[] = []
  async categorize(_userId: string, drafts: readonly TransactionDraft[]): Promise<TransactionDraft[]> {
    this.asked.push(...drafts)
    return drafts.map((d) =>
      d.merchant === 'MIGROS'
        ? { ...d, category: 'groceries', categorySource: 'rule', categoryConfidence: 1 }
        : d,
    )
  }
  async chosen(_userId: string, transaction: Transaction): Promise<void> {
    this.choices.push(transaction)
  }
  async completeLater(): Promise<void> {}
}

describe('categories', () => {
  let app: TestApp
  const categorizer = new RecordingCategorizer()
  before(async () => {
    app = await startTestApp({
      register: (container) => container.register({ transactionCategorizer: asValue(categorizer) }),
    })
  })
  after(async () => app.close())

  const call = async (user: User, method: string, path: string, body?: unknown) => {
    const res = await app.fetch(path, jsonInit(method, body, user.auth))
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Json & { errors?: Json[] } }
  }
  const list = async (user: User) =>
    (await call(user, 'GET', '/categories')).body as unknown as CategoryJson[]
  const named = async (user: User, name: string) => (await list(user)).find((c) => c.name === name)!
  const create = async (user: User, body: Json) => {
    const res = await call(user, 'POST', '/categories', body)
    expect(res.status, JSON.stringify(res.body)).to.equal(201)
    return res.body as unknown as CategoryJson
  }
  const postTransaction = async (user: User, extra: Json) => {
    const res = await call(user, 'POST', '/transactions', transactionBody(extra))
    expect(res.status, JSON.stringify(res.body)).to.equal(201)
    return res.body
  }

  describe('the list', () => {
    it("is made on first use: the defaults and the names already on the user's transactions", async () => {
      const user = newUser()
      await call(user, 'GET', '/accounts') // the user exists
      const transactions = app.container.cradle.transactions
      for (const category of ['Pets', 'GROCERIES'])
        await transactions.insert(user.id, randomUUID(), transactionDraft({ category }), new Date())
      const categories = await list(user)
      expect(categories.map((c) => c.name)).to.have.members([
        ...DEFAULT_CATEGORIES.map((d) => d.name),
        'Pets',
      ])
      expect(categories.find((c) => c.name === 'salary')).to.include({ kind: 'income', parent_id: null })
      expect((await list(user)).map((c) => c.id)).to.deep.equal(categories.map((c) => c.id))
    })

    it("creates, gets, and answers 201 with Location; the kind defaults to the parent's", async () => {
      const user = newUser()
      const salary = await named(user, 'salary')
      const res = await app.fetch(
        '/categories',
        jsonInit('POST', { name: '  Bonus ', parent_id: salary.id }, user.auth),
      )
      expect(res.status).to.equal(201)
      const bonus = (await res.json()) as CategoryJson
      expect(res.headers.get('location')).to.equal(`/categories/${bonus.id}`)
      expect(bonus).to.include({ name: 'Bonus', parent_id: salary.id, kind: 'income' })
      expect((await call(user, 'GET', `/categories/${bonus.id}`)).body).to.deep.equal(bonus)
      expect(await create(user, { name: 'Pets' })).to.include({ kind: 'expense', parent_id: null })
      const listed = await list(user)
      expect(listed.at(-1)!.id, 'children after parents').to.equal(bonus.id)
    })

    it('refuses a duplicate name ignoring case and spaces (409 category_name_taken), on create and rename', async () => {
      const user = newUser()
      const res = await call(user, 'POST', '/categories', { name: ' Coffee ' })
      expect(res.status).to.equal(409)
      expect(res.body).to.include({ code: 'category_name_taken' })
      expect(res.body.detail).to.contain('Coffee')
      const dining = await named(user, 'dining')
      const rename = await call(user, 'PATCH', `/categories/${dining.id}`, { name: 'GROCERIES' })
      expect(rename.status).to.equal(409)
      expect(rename.body).to.include({ code: 'category_name_taken' })
      expect((await call(newUser(), 'POST', '/categories', { name: 'Pets' })).status).to.equal(201)
    })

    it('checks the name and kind: empty, over 60 characters, unknown kind, unknown field (422 with pointers)', async () => {
      const user = newUser()
      for (const [body, pointer] of [
        [{ name: '   ' }, '/name'],
        [{ name: 'x'.repeat(61) }, '/name'],
        [{ name: 'ok', kind: 'spending' }, '/kind'],
        [{ name: 'ok', colour: 'red' }, '/colour'],
        [{}, '/name'],
      ] as const) {
        const res = await call(user, 'POST', '/categories', body)
        expect(res.status, JSON.stringify(body)).to.equal(422)
        expect(res.body.errors!.map((e) => e.pointer)).to.deep.equal([pointer])
      }
      expect((await create(user, { name: 'y'.repeat(60) })).name).to.have.length(60)
    })
  })

  describe('one level of parents', () => {
    it('refuses a grandchild, a parent for a category with children, itself, and a parent that is not yours (422 /parent_id)', async () => {
      const user = newUser()
      const food = await named(user, 'dining')
      const lunch = await create(user, { name: 'lunch', parent_id: food.id })
      const refused = [
        await call(user, 'POST', '/categories', { name: 'sandwiches', parent_id: lunch.id }),
        await call(user, 'PATCH', `/categories/${food.id}`, {
          parent_id: (await named(user, 'groceries')).id,
        }),
        await call(user, 'PATCH', `/categories/${lunch.id}`, { parent_id: lunch.id }),
        await call(user, 'POST', '/categories', {
          name: 'x',
          parent_id: (await named(newUser(), 'dining')).id,
        }),
        await call(user, 'POST', '/categories', { name: 'x', parent_id: randomUUID() }),
      ]
      for (const res of refused) {
        expect(res.status, JSON.stringify(res.body)).to.equal(422)
        expect(res.body.errors!.map((e) => e.pointer)).to.deep.equal(['/parent_id'])
      }
      const moved = await call(user, 'PATCH', `/categories/${lunch.id}`, { parent_id: null })
      expect(moved.body).to.include({ parent_id: null, name: 'lunch' })
      const nowChild = await call(user, 'PATCH', `/categories/${food.id}`, {
        parent_id: (await named(user, 'groceries')).id,
      })
      expect(nowChild.status, 'no children any more').to.equal(200)
    })
  })

  describe('rename and delete', () => {
    it('renaming renames it on every transaction of the user, whose version goes up', async () => {
      const user = newUser()
      const other = newUser()
      const tx = await postTransaction(user, { category: 'Coffee' })
      const theirs = await postTransaction(other, { category: 'coffee' })
      const coffee = await named(user, 'coffee')
      const res = await call(user, 'PATCH', `/categories/${coffee.id}`, { name: 'Café & tea' })
      expect(res.body).to.include({ id: coffee.id, name: 'Café & tea' })
      const after = (await call(user, 'GET', `/transactions/${tx.id as string}`)).body
      expect(after).to.include({ category: 'Café & tea', version: (tx.version as number) + 1 })
      expect((await call(other, 'GET', `/transactions/${theirs.id as string}`)).body).to.include({
        category: 'coffee',
      })
    })

    it('deleting a category with transactions is 409 without reassign_to, and moves them with it', async () => {
      const user = newUser()
      const tx = await postTransaction(user, { category: 'dining' })
      const dining = await named(user, 'dining')
      const groceries = await named(user, 'groceries')
      const lunch = await create(user, { name: 'lunch', parent_id: dining.id })

      const refused = await call(user, 'DELETE', `/categories/${dining.id}`)
      expect(refused.status).to.equal(409)
      expect(refused.body).to.include({ code: 'category_in_use' })
      expect(refused.body.detail).to.contain('1 transaction')
      expect((await call(user, 'GET', `/categories/${dining.id}`)).status).to.equal(200)

      for (const bad of [dining.id, randomUUID(), (await named(newUser(), 'groceries')).id]) {
        const res = await call(user, 'DELETE', `/categories/${dining.id}?reassign_to=${bad}`)
        expect(res.status).to.equal(422)
        expect(res.body.errors!.map((e) => e.pointer)).to.deep.equal(['/query/reassign_to'])
      }

      expect(
        (await call(user, 'DELETE', `/categories/${dining.id}?reassign_to=${groceries.id}`)).status,
      ).to.equal(204)
      expect((await call(user, 'GET', `/categories/${dining.id}`)).status).to.equal(404)
      expect((await call(user, 'GET', `/transactions/${tx.id as string}`)).body).to.include({
        category: 'groceries',
      })
      expect((await call(user, 'GET', `/categories/${lunch.id}`)).body).to.include({ parent_id: null })
      expect((await call(user, 'DELETE', `/categories/${lunch.id}`)).status, 'unused').to.equal(204)
    })

    describe("another area's table referring to categories(id)", () => {
      const db = () => app.container.cradle.db
      before(async () => {
        await sql`CREATE TABLE test_category_budgets (
          id uuid PRIMARY KEY, user_id text NOT NULL, month text NOT NULL,
          category_id uuid NOT NULL REFERENCES categories(id) ON DELETE RESTRICT,
          UNIQUE (user_id, month, category_id))`.execute(db())
      })
      after(async () => {
        await sql`DROP TABLE test_category_budgets`.execute(db())
      })
      const budget = (user: User, month: string, categoryId: string) =>
        sql`INSERT INTO test_category_budgets VALUES (${randomUUID()}, ${user.id}, ${month}, ${categoryId})`.execute(
          db(),
        )
      const budgetsOf = async (user: User) =>
        (
          await sql<{
            month: string
            category_id: string
          }>`SELECT month, category_id FROM test_category_budgets
            WHERE user_id = ${user.id} ORDER BY month`.execute(db())
        ).rows

      it('is a 409 naming the table without reassign_to, and moves with it', async () => {
        const user = newUser()
        const fuel = await named(user, 'fuel')
        const transport = await named(user, 'transport')
        await budget(user, '2026-10', fuel.id)
        await budget(user, '2026-11', fuel.id)
        // The table was made after this app read the references (earlier deletes): the foreign key
        // still refuses, naming the table, and the references are read again for the next delete.
        const first = await call(user, 'DELETE', `/categories/${fuel.id}`)
        expect(first.status).to.equal(409)
        expect(first.body).to.include({ code: 'category_in_use' })
        expect(first.body.detail).to.contain('test_category_budgets')
        const refused = await call(user, 'DELETE', `/categories/${fuel.id}`)
        expect(refused.status).to.equal(409)
        expect(refused.body.detail).to.contain('2 rows of test_category_budgets.category_id')
        const moved = await call(user, 'DELETE', `/categories/${fuel.id}?reassign_to=${transport.id}`)
        expect(moved.status).to.equal(204)
        expect(await budgetsOf(user)).to.deep.equal([
          { month: '2026-10', category_id: transport.id },
          { month: '2026-11', category_id: transport.id },
        ])
      })

      it('a move that would duplicate a unique row is a 409 and changes nothing', async () => {
        const user = newUser()
        const tx = await postTransaction(user, { category: 'travel' })
        const travel = await named(user, 'travel')
        const transport = await named(user, 'transport')
        await budget(user, '2026-11', travel.id)
        await budget(user, '2026-11', transport.id)
        const res = await call(user, 'DELETE', `/categories/${travel.id}?reassign_to=${transport.id}`)
        expect(res.status).to.equal(409)
        expect(res.body).to.include({ code: 'conflict' })
        expect(res.body.detail).to.contain('test_category_budgets')
        expect((await call(user, 'GET', `/categories/${travel.id}`)).status).to.equal(200)
        expect((await call(user, 'GET', `/transactions/${tx.id as string}`)).body).to.include({
          category: 'travel',
        })
        expect(await budgetsOf(user)).to.have.length(2)
      })
    })
  })

  describe('isolation', () => {
    it("user B gets 404 on user A's category for GET, PATCH and DELETE, and A's stays as it was", async () => {
      const alice = newUser()
      const bob = newUser()
      const pets = await create(alice, { name: 'Pets' })
      for (const [method, body] of [['GET'], ['PATCH', { name: 'mine' }], ['DELETE']] as const) {
        const res = await call(bob, method, `/categories/${pets.id}`, body)
        expect(res.status, method).to.equal(404)
        expect(res.body).to.include({ code: 'not_found' })
      }
      expect((await call(alice, 'GET', `/categories/${pets.id}`)).body).to.deep.equal(pets)
      expect((await list(bob)).map((c) => c.id)).not.to.include(pets.id)
      expect((await call(alice, 'GET', '/categories/not-a-uuid')).status).to.equal(404)
    })
  })

  describe('erasure', () => {
    it('DELETE /me erases categories with subcategories; the next use starts the defaults again', async () => {
      const user = newUser()
      const dining = await named(user, 'dining')
      const lunch = await create(user, { name: 'lunch', parent_id: dining.id })
      await postTransaction(user, { category: 'lunch' })
      expect((await call(user, 'DELETE', '/me')).status).to.equal(204)
      const again = await list(user)
      expect(again.map((c) => c.name)).to.have.members(DEFAULT_CATEGORIES.map((d) => d.name))
      expect(again.map((c) => c.id)).not.to.include(lunch.id)
    })
  })

  describe('on transactions', () => {
    it("makes a name the user has no category for on POST, PUT and PATCH (the transaction's kind, top-level), matched ignoring case and spaces", async () => {
      const user = newUser()
      const tx = await postTransaction(user, {})
      for (const [method, path, body, name] of [
        ['POST', '/transactions', transactionBody({ category: ' Food ' }), 'Food'],
        ['PUT', `/transactions/${tx.id as string}`, transactionBody({ category: 'misc' }), 'misc'],
        ['PATCH', `/transactions/${tx.id as string}`, { category: 'Side gigs', type: 'income' }, 'Side gigs'],
      ] as const) {
        const res = await call(user, method, path, body)
        expect(res.status, method).to.equal(method === 'POST' ? 201 : 200)
        expect(res.body, method).to.include({ category: name, category_source: 'user' })
      }
      expect(await postTransaction(user, { category: 'FOOD' })).to.include({ category: 'Food' })
      const made = (await list(user)).filter((c) =>
        ['food', 'misc', 'side gigs'].includes(c.name.toLowerCase()),
      )
      expect(made.map((c) => [c.name, c.kind, c.parent_id])).to.have.deep.members([
        ['Food', 'expense', null],
        ['misc', 'expense', null],
        ['Side gigs', 'income', null],
      ])
      expect(await list(user)).to.have.length(DEFAULT_CATEGORIES.length + 3)
    })

    it('refuses only a category name over 60 characters (422 /category); an empty one clears the category', async () => {
      const user = newUser()
      const tx = await postTransaction(user, {})
      for (const [method, path, body] of [
        ['POST', '/transactions', transactionBody({ category: 'x'.repeat(61) })],
        ['PUT', `/transactions/${tx.id as string}`, transactionBody({ category: 'x'.repeat(61) })],
        ['PATCH', `/transactions/${tx.id as string}`, { category: 'x'.repeat(61) }],
      ] as const) {
        const res = await call(user, method, path, body)
        expect(res.status, method).to.equal(422)
        expect(res.body.errors!.map((e) => e.pointer)).to.deep.equal(['/category'])
      }
      const cleared = await call(user, 'PATCH', `/transactions/${tx.id as string}`, { category: '  ' })
      expect(cleared.body).to.include({ category: null, category_source: 'none' })
      expect(await list(user)).to.have.length(DEFAULT_CATEGORIES.length)
    })

    it('two writes making the same new name at once end with one category', async () => {
      const user = newUser()
      await list(user)
      const spellings = ['Pets', ' pets ', 'PETS', 'pets', 'Pets ', 'pETS']
      const written = await Promise.all(
        spellings.map((category) => call(user, 'POST', '/transactions', transactionBody({ category }))),
      )
      expect(written.map((r) => r.status)).to.deep.equal(spellings.map(() => 201))
      const pets = (await list(user)).filter((c) => c.name.toLowerCase() === 'pets')
      expect(pets).to.have.length(1)
      expect(new Set(written.map((r) => r.body.category))).to.deep.equal(new Set([pets[0]!.name]))
    })

    it('shows category_source and category_confidence: user when set through the API, kept by other changes, none when cleared', async () => {
      const user = newUser()
      const set = await postTransaction(user, { category: 'Groceries' })
      expect(set).to.include({ category: 'groceries', category_source: 'user', category_confidence: null })
      expect(categorizer.choices.map((t) => t.id)).to.include(set.id)

      const auto = await postTransaction(user, { category: null, merchant: 'MIGROS' })
      expect(auto).to.include({ category: 'groceries', category_source: 'rule', category_confidence: 1 })
      expect(categorizer.asked.some((d) => d.merchant === 'MIGROS')).to.equal(true)
      const id = auto.id as string

      const notes = await call(user, 'PATCH', `/transactions/${id}`, { notes: 'weekly shop' })
      expect(notes.body).to.include({
        category: 'groceries',
        category_source: 'rule',
        category_confidence: 1,
      })
      const sameOnPut = await call(
        user,
        'PUT',
        `/transactions/${id}`,
        transactionBody({ category: 'groceries', merchant: 'MIGROS' }),
      )
      expect(sameOnPut.body).to.include({ category_source: 'rule', category_confidence: 1 })
      // The same category in another spelling is the same category, still spelled as stored.
      const loudPut = await call(
        user,
        'PUT',
        `/transactions/${id}`,
        transactionBody({ category: ' GROCERIES ', merchant: 'MIGROS' }),
      )
      expect(loudPut.body).to.include({ category: 'groceries', category_source: 'rule' })
      expect(categorizer.choices.map((t) => t.id)).not.to.include(id)

      const changed = await call(user, 'PATCH', `/transactions/${id}`, { category: 'dining' })
      expect(changed.body).to.include({
        category: 'dining',
        category_source: 'user',
        category_confidence: null,
      })
      expect(categorizer.choices.filter((t) => t.id === id)).to.have.length(1)

      const cleared = await call(user, 'PATCH', `/transactions/${id}`, { category: null })
      expect(cleared.body).to.include({ category: null, category_source: 'none', category_confidence: null })
      const none = await postTransaction(user, { category: null, merchant: 'Someone' })
      expect(none).to.include({ category: null, category_source: 'none', category_confidence: null })
    })

    it('refuses category_source from a client (read-only)', async () => {
      const user = newUser()
      const res = await call(user, 'POST', '/transactions', transactionBody({ category_source: 'rule' }))
      expect(res.status).to.equal(422)
      expect(res.body.errors!.map((e) => e.pointer)).to.deep.equal(['/category_source'])
    })

    it("?category= includes the category's children, any case", async () => {
      const user = newUser()
      const dining = await named(user, 'dining')
      await create(user, { name: 'lunch', parent_id: dining.id })
      const a = await postTransaction(user, { category: 'dining', occurred_at: '2026-11-01T00:00:00Z' })
      const b = await postTransaction(user, { category: 'lunch', occurred_at: '2026-11-02T00:00:00Z' })
      await postTransaction(user, { category: 'coffee', occurred_at: '2026-11-03T00:00:00Z' })
      const ids = async (q: string) =>
        ((await call(user, 'GET', `/transactions?${q}`)).body as unknown as Json[]).map((t) => t.id)
      expect(await ids('category=Dining')).to.deep.equal([b.id, a.id])
      expect(await ids('category=lunch')).to.deep.equal([b.id])
      expect(await ids('category=unknown')).to.deep.equal([])
    })
  })
})
