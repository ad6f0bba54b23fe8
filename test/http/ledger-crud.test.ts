import { expect } from 'chai'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { accountBody, holdingBody, transactionBody } from '../support/ledger-fixtures.js'
import { newUser } from '../support/tokens.js'

type Json = Record<string, unknown>

describe('ledger CRUD', () => {
  let app: TestApp
  const user = newUser()
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.fetch(path, jsonInit('POST', body, { ...user.auth, ...headers }))
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('creates with 201, Location and ETag, then reads it back', async () => {
    const res = await post('/accounts/', accountBody())
    expect(res.status).to.equal(201)
    const created = (await res.json()) as Json
    expect(res.headers.get('location')).to.equal(`/accounts/${created.id as string}`)
    expect(res.headers.get('etag')).to.equal('"v1"')
    expect(created).to.include({
      name: 'Everyday',
      type: 'checking',
      currency: 'USD',
      balance: '1200.50',
      is_active: true,
      institution: null,
      version: 1,
    })
    const got = await app.fetch(res.headers.get('location')!, { headers: user.auth })
    expect(got.status).to.equal(200)
    expect(got.headers.get('etag')).to.equal('"v1"')
    expect(await got.json()).to.deep.equal(created)
  })

  it('refuses unknown, server-owned and invalid fields with one pointer each (422)', async () => {
    const res = await post('/transactions/', {
      ...transactionBody(),
      amount: '-3',
      currency: 'dollars',
      colour: 'red',
      user_id: 'x',
      id: 'y',
    })
    expect(res.status).to.equal(422)
    const problem = (await res.json()) as { code: string; errors: { pointer: string; detail: string }[] }
    expect(problem.code).to.equal('validation_failed')
    expect(problem.errors.map((e) => e.pointer)).to.have.members(['/colour', '/user_id', '/id'])
    const meaning = await post('/transactions/', {
      ...transactionBody(),
      amount: '-3',
      currency: 'dollars',
      occurred_at: 'yesterday',
    })
    const errors = ((await meaning.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)
    expect(errors).to.have.members(['/amount', '/currency', '/occurred_at'])
  })

  it('takes the sources a client may name; a forged bank_sync is 422 on POST, PUT and PATCH', async () => {
    for (const source of ['manual', 'notification', 'bill', 'import']) {
      const res = await post('/transactions/', transactionBody({ source }))
      expect(res.status, source).to.equal(201)
      expect(((await res.json()) as Json).source).to.equal(source)
    }
    const forged = await post('/transactions/', transactionBody({ source: 'bank_sync' }))
    expect(forged.status).to.equal(422)
    expect(forged.headers.get('content-type')).to.match(/^application\/problem\+json/)
    const problem = (await forged.json()) as { code: string; errors: { pointer: string; detail: string }[] }
    expect(problem.code).to.equal('validation_failed')
    expect(problem.errors.map((e) => e.pointer)).to.deep.equal(['/source'])
    expect(problem.errors[0]!.detail).to.contain('bank_sync')
    const created = (await (await post('/transactions/', transactionBody())).json()) as Json
    const path = `/transactions/${created.id as string}`
    for (const [method, body] of [
      ['PATCH', { source: 'bank_sync' }],
      ['PUT', transactionBody({ source: 'bank_sync' })],
    ] as const) {
      const res = await app.fetch(path, jsonInit(method, body, user.auth))
      expect(res.status, method).to.equal(422)
    }
    const stored = (await (await app.fetch(path, { headers: user.auth })).json()) as Json
    expect(stored).to.include({ source: 'manual', version: 1 })
  })

  it('answers malformed JSON with 400, a non-JSON body with 415 and an oversized one with 413', async () => {
    const bad = await app.fetch('/accounts/', {
      method: 'POST',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: '{"name": ',
    })
    expect(bad.status).to.equal(400)
    expect(bad.headers.get('content-type')).to.contain('application/problem+json')
    const text = await app.fetch('/accounts/', {
      method: 'POST',
      headers: { ...user.auth, 'content-type': 'text/plain' },
      body: 'hello',
    })
    expect(text.status).to.equal(415)
    const huge = await post('/accounts/', { ...accountBody(), institution: 'x'.repeat(1_100_000) })
    expect(huge.status).to.equal(413)
  })

  it('keeps money exact: decimal strings and JSON numbers round-trip to the digit', async () => {
    const amounts: [unknown, string][] = [
      ['0.1', '0.1'],
      [0.2, '0.2'],
      ['12.50', '12.50'],
      ['12345678901234567890.1234567891', '12345678901234567890.1234567891'],
      [1e-7, '0.0000001'],
    ]
    for (const [input, expected] of amounts) {
      const res = await post('/transactions/', transactionBody({ amount: input }))
      expect(res.status, String(input)).to.equal(201)
      expect(((await res.json()) as Json).amount).to.equal(expected)
    }
    const sum = await app.container
      .resolve('db')
      .selectFrom('transactions')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('user_id', '=', user.id)
      .where('amount', 'in', ['0.1', '0.2'])
      .executeTakeFirstOrThrow()
    expect(sum.total).to.equal('0.3')
  })

  it('PATCH merges, PUT replaces, If-Match guards both (412 on a stale ETag)', async () => {
    const created = (await (await post('/holdings/', holdingBody({ name: 'Apple' }))).json()) as Json
    const path = `/holdings/${created.id as string}`
    expect(created.symbol).to.equal('AAPL')

    const patched = await app.fetch(
      path,
      jsonInit('PATCH', { quantity: '12.5' }, { ...user.auth, 'if-match': '"v1"' }),
    )
    expect(patched.status).to.equal(200)
    expect(patched.headers.get('etag')).to.equal('"v2"')
    expect(await patched.json()).to.include({
      quantity: '12.5',
      name: 'Apple',
      average_cost: '150.25',
      version: 2,
    })

    const stale = await app.fetch(
      path,
      jsonInit('PATCH', { quantity: '1' }, { ...user.auth, 'if-match': '"v1"' }),
    )
    expect(stale.status).to.equal(412)
    expect(((await stale.json()) as Json).code).to.equal('precondition_failed')

    // The current version without its quotes is a malformed header, not a changed object.
    const unquoted = await app.fetch(
      path,
      jsonInit('PATCH', { quantity: '1' }, { ...user.auth, 'if-match': 'v2' }),
    )
    expect(unquoted.status).to.equal(400)
    expect(((await unquoted.json()) as Json).detail).to.contain('"v2"')

    const cleared = await app.fetch(
      path,
      jsonInit('PATCH', { name: null }, { ...user.auth, 'if-match': 'W/"v2"' }),
    )
    expect(((await cleared.json()) as Json).name).to.equal(null)

    const replaced = await app.fetch(
      path,
      jsonInit(
        'PUT',
        { symbol: 'bitcoin', asset_type: 'crypto', quantity: '0.5', currency: 'usd' },
        { ...user.auth, 'if-match': '*' },
      ),
    )
    expect(replaced.status).to.equal(200)
    expect(await replaced.json()).to.include({
      symbol: 'bitcoin',
      asset_type: 'crypto',
      quantity: '0.5',
      currency: 'USD',
      average_cost: null,
      name: null,
      version: 4,
    })

    const incomplete = await app.fetch(path, jsonInit('PUT', { symbol: 'MSFT' }, user.auth))
    expect(incomplete.status).to.equal(422)
  })

  it('DELETE is 204 then 404; a non-UUID id is 404', async () => {
    const created = (await (await post('/transactions/', transactionBody())).json()) as Json
    const path = `/transactions/${created.id as string}`
    expect((await app.fetch(path, jsonInit('DELETE', undefined, user.auth))).status).to.equal(204)
    expect((await app.fetch(path, jsonInit('DELETE', undefined, user.auth))).status).to.equal(404)
    expect((await app.fetch('/transactions/not-a-uuid', { headers: user.auth })).status).to.equal(404)
  })

  it('deleting an account keeps its transactions and holdings, with account_id null', async () => {
    const account = (await (await post('/accounts/', accountBody())).json()) as Json
    const tx = (await (
      await post('/transactions/', transactionBody({ account_id: account.id }))
    ).json()) as Json
    const holding = (await (await post('/holdings/', holdingBody({ account_id: account.id }))).json()) as Json
    expect(tx.account_id).to.equal(account.id)
    expect(
      (await app.fetch(`/accounts/${account.id as string}`, jsonInit('DELETE', undefined, user.auth))).status,
    ).to.equal(204)
    const txAfter = (await (
      await app.fetch(`/transactions/${tx.id as string}`, { headers: user.auth })
    ).json()) as Json
    const holdingAfter = (await (
      await app.fetch(`/holdings/${holding.id as string}`, { headers: user.auth })
    ).json()) as Json
    expect(txAfter).to.include({ id: tx.id, account_id: null, amount: '12.50' })
    expect(holdingAfter).to.include({ id: holding.id, account_id: null })
  })

  it('filters transactions by from, to, category, type and account', async () => {
    const other = newUser()
    const mk = (body: Json) =>
      app.fetch('/transactions/', jsonInit('POST', transactionBody(body), other.auth))
    const account = (await (
      await app.fetch('/accounts/', jsonInit('POST', accountBody(), other.auth))
    ).json()) as Json
    await mk({ occurred_at: '2026-10-01T00:00:00Z', category: 'housing', type: 'expense' })
    await mk({
      occurred_at: '2026-10-15T00:00:00Z',
      category: 'salary',
      type: 'income',
      account_id: account.id,
    })
    await mk({ occurred_at: '2026-11-01T00:00:00Z', category: 'housing', type: 'expense' })
    const list = async (q: string) =>
      ((await (await app.fetch(`/transactions/?${q}`, { headers: other.auth })).json()) as Json[]).map(
        (t) => t.occurred_at,
      )
    expect(await list('from=2026-10-10&to=2026-11-01')).to.deep.equal(['2026-10-15T00:00:00.000Z'])
    expect(await list('category=housing')).to.deep.equal([
      '2026-11-01T00:00:00.000Z',
      '2026-10-01T00:00:00.000Z',
    ])
    expect(await list('type=income')).to.deep.equal(['2026-10-15T00:00:00.000Z'])
    expect(await list(`account_id=${account.id as string}`)).to.deep.equal(['2026-10-15T00:00:00.000Z'])
    expect((await app.fetch('/transactions/?from=last-week', { headers: other.auth })).status).to.equal(400)
    expect((await app.fetch('/transactions/?limit=0', { headers: other.auth })).status).to.equal(400)
  })
})
