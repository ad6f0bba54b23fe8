import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { transactionBody } from '../support/ledger-fixtures.js'
import { newUser } from '../support/tokens.js'

type Json = Record<string, unknown>
interface Change {
  id: string
  merchant: string | null
  new_category: string | null
  new_merchant: string | null
  new_notes: string | null
  rule_id: string
}
interface Changes {
  count: number
  limit: number
  changes: Change[]
  dry_run?: boolean
}

const coffeeRule = (extra: Json = {}) => ({
  conditions: [{ field: 'merchant', op: 'contains', value: 'bottle' }],
  actions: { category: 'coffee' },
  ...extra,
})

describe('rules: CRUD, preview and apply over HTTP', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  const call = async (user: ReturnType<typeof newUser>, method: string, path: string, body?: unknown) => {
    const res = await app.fetch(path, jsonInit(method, body, user.auth))
    const text = await res.text()
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      body: (text ? JSON.parse(text) : null) as Json,
    }
  }
  const transaction = async (user: ReturnType<typeof newUser>, extra: Json) => {
    const res = await call(user, 'POST', '/transactions', transactionBody({ category: null, ...extra }))
    expect(res.status, JSON.stringify(res.body)).to.equal(201)
    return res.body.id as string
  }
  const stored = async (id: string) =>
    app.container.cradle.db
      .selectFrom('transactions')
      .select(['category', 'category_source', 'category_confidence', 'merchant', 'notes', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  it('creates, reads, lists in priority order, changes and deletes a rule', async () => {
    const alice = newUser()
    const created = await call(alice, 'POST', '/rules', coffeeRule({ priority: 2 }))
    expect(created.status, JSON.stringify(created.body)).to.equal(201)
    expect(created.body).to.deep.include({
      conditions: [{ field: 'merchant', op: 'contains', value: 'bottle' }],
      match: 'all',
      actions: { category: 'coffee' },
      priority: 2,
      enabled: true,
      created_from: 'user',
      hits: 0,
    })
    const id = created.body.id as string
    const other = await call(alice, 'POST', '/rules', {
      conditions: [{ field: 'amount', op: 'between', value: [100, '250.5'] }],
      match: 'any',
      actions: { category: 'Groceries', merchant: 'Big Shop', notes_append: 'weekly shop' },
      priority: 7,
    })
    expect(other.status, JSON.stringify(other.body)).to.equal(201)
    expect(other.body.conditions).to.deep.equal([{ field: 'amount', op: 'between', value: ['100', '250.5'] }])
    expect(other.body.actions).to.deep.equal({
      category: 'groceries',
      merchant: 'Big Shop',
      notes_append: 'weekly shop',
    })

    expect((await call(alice, 'GET', `/rules/${id}`)).body).to.deep.equal(created.body)
    const list = await call(alice, 'GET', '/rules')
    expect((list.body as unknown as Json[]).map((r) => r.id)).to.deep.equal([other.body.id, id])

    const patched = await call(alice, 'PATCH', `/rules/${id}`, { priority: 9, enabled: false })
    expect(patched.status).to.equal(200)
    expect(patched.body).to.deep.include({ priority: 9, enabled: false, actions: { category: 'coffee' } })
    expect(patched.body.conditions).to.deep.equal(created.body.conditions)

    expect((await call(alice, 'DELETE', `/rules/${id}`)).status).to.equal(204)
    expect((await call(alice, 'GET', `/rules/${id}`)).status).to.equal(404)
    expect((await call(alice, 'DELETE', `/rules/${id}`)).status).to.equal(404)
  })

  it("makes a category the user has none of named by a rule's action, as a transaction would", async () => {
    const alice = newUser()
    const yachts = await call(alice, 'POST', '/rules', coffeeRule({ actions: { category: ' Yachts ' } }))
    expect(yachts.status, JSON.stringify(yachts.body)).to.equal(201)
    expect(yachts.body.actions).to.deep.equal({ category: 'Yachts' })
    const tips = await call(
      alice,
      'POST',
      '/rules',
      coffeeRule({
        conditions: [{ field: 'type', op: 'is', value: 'income' }],
        actions: { category: 'tips' },
      }),
    )
    expect(tips.status, JSON.stringify(tips.body)).to.equal(201)
    const patched = await call(alice, 'PATCH', `/rules/${yachts.body.id as string}`, {
      actions: { category: 'YACHTS' },
    })
    expect(patched.body.actions).to.deep.equal({ category: 'Yachts' })
    const made = ((await call(alice, 'GET', '/categories')).body as unknown as Json[]).filter((c) =>
      ['yachts', 'tips'].includes((c.name as string).toLowerCase()),
    )
    expect(made.map((c) => [c.name, c.kind, c.parent_id])).to.have.deep.members([
      ['Yachts', 'expense', null],
      ['tips', 'income', null],
    ])
    const id = await transaction(alice, { merchant: 'Blue Bottle' })
    expect(await stored(id)).to.include({ category: 'Yachts', category_source: 'rule' })
  })

  it('answers 422 problem+json with pointers for rules that make no sense', async () => {
    const alice = newUser()
    const cases: [unknown, string[]][] = [
      [coffeeRule({ conditions: [] }), ['/conditions']],
      [coffeeRule({ actions: {} }), ['/actions']],
      [coffeeRule({ conditions: [{ field: 'merchant', op: 'gt', value: '5' }] }), ['/conditions/0/op']],
      [
        coffeeRule({ conditions: [{ field: 'amount', op: 'between', value: ['9', '1'] }] }),
        ['/conditions/0/value'],
      ],
      [
        coffeeRule({ conditions: [{ field: 'merchant', op: 'matches', value: '(a+)+$' }] }),
        ['/conditions/0/value'],
      ],
      [
        coffeeRule({ conditions: [{ field: 'merchant', op: 'matches', value: '(?=x)y' }] }),
        ['/conditions/0/value'],
      ],
      [coffeeRule({ conditions: [{ field: 'type', op: 'is', value: 'gift' }] }), ['/conditions/0/value']],
      [coffeeRule({ actions: { category: '   ' } }), ['/actions/category']],
      [coffeeRule({ actions: { category: 'y'.repeat(61) } }), ['/actions/category']],
      [coffeeRule({ conditions: [{ field: 'payee', op: 'is', value: 'x' }] }), ['/conditions/0/field']],
      [coffeeRule({ colour: 'red' }), ['']],
    ]
    for (const [body, pointers] of cases) {
      const res = await call(alice, 'POST', '/rules', body)
      expect(res.status, JSON.stringify(body)).to.equal(422)
      expect(res.type).to.contain('application/problem+json')
      const got = (res.body.errors as { pointer: string }[]).map((e) => e.pointer)
      if (pointers[0] === '') expect(got, JSON.stringify(body)).to.have.length.greaterThan(0)
      else expect(got, JSON.stringify(body)).to.deep.equal(pointers)
    }
    const rule = await call(alice, 'POST', '/rules', coffeeRule())
    const bad = await call(alice, 'PATCH', `/rules/${rule.body.id as string}`, { actions: {} })
    expect(bad.status).to.equal(422)
    expect((await call(alice, 'GET', `/rules/${rule.body.id as string}`)).body.actions).to.deep.equal({
      category: 'coffee',
    })
  })

  it('preview lists what a rule would change and writes nothing; apply dry_run writes nothing; apply writes once', async () => {
    const alice = newUser()
    const latte = await transaction(alice, {
      merchant: 'SQ *BLUE BOTTLE #12',
      occurred_at: '2026-11-20T10:00:00Z',
    })
    const beans = await transaction(alice, {
      merchant: 'Blue Bottle Online',
      notes: 'beans',
      occurred_at: '2026-11-21T10:00:00Z',
    })
    const mine = await transaction(alice, { merchant: 'Blue Bottle', category: 'dining' })
    const other = await transaction(alice, { merchant: 'Tesco' })
    const rule = await call(
      alice,
      'POST',
      '/rules',
      coffeeRule({ actions: { category: 'coffee', merchant: 'Blue Bottle', notes_append: '#coffee' } }),
    )
    const ruleId = rule.body.id as string
    const before = await stored(latte)

    const preview = await call(alice, 'POST', `/rules/${ruleId}/preview`)
    expect(preview.status).to.equal(200)
    const p = preview.body as unknown as Changes
    expect(p.count).to.equal(2)
    expect(p.limit).to.equal(100)
    expect(p.changes.map((c) => c.id)).to.deep.equal([beans, latte])
    expect(p.changes[0]).to.deep.include({
      merchant: 'Blue Bottle Online',
      new_category: 'coffee',
      new_merchant: 'Blue Bottle',
      new_notes: 'beans\n#coffee',
      rule_id: ruleId,
    })
    expect(await stored(latte)).to.deep.equal(before)

    const dry = await call(alice, 'POST', '/rules/apply', { dry_run: true })
    expect(dry.status).to.equal(200)
    expect(dry.body).to.deep.include({ dry_run: true, count: 2 })
    expect(await stored(latte)).to.deep.equal(before)
    expect((await call(alice, 'GET', `/rules/${ruleId}`)).body.hits).to.equal(0)

    const applied = await call(alice, 'POST', '/rules/apply', { dry_run: false })
    expect(applied.body).to.deep.include({ dry_run: false, count: 2 })
    expect(await stored(latte)).to.deep.equal({
      category: 'coffee',
      category_source: 'rule',
      category_confidence: 1,
      merchant: 'Blue Bottle',
      notes: '#coffee',
      version: before.version + 1,
    })
    expect(await stored(beans)).to.deep.include({ category: 'coffee', notes: 'beans\n#coffee' })
    expect(await stored(mine)).to.deep.include({
      category: 'dining',
      category_source: 'user',
      merchant: 'Blue Bottle',
    })
    expect(await stored(other)).to.deep.include({ category: null, category_source: 'none' })
    expect((await call(alice, 'GET', `/rules/${ruleId}`)).body.hits).to.equal(2)

    const again = await call(alice, 'POST', '/rules/apply', { dry_run: false })
    expect(again.body).to.deep.include({ count: 0, changes: [] })
    expect((await call(alice, 'GET', `/rules/${ruleId}`)).body.hits).to.equal(2)
  })

  it('applies the highest-priority matching rule to each transaction; disabled rules do not run', async () => {
    const alice = newUser()
    const tx = await transaction(alice, { merchant: 'Shell Station 44', amount: '60.00' })
    const small = await transaction(alice, { merchant: 'Shell Station 44', amount: '3.20' })
    await call(alice, 'POST', '/rules', {
      conditions: [{ field: 'merchant', op: 'starts_with', value: 'shell' }],
      actions: { category: 'fuel' },
      priority: 1,
    })
    await call(alice, 'POST', '/rules', {
      conditions: [
        { field: 'merchant', op: 'matches', value: '^shell\\b' },
        { field: 'amount', op: 'lt', value: '5' },
      ],
      actions: { category: 'coffee' },
      priority: 5,
    })
    await call(alice, 'POST', '/rules', {
      conditions: [{ field: 'currency', op: 'is', value: 'usd' }],
      actions: { category: 'travel' },
      priority: 99,
      enabled: false,
    })
    const applied = await call(alice, 'POST', '/rules/apply', { dry_run: false })
    expect(applied.body.count).to.equal(2)
    expect((await stored(tx)).category).to.equal('fuel')
    expect((await stored(small)).category).to.equal('coffee')
  })

  it("keeps users apart: another user's rule is 404 everywhere, and apply touches only the caller's transactions", async () => {
    const [alice, bob] = [newUser(), newUser()]
    const rule = await call(alice, 'POST', '/rules', coffeeRule())
    const id = rule.body.id as string
    const bobsTx = await transaction(bob, { merchant: 'Blue Bottle' })
    for (const [method, path, body] of [
      ['GET', `/rules/${id}`, undefined],
      ['PATCH', `/rules/${id}`, { priority: 3 }],
      ['DELETE', `/rules/${id}`, undefined],
      ['POST', `/rules/${id}/preview`, undefined],
    ] as const) {
      const res = await call(bob, method, path, body)
      expect(res.status, `${method} ${path}`).to.equal(404)
      expect(res.type).to.contain('application/problem+json')
    }
    expect((await call(bob, 'GET', '/rules')).body).to.deep.equal([])
    expect((await call(alice, 'GET', `/rules/${id}`)).body).to.deep.equal(rule.body)
    expect((await call(alice, 'POST', '/rules/apply', { dry_run: false })).body.count).to.equal(0)
    expect(await stored(bobsTx)).to.deep.include({ category: null, category_source: 'none' })
    expect((await call(bob, 'GET', `/rules/${randomUUID()}`)).status).to.equal(404)
  })
})
