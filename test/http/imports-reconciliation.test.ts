import { expect } from 'chai'
import {
  commitImport,
  createAccount,
  listTransactions,
  previewImport,
  startImportApp,
  uploadInit,
} from '../support/import-requests.js'
import { jsonInit, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

type Tx = Record<string, unknown> & { id: string }

async function createTransaction(
  app: TestApp,
  auth: Record<string, string>,
  body: Record<string, unknown>,
): Promise<Tx> {
  const res = await app.fetch(
    '/transactions/',
    jsonInit('POST', { type: 'expense', currency: 'USD', ...body }, auth),
  )
  expect(res.status).to.equal(201)
  return (await res.json()) as Tx
}

async function getTransaction(app: TestApp, auth: Record<string, string>, id: string): Promise<Tx> {
  return (await (await app.fetch(`/transactions/${id}`, jsonInit('GET', undefined, auth))).json()) as Tx
}

describe('imports: reconciliation with what the user already recorded, and undo', () => {
  let app: TestApp
  before(async () => {
    ;({ app } = await startImportApp())
  })
  after(async () => app.close())

  it('a payment captured from a notification, then on the statement, is one transaction: merged, reconciled, the user’s fields kept', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    // The SMS arrived on the evening of the 20th; the bank books it on the 21st.
    const fromSms = await createTransaction(app, user.auth, {
      amount: '23.40',
      occurred_at: '2026-10-20T19:45:00Z',
      merchant: 'Blue Bottle',
      category: 'coffee',
      notes: 'with Sam',
      source: 'notification',
    })
    const preview = await previewImport(
      app,
      user.auth,
      account.id,
      '2026-10-21|-23.40|BLUE BOTTLE COFFEE SF|BLUE BOTTLE COFFEE|FIT-77\n2026-10-22|-9.99|Streaming||FIT-78',
      { format: 'ofx' },
    )
    expect(preview.counts).to.include({ new: 1, match: 1 })
    const rows = (await (
      await app.fetch(`/imports/${preview.id}/rows`, jsonInit('GET', undefined, user.auth))
    ).json()) as { status: string; transaction_id: string }[]
    expect(rows[0]).to.include({ status: 'match', transaction_id: fromSms.id })

    expect(await commitImport(app, user.auth, preview.id)).to.deep.equal({
      created: 1,
      merged: 1,
      skipped: 0,
    })
    const merged = await getTransaction(app, user.auth, fromSms.id)
    expect(merged).to.include({
      id: fromSms.id,
      merchant: 'Blue Bottle',
      category: 'coffee',
      notes: 'with Sam',
      source: 'notification',
      occurred_at: '2026-10-20T19:45:00.000Z',
      external_id: 'FIT-77',
      reconciled: true,
      import_id: null,
      account_id: account.id,
    })
    expect(await listTransactions(app, user.auth)).to.have.length(2)
    // The same statement again: the merged line is a duplicate now, by its bank id.
    const again = await previewImport(
      app,
      user.auth,
      account.id,
      '2026-10-21|-23.40|BLUE BOTTLE COFFEE SF||FIT-77',
      {
        format: 'ofx',
      },
    )
    expect(again.counts).to.include({ duplicate: 1, match: 0, new: 0 })
  })

  it('matches only same amount, type and currency within 3 days, in the account or none, never an import’s or a reconciled one', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const otherAccount = await createAccount(app, user.auth, { name: 'Savings' })
    const base = { amount: '50.00', merchant: 'Shop', occurred_at: '2026-10-10T12:00:00Z' }
    await createTransaction(app, user.auth, { ...base, occurred_at: '2026-10-05T12:00:00Z' }) // 5 days off
    await createTransaction(app, user.auth, { ...base, amount: '50.01' })
    await createTransaction(app, user.auth, { ...base, type: 'income' })
    await createTransaction(app, user.auth, { ...base, account_id: otherAccount.id })
    await createTransaction(app, user.auth, { ...base, source: 'import' })
    const preview = await previewImport(app, user.auth, account.id, '2026-10-10|-50.00|SHOP')
    expect(preview.counts).to.include({ new: 1, match: 0 })
    const ok = await createTransaction(app, user.auth, { ...base, occurred_at: '2026-10-13T08:00:00Z' })
    const second = await previewImport(app, user.auth, account.id, '2026-10-10|-50.00|SHOP')
    const rows = (await (
      await app.fetch(`/imports/${second.id}/rows`, jsonInit('GET', undefined, user.auth))
    ).json()) as { status: string; transaction_id: string }[]
    expect(rows[0]).to.include({ status: 'match', transaction_id: ok.id })
  })

  it('ties go to the nearest day, then the most similar merchant; one transaction is never matched twice', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const far = await createTransaction(app, user.auth, {
      amount: '10.00',
      merchant: 'Corner Shop',
      occurred_at: '2026-10-08T10:00:00Z',
    })
    const near = await createTransaction(app, user.auth, {
      amount: '10.00',
      merchant: 'Something Else',
      occurred_at: '2026-10-10T10:00:00Z',
    })
    const pizza = await createTransaction(app, user.auth, {
      amount: '20.00',
      merchant: 'Pizza Roma',
      occurred_at: '2026-10-10T20:00:00Z',
    })
    const kebab = await createTransaction(app, user.auth, {
      amount: '20.00',
      merchant: 'Kebab House',
      occurred_at: '2026-10-10T13:00:00Z',
    })
    const file = [
      '2026-10-10|-10.00|CORNER SHOP',
      '2026-10-10|-20.00|KEBAB HOUSE BERLIN',
      '2026-10-10|-20.00|PIZZA ROMA',
      '2026-10-10|-20.00|PIZZA ROMA', // a third 20.00 that day: no candidate left
    ].join('\n')
    const preview = await previewImport(app, user.auth, account.id, file)
    const rows = (await (
      await app.fetch(`/imports/${preview.id}/rows`, jsonInit('GET', undefined, user.auth))
    ).json()) as { status: string; transaction_id: string | null }[]
    expect(rows.map((r) => [r.status, r.transaction_id])).to.deep.equal([
      ['match', near.id],
      ['match', kebab.id],
      ['match', pizza.id],
      ['new', null],
    ])
    expect(far.id).to.not.equal(near.id)
    await commitImport(app, user.auth, preview.id)
    expect((await getTransaction(app, user.auth, far.id)).reconciled).to.equal(false)
  })

  it('a match whose transaction was reconciled by another import before the commit is created as new instead', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const tx = await createTransaction(app, user.auth, {
      amount: '7.00',
      merchant: 'Bus',
      occurred_at: '2026-10-10T10:00:00Z',
    })
    const a = await previewImport(app, user.auth, account.id, '2026-10-10|-7.00|BUS||B-1', { format: 'ofx' })
    const other = await createAccount(app, user.auth, { name: 'Card' })
    const b = await previewImport(app, user.auth, other.id, '2026-10-10|-7.00|BUS||C-1', { format: 'ofx' })
    expect(a.counts.match).to.equal(1)
    expect(b.counts.match).to.equal(1)
    await commitImport(app, user.auth, a.id)
    expect(await commitImport(app, user.auth, b.id)).to.deep.equal({ created: 1, merged: 0, skipped: 0 })
    expect((await getTransaction(app, user.auth, tx.id)).external_id).to.equal('B-1')
  })

  it('DELETE on a committed import undoes it completely: created gone, merges removed, balance restored', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth, { balance: '500.00' })
    const manual = await createTransaction(app, user.auth, {
      amount: '15.00',
      merchant: 'Lunch',
      category: 'dining',
      occurred_at: '2026-10-02T12:00:00Z',
    })
    const before = await getTransaction(app, user.auth, manual.id)
    const preview = await previewImport(
      app,
      user.auth,
      account.id,
      '2026-10-02|-15.00|LUNCH||L-1\n2026-10-03|-5.00|Gum||L-2\n#closing=480.00',
      {
        format: 'ofx',
      },
    )
    await commitImport(app, user.auth, preview.id, { update_balance: true })
    expect((await getTransaction(app, user.auth, manual.id)).reconciled).to.equal(true)

    const res = await app.fetch(`/imports/${preview.id}`, jsonInit('DELETE', undefined, user.auth))
    expect(res.status).to.equal(204)
    const txs = await listTransactions(app, user.auth)
    expect(txs.map((t) => t.id)).to.deep.equal([manual.id])
    const restored = await getTransaction(app, user.auth, manual.id)
    expect(restored).to.include({
      external_id: null,
      reconciled: false,
      account_id: null,
      category: 'dining',
      merchant: 'Lunch',
    })
    expect(restored.version).to.equal((before.version as number) + 2)
    const acct = (await (
      await app.fetch(`/accounts/${account.id}`, jsonInit('GET', undefined, user.auth))
    ).json()) as {
      balance: string
    }
    expect(acct.balance).to.equal('500.00')
    expect(
      (await app.fetch(`/imports/${preview.id}`, jsonInit('GET', undefined, user.auth))).status,
    ).to.equal(404)
    // Undone: the same file imports again as if it never had.
    const again = await previewImport(
      app,
      user.auth,
      account.id,
      '2026-10-02|-15.00|LUNCH||L-1\n2026-10-03|-5.00|Gum||L-2',
      {
        format: 'ofx',
      },
    )
    expect(again.counts).to.include({ new: 1, match: 1, duplicate: 0 })
  })

  it('DELETE on a preview discards it, and the ledger never changed', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const preview = await previewImport(app, user.auth, account.id, '2026-10-02|-15.00|x')
    expect(
      (await app.fetch(`/imports/${preview.id}`, jsonInit('DELETE', undefined, user.auth))).status,
    ).to.equal(204)
    expect(
      (await app.fetch(`/imports/${preview.id}`, jsonInit('DELETE', undefined, user.auth))).status,
    ).to.equal(404)
    expect(await listTransactions(app, user.auth)).to.have.length(0)
  })
})

describe('imports: bad input is a clear 4xx and stores nothing', () => {
  let app: TestApp
  before(async () => {
    ;({ app } = await startImportApp())
  })
  after(async () => app.close())

  async function nothingStored(auth: Record<string, string>) {
    const list = await app.fetch('/imports/', jsonInit('GET', undefined, auth))
    expect(await list.json()).to.deep.equal([])
    expect(await listTransactions(app, auth)).to.have.length(0)
  }

  it('an unreadable file (a column missing in row 37) is 422 statement_unreadable with the line and what was expected', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const lines = Array.from(
      { length: 40 },
      (_, i) => `2026-10-${String((i % 28) + 1).padStart(2, '0')}|-1.00|line ${i + 1}`,
    )
    lines[36] = '2026-10-09|-1.00'
    const res = await app.fetch(
      '/imports/',
      uploadInit(user.auth, lines.join('\n'), { account_id: account.id }),
    )
    expect(res.status).to.equal(422)
    expect(res.headers.get('content-type')).to.contain('application/problem+json')
    const body = (await res.json()) as Record<string, unknown>
    expect(body).to.include({
      code: 'statement_unreadable',
      line: 37,
      expected: 'date|amount|description (3 columns)',
    })
    expect(body.candidates).to.deep.equal([])
    await nothingStored(user.auth)
  })

  it('an 11 MB file is 413 and nothing is stored', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const big = new Uint8Array(11 * 1024 * 1024).fill(0x41)
    const res = await app.fetch('/imports/', uploadInit(user.auth, big, { account_id: account.id }))
    expect(res.status).to.equal(413)
    expect(((await res.json()) as { code: string }).code).to.equal('payload_too_large')
    await nothingStored(user.auth)
  })

  it("another user's account_id is 422; a missing or malformed one is 422; no file is 422; not multipart is 415", async () => {
    const alice = newUser()
    const bob = newUser()
    const bobs = await createAccount(app, bob.auth)
    const cases: [Parameters<typeof uploadInit>[1], Parameters<typeof uploadInit>[2], string][] = [
      ['2026-10-02|-1.00|x', { account_id: bobs.id }, '/account_id'],
      ['2026-10-02|-1.00|x', {}, '/account_id'],
      ['2026-10-02|-1.00|x', { account_id: 'nope' }, '/account_id'],
      [undefined, { account_id: bobs.id }, '/file'],
      ['2026-10-02|-1.00|x', { account_id: bobs.id, format: 'xls' }, '/format'],
    ]
    for (const [file, fields, pointer] of cases) {
      const res = await app.fetch('/imports/', uploadInit(alice.auth, file, fields))
      expect(res.status, JSON.stringify(fields)).to.equal(422)
      const body = (await res.json()) as { errors: { pointer: string }[] }
      expect(body.errors.map((e) => e.pointer)).to.include(pointer)
    }
    const json = await app.fetch('/imports/', jsonInit('POST', { account_id: bobs.id }, alice.auth))
    expect(json.status).to.equal(415)
    await nothingStored(alice.auth)
  })

  it("BOLA: another user's import is 404 on every route, and stays as it was", async () => {
    const alice = newUser()
    const bob = newUser()
    const account = await createAccount(app, alice.auth)
    const preview = await previewImport(app, alice.auth, account.id, '2026-10-02|-1.00|x')
    const attempts: [string, RequestInit][] = [
      [`/imports/${preview.id}`, jsonInit('GET', undefined, bob.auth)],
      [`/imports/${preview.id}/rows`, jsonInit('GET', undefined, bob.auth)],
      [`/imports/${preview.id}/commit`, jsonInit('POST', {}, bob.auth)],
      [`/imports/${preview.id}`, jsonInit('DELETE', undefined, bob.auth)],
      ['/imports/not-a-uuid', jsonInit('GET', undefined, bob.auth)],
    ]
    for (const [path, init] of attempts) {
      const res = await app.fetch(path, init)
      expect(res.status, `${init.method} ${path}`).to.equal(404)
    }
    const still = await app.fetch(`/imports/${preview.id}`, jsonInit('GET', undefined, alice.auth))
    expect(((await still.json()) as { status: string }).status).to.equal('preview')
    expect(await listTransactions(app, alice.auth)).to.have.length(0)
  })
})

describe('imports: statement identity stays unique per account', () => {
  let app: TestApp
  before(async () => {
    ;({ app } = await startImportApp())
  })
  after(async () => app.close())

  it('moving an imported transaction into an account that holds the same bank line is 409, not 500', async () => {
    const user = newUser()
    const a = await createAccount(app, user.auth)
    const b = await createAccount(app, user.auth, { name: 'Second' })
    for (const account of [a, b])
      await commitImport(
        app,
        user.auth,
        (await previewImport(app, user.auth, account.id, '2026-10-02|-3.00|Tea||T-1', { format: 'ofx' })).id,
      )
    const [fromA] = await listTransactions(app, user.auth, `&account_id=${a.id}`)
    const res = await app.fetch(
      `/transactions/${fromA!.id as string}`,
      jsonInit('PATCH', { account_id: b.id }, user.auth),
    )
    expect(res.status).to.equal(409)
    expect(((await res.json()) as { code: string }).code).to.equal('conflict')
  })

  it('external_id, import_id and reconciled are read-only (422), and a PUT by the user keeps them', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    await commitImport(
      app,
      user.auth,
      (await previewImport(app, user.auth, account.id, '2026-10-02|-3.00|Tea||T-9', { format: 'ofx' })).id,
    )
    const [tx] = await listTransactions(app, user.auth)
    for (const field of [{ reconciled: false }, { external_id: 'X' }, { import_id: null }]) {
      const res = await app.fetch(`/transactions/${tx!.id as string}`, jsonInit('PATCH', field, user.auth))
      expect(res.status, JSON.stringify(field)).to.equal(422)
    }
    const put = await app.fetch(
      `/transactions/${tx!.id as string}`,
      jsonInit(
        'PUT',
        {
          amount: '3.00',
          type: 'expense',
          currency: 'USD',
          occurred_at: '2026-10-02T00:00:00Z',
          category: 'coffee',
          account_id: account.id,
        },
        user.auth,
      ),
    )
    expect(put.status).to.equal(200)
    expect(await put.json()).to.include({
      category: 'coffee',
      external_id: 'T-9',
      reconciled: true,
      import_id: tx!.import_id,
    })
  })
})
