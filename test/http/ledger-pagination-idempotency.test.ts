import { expect } from 'chai'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { accountBody, transactionBody } from '../support/ledger-fixtures.js'
import { newUser } from '../support/tokens.js'

type Json = Record<string, unknown>

describe('ledger pagination', () => {
  let app: TestApp
  const user = newUser()
  before(async () => {
    app = await startTestApp()
    await app.fetch('/me', { headers: user.auth })
    // 120 rows, many sharing an occurred_at, so the id must break ties without gaps or repeats.
    const rows = Array.from({ length: 120 }, (_, i) => ({
      id: crypto.randomUUID(),
      user_id: user.id,
      amount: `${i + 1}.00`,
      type: 'expense',
      currency: 'USD',
      occurred_at: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 7))),
      source: 'manual',
      created_at: new Date(),
      updated_at: new Date(),
    }))
    await app.container.resolve('db').insertInto('transactions').values(rows).execute()
  })
  after(async () => app.close())

  it('walks 120 rows in pages of 50 with no gap or duplicate, newest first, by cursor and by Link', async () => {
    const seen: string[] = []
    const sizes: number[] = []
    let path: string | undefined = '/transactions/?limit=50'
    while (path) {
      const res = await app.fetch(path, { headers: user.auth })
      expect(res.status).to.equal(200)
      const page = (await res.json()) as Json[]
      sizes.push(page.length)
      seen.push(...page.map((t) => t.id as string))
      const link = res.headers.get('link')
      const cursor = res.headers.get('x-next-cursor')
      if (cursor)
        expect(link).to.equal(`</transactions/?limit=50&cursor=${encodeURIComponent(cursor)}>; rel="next"`)
      path = link ? /^<([^>]+)>/.exec(link)![1] : undefined
    }
    expect(sizes).to.deep.equal([50, 50, 20])
    expect(new Set(seen).size).to.equal(120)
    const all = (
      await app.container
        .resolve('db')
        .selectFrom('transactions')
        .select(['id'])
        .where('user_id', '=', user.id)
        .orderBy('occurred_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => r.id)
    expect(seen).to.deep.equal(all)
  })

  it('refuses a tampered cursor with 400', async () => {
    const res = await app.fetch('/transactions/?limit=5', { headers: user.auth })
    const cursor = res.headers.get('x-next-cursor')!
    const tampered = cursor.slice(0, 5) + (cursor[5] === 'A' ? 'B' : 'A') + cursor.slice(6)
    const bad = await app.fetch(`/transactions/?cursor=${encodeURIComponent(tampered)}`, {
      headers: user.auth,
    })
    expect(bad.status).to.equal(400)
    expect(((await bad.json()) as Json).code).to.equal('bad_request')
  })

  it('caps the page size at 200 and defaults it to 50', async () => {
    expect(
      ((await (await app.fetch('/transactions/', { headers: user.auth })).json()) as unknown[]).length,
    ).to.equal(50)
    expect((await app.fetch('/transactions/?limit=201', { headers: user.auth })).status).to.equal(400)
  })
})

describe('ledger idempotency', () => {
  let app: TestApp
  const user = newUser()
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  const create = (key: string, body: unknown) =>
    app.fetch('/transactions/', jsonInit('POST', body, { ...user.auth, 'idempotency-key': key }))

  it('replays the first response for the same key and body', async () => {
    const first = await create('key-replay', transactionBody())
    const second = await create('key-replay', { ...transactionBody() })
    expect(first.status).to.equal(201)
    expect(second.status).to.equal(201)
    expect(second.headers.get('location')).to.equal(first.headers.get('location'))
    expect(second.headers.get('idempotent-replayed')).to.equal('true')
    expect(await second.json()).to.deep.equal(await first.json())
  })

  it('answers 422 when the key comes back with another body', async () => {
    await create('key-mismatch', transactionBody())
    const res = await create('key-mismatch', transactionBody({ amount: '99.99' }))
    expect(res.status).to.equal(422)
  })

  it('lets the key be reused after a create that failed validation', async () => {
    expect((await create('key-retry', transactionBody({ amount: '-1' }))).status).to.equal(422)
    expect((await create('key-retry', transactionBody())).status).to.equal(201)
  })

  it('creates exactly one row for 20 concurrent identical POSTs', async () => {
    const body = accountBody({ name: 'Concurrent' })
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.fetch(
          '/accounts/',
          jsonInit('POST', body, { ...user.auth, 'idempotency-key': 'key-concurrent' }),
        ),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(','),
    ).to.equal(true)
    expect(statuses.filter((s) => s === 201).length).to.be.at.least(1)
    const ids = new Set(
      await Promise.all(
        responses.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as Json).id as string),
      ),
    )
    expect(ids.size).to.equal(1)
    const rows = await app.container
      .resolve('db')
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', user.id)
      .where('name', '=', 'Concurrent')
      .execute()
    expect(rows).to.have.length(1)
  })

  it('keeps keys per user: another user with the same key creates its own row', async () => {
    const other = newUser()
    const mine = await create('key-shared', transactionBody())
    const theirs = await app.fetch(
      '/transactions/',
      jsonInit('POST', transactionBody(), { ...other.auth, 'idempotency-key': 'key-shared' }),
    )
    expect(theirs.status).to.equal(201)
    expect(((await theirs.json()) as Json).id).to.not.equal(((await mine.json()) as Json).id)
  })
})
