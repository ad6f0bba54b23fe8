import { expect } from 'chai'
import { asValue } from 'awilix'
import { randomUUID } from 'node:crypto'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { transactionBody } from '../support/ledger-fixtures.js'
import { newUser } from '../support/tokens.js'
import { USER_RULES_MAX } from '../../src/domain/rules/rule-validation.js'
import type { RuleWorkBudget } from '../../src/application/use-cases/rules/rule-work-pace.js'

type Json = Record<string, unknown>
type User = ReturnType<typeof newUser>

describe('rules: limits on a user’s rules and on one request’s work', () => {
  let app: TestApp
  // No time at all: every apply or preview call goes through one transaction and stops.
  const budget: RuleWorkBudget = { sliceMs: 0, requestMs: 0 }
  before(async () => {
    app = await startTestApp({
      register: (container) => container.register({ ruleWorkBudget: asValue(budget) }),
    })
  })
  after(async () => app.close())

  const call = async (user: User, method: string, path: string, body?: unknown) => {
    const res = await app.fetch(path, jsonInit(method, body, user.auth))
    const text = await res.text()
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      body: (text ? JSON.parse(text) : null) as Json,
    }
  }
  const rule = (i: number, extra: Json = {}) => ({
    conditions: [{ field: 'merchant', op: 'matches', value: `shop ${i}\\b` }],
    actions: { merchant: `Shop ${i}` },
    ...extra,
  })

  it(`refuses a user's rule beyond ${USER_RULES_MAX} with 422 naming the limit; learned rules do not count`, async () => {
    const alice = newUser()
    expect((await call(alice, 'POST', '/rules', rule(0))).status).to.equal(201)
    const { db } = app.container.cradle
    const at = new Date()
    const row = (i: number, origin: 'user' | 'learned') => ({
      id: randomUUID(),
      user_id: alice.id,
      conditions: JSON.stringify(rule(i).conditions),
      match: 'all' as const,
      merchant_rename: `Shop ${i}`,
      priority: 0,
      enabled: true,
      created_from: origin,
      created_at: at,
      updated_at: at,
    })
    // The user's rules up to one below the limit, and learned ones beside them, straight into the table.
    const rows = [
      ...Array.from({ length: USER_RULES_MAX - 2 }, (_, i) => row(i + 1, 'user')),
      ...Array.from({ length: 20 }, (_, i) => row(i + 1_000, 'learned')),
    ]
    await db.insertInto('rules').values(rows).execute()
    expect((await call(alice, 'POST', '/rules', rule(9_998))).status).to.equal(201)

    const refused = await call(alice, 'POST', '/rules', rule(9_999))
    expect(refused.status).to.equal(422)
    expect(refused.type).to.contain('application/problem+json')
    const errors = refused.body.errors as { pointer: string; detail: string }[]
    expect(errors).to.have.length(1)
    expect(errors[0]!.pointer).to.equal('')
    expect(errors[0]!.detail).to.contain(String(USER_RULES_MAX))
    // Another user is not affected, and a change to one of the rules is still allowed.
    expect((await call(newUser(), 'POST', '/rules', rule(1))).status).to.equal(201)
    const id = (await call(alice, 'GET', '/rules')).body as unknown as { id: string }[]
    expect((await call(alice, 'PATCH', `/rules/${id[0]!.id}`, { priority: 3 })).status).to.equal(200)
  })

  it('refuses more than 20 conditions on a rule with 422 naming the limit at /conditions', async () => {
    const conditions = Array.from({ length: 21 }, (_, i) => ({
      field: 'merchant',
      op: 'contains',
      value: `m${i}`,
    }))
    const res = await call(newUser(), 'POST', '/rules', { conditions, actions: { merchant: 'X' } })
    expect(res.status).to.equal(422)
    expect(res.type).to.contain('application/problem+json')
    const errors = res.body.errors as { pointer: string; detail: string }[]
    expect(errors.map((e) => e.pointer)).to.deep.equal(['/conditions'])
    expect(errors[0]!.detail).to.contain('20')
  })

  it('apply and preview stop at the time budget and go on from next_cursor until complete', async () => {
    const alice = newUser()
    const ids: string[] = []
    for (let i = 0; i < 4; i++) {
      const res = await call(
        alice,
        'POST',
        '/transactions',
        transactionBody({
          category: null,
          merchant: `SHOP ${i % 2} #${i}`,
          occurred_at: `2026-11-2${i}T10:00:00Z`,
        }),
      )
      expect(res.status, JSON.stringify(res.body)).to.equal(201)
      ids.push(res.body.id as string)
    }
    const made = await call(alice, 'POST', '/rules', rule(1))
    expect(made.status).to.equal(201)

    const preview = await call(alice, 'POST', `/rules/${made.body.id as string}/preview`)
    expect(preview.body).to.include({ complete: false, count: 1 })
    const more = await call(
      alice,
      'POST',
      `/rules/${made.body.id as string}/preview?cursor=${encodeURIComponent(preview.body.next_cursor as string)}`,
    )
    expect(more.body).to.include({ complete: false, count: 0 })

    const seen: string[] = []
    let cursor: string | undefined
    let calls = 0
    do {
      const res = await call(alice, 'POST', '/rules/apply', { dry_run: false, ...(cursor && { cursor }) })
      expect(res.status, JSON.stringify(res.body)).to.equal(200)
      calls++
      seen.push(...(res.body.changes as { id: string }[]).map((c) => c.id))
      cursor = (res.body.next_cursor as string | null) ?? undefined
      expect(res.body.complete).to.equal(cursor === undefined)
    } while (cursor && calls < 10)
    // Newest first, one transaction a call; the fourth call finds nothing after the last.
    expect(calls).to.equal(4)
    expect(seen).to.deep.equal([ids[3], ids[1]])
    const again = await call(alice, 'POST', '/rules/apply', { dry_run: true })
    expect(again.body.count).to.equal(0)

    const tampered = await call(alice, 'POST', '/rules/apply', { dry_run: true, cursor: 'AAAA.bogus' })
    expect(tampered.status).to.equal(400)
    expect(tampered.type).to.contain('application/problem+json')
  })
})
