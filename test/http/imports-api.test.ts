import { expect } from 'chai'
import type { FakeStatementReader } from '../fakes/fake-statement-reader.js'
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

// Ten days of a current account, two identical coffees on the 3rd, no bank ids (fingerprints).
const TEN_DAYS = [
  '2026-10-01|-42.10|GROCER 123|Grocer',
  '2026-10-02|2500.00|SALARY ACME|Acme',
  '2026-10-03|-4.50|Blue Bottle Coffee|Blue Bottle',
  '2026-10-03|-4.50|Blue Bottle Coffee|Blue Bottle',
  '2026-10-05|-60.00|ELECTRICITY|Power Co',
  '2026-10-07|-12.00|Cinema|Cinema',
  '2026-10-10|-33.30|Pharmacy|Pharmacy',
].join('\n')

describe('imports: preview, commit, dedup and the API', () => {
  let app: TestApp
  let reader: FakeStatementReader
  before(async () => {
    ;({ app, reader } = await startImportApp())
  })
  after(async () => app.close())

  it('previews a file (201, counts, statement span, Location) and changes nothing in the ledger', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const res = await app.fetch('/imports/', uploadInit(user.auth, TEN_DAYS, { account_id: account.id }))
    expect(res.status).to.equal(201)
    const body = (await res.json()) as Record<string, unknown>
    expect(res.headers.get('location')).to.equal(`/imports/${body.id as string}`)
    expect(body).to.include({ account_id: account.id, format: 'csv', status: 'preview', commit: null })
    expect(body.counts).to.deep.equal({ rows: 7, new: 7, duplicate: 0, match: 0, error: 0 })
    expect(body.statement).to.deep.equal({
      from: '2026-10-01',
      to: '2026-10-10',
      currency: 'USD',
      closing_balance: null,
      balance_difference: null,
    })
    expect(await listTransactions(app, user.auth)).to.have.length(0)
  })

  it('commits: new rows become transactions with source import, import_id and reconciled; a second commit answers the same and changes nothing', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const preview = await previewImport(app, user.auth, account.id, TEN_DAYS)
    const first = await commitImport(app, user.auth, preview.id)
    expect(first).to.deep.equal({ created: 7, merged: 0, skipped: 0 })
    expect(await commitImport(app, user.auth, preview.id)).to.deep.equal(first)
    const txs = await listTransactions(app, user.auth)
    expect(txs).to.have.length(7)
    for (const t of txs)
      expect(t).to.include({
        source: 'import',
        import_id: preview.id,
        reconciled: true,
        account_id: account.id,
      })
    expect(txs.filter((t) => t.merchant === 'Blue Bottle')).to.have.length(2)
    const got = (await (
      await app.fetch(`/imports/${preview.id}`, jsonInit('GET', undefined, user.auth))
    ).json()) as Record<string, unknown>
    expect(got).to.include({ status: 'committed' })
    expect(got.commit).to.deep.equal(first)
  })

  it('re-importing the same file creates 0 new; a file overlapping it by days creates only the lines after it', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    await commitImport(app, user.auth, (await previewImport(app, user.auth, account.id, TEN_DAYS)).id)

    const again = await previewImport(app, user.auth, account.id, TEN_DAYS)
    expect(again.counts).to.include({ new: 0, duplicate: 7 })
    expect(await commitImport(app, user.auth, again.id)).to.deep.equal({ created: 0, merged: 0, skipped: 7 })

    // Days 3-12: the bank cuts its export differently and writes the description in other case and spacing.
    const overlap = [
      '2026-10-03|-4.50|BLUE BOTTLE  coffee|Blue Bottle',
      '2026-10-03|-4.50|Blue Bottle Coffee|Blue Bottle',
      '2026-10-03|-4.50|Blue Bottle Coffee|Blue Bottle', // a third coffee that day: genuinely new
      '2026-10-05|-60.00|Electricity|Power Co',
      '2026-10-07|-12.00|Cinema|Cinema',
      '2026-10-10|-33.30|Pharmacy|Pharmacy',
      '2026-10-12|-8.00|Bakery|Bakery',
    ].join('\n')
    const preview = await previewImport(app, user.auth, account.id, overlap)
    expect(preview.counts).to.include({ rows: 7, new: 2, duplicate: 5 })
    expect(await commitImport(app, user.auth, preview.id)).to.deep.equal({
      created: 2,
      merged: 0,
      skipped: 5,
    })
    expect(await listTransactions(app, user.auth)).to.have.length(9)
  })

  it('bank ids decide identity when the format has them, also for lines that look identical', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const file = [
      '2026-10-03|-4.50|Coffee||FIT-1',
      '2026-10-03|-4.50|Coffee||FIT-2',
      '2026-10-03|-4.50|Coffee||FIT-2',
    ].join('\n')
    const preview = await previewImport(app, user.auth, account.id, file, { format: 'ofx' })
    expect(preview.counts).to.include({ new: 2, duplicate: 1 })
    await commitImport(app, user.auth, preview.id)
    const txs = await listTransactions(app, user.auth)
    expect(txs.map((t) => t.external_id).sort()).to.deep.equal(['FIT-1', 'FIT-2'])
    const next = await previewImport(
      app,
      user.auth,
      account.id,
      '2026-10-03|-4.50|Coffee||FIT-2\n2026-10-04|-1.00|Gum||FIT-3',
      {
        format: 'ofx',
      },
    )
    expect(next.counts).to.include({ new: 1, duplicate: 1 })
  })

  it('lists rows in file order with a signed cursor; new rows name their transaction once committed', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const preview = await previewImport(app, user.auth, account.id, TEN_DAYS)
    const seen: Record<string, unknown>[] = []
    let url: string | null = `/imports/${preview.id}/rows?limit=3`
    while (url) {
      const res = await app.fetch(url, jsonInit('GET', undefined, user.auth))
      expect(res.status).to.equal(200)
      seen.push(...((await res.json()) as Record<string, unknown>[]))
      const cursor = res.headers.get('x-next-cursor')
      url = cursor ? `/imports/${preview.id}/rows?limit=3&cursor=${encodeURIComponent(cursor)}` : null
    }
    expect(seen.map((r) => r.line)).to.deep.equal([1, 2, 3, 4, 5, 6, 7])
    expect(seen[0]).to.deep.equal({
      line: 1,
      occurred_at: '2026-10-01T00:00:00.000Z',
      amount: '42.10',
      type: 'expense',
      currency: 'USD',
      description: 'GROCER 123',
      merchant: 'Grocer',
      external_id: null,
      status: 'new',
      transaction_id: null,
      detail: null,
      category: null,
      category_source: 'none',
      category_confidence: null,
    })
    await commitImport(app, user.auth, preview.id)
    const rows = (await (
      await app.fetch(`/imports/${preview.id}/rows`, jsonInit('GET', undefined, user.auth))
    ).json()) as Record<string, unknown>[]
    const ids = new Set((await listTransactions(app, user.auth)).map((t) => t.id))
    expect(rows.every((r) => ids.has(r.transaction_id as string))).to.equal(true)

    const other = await previewImport(app, user.auth, account.id, '2026-11-01|-1.00|x\n2026-11-02|-2.00|y')
    const res = await app.fetch(`/imports/${preview.id}/rows?limit=1`, jsonInit('GET', undefined, user.auth))
    const foreign = res.headers.get('x-next-cursor')!
    const refused = await app.fetch(
      `/imports/${other.id}/rows?cursor=${encodeURIComponent(foreign)}`,
      jsonInit('GET', undefined, user.auth),
    )
    expect(refused.status).to.equal(400)
  })

  it('GET /imports lists the caller’s imports newest first', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const a = await previewImport(app, user.auth, account.id, TEN_DAYS)
    const b = await previewImport(app, user.auth, account.id, '2026-11-01|-1.00|x')
    const res = await app.fetch('/imports/', jsonInit('GET', undefined, user.auth))
    expect(res.status).to.equal(200)
    const list = (await res.json()) as { id: string }[]
    expect(list.map((i) => i.id)).to.deep.equal([b.id, a.id])
    const none = await app.fetch('/imports/', jsonInit('GET', undefined, newUser().auth))
    expect(await none.json()).to.deep.equal([])
  })

  it('states the closing balance difference, and update_balance sets the balance (422 without a closing balance)', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth, { balance: '1000.00' })
    const preview = await previewImport(app, user.auth, account.id, `${TEN_DAYS}\n#closing=1234.56`)
    expect(preview.statement).to.include({ closing_balance: '1234.56', balance_difference: '234.56' })
    await commitImport(app, user.auth, preview.id, { update_balance: true })
    const after = (await (
      await app.fetch(`/accounts/${account.id}`, jsonInit('GET', undefined, user.auth))
    ).json()) as { balance: string }
    expect(after.balance).to.equal('1234.56')

    const without = await previewImport(app, user.auth, account.id, '2026-11-01|-1.00|x')
    const res = await app.fetch(
      `/imports/${without.id}/commit`,
      jsonInit('POST', { update_balance: true }, user.auth),
    )
    expect(res.status).to.equal(422)
    expect(((await res.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).to.equal(
      '/update_balance',
    )
  })

  it('marks lines in another currency or of zero amount as errors and skips them', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const preview = await previewImport(
      app,
      user.auth,
      account.id,
      '2026-11-01|-1.00|ok\n2026-11-01|-2.00|eur|||EUR\n2026-11-02|0.00|zero',
    )
    expect(preview.counts).to.include({ new: 1, error: 2 })
    const rows = (await (
      await app.fetch(`/imports/${preview.id}/rows`, jsonInit('GET', undefined, user.auth))
    ).json()) as { status: string; detail: string | null }[]
    expect(rows[1]).to.include({ status: 'error', detail: 'the line is in EUR, the account in USD' })
    expect(rows[2]).to.include({ status: 'error', detail: 'the amount is zero' })
    expect(await commitImport(app, user.auth, preview.id)).to.deep.equal({
      created: 1,
      merged: 0,
      skipped: 2,
    })
  })

  it('remembers the CSV mapping per account and gives it to the reader for the next file', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const mapping = {
      date: 'Buchungstag',
      amount: 'Betrag',
      description: 'Verwendungszweck',
      decimal_separator: ',',
    }
    const preview = await previewImport(app, user.auth, account.id, TEN_DAYS, {
      mapping: JSON.stringify(mapping),
    })
    expect(preview.mapping).to.deep.equal(mapping)
    reader.calls.length = 0
    await previewImport(app, user.auth, account.id, '2026-11-01|-1.00|x')
    expect(reader.calls[0]!.mapping).to.deep.equal({
      date: 'Buchungstag',
      amount: 'Betrag',
      description: 'Verwendungszweck',
      decimalSeparator: ',',
    })
    const bad = await app.fetch(
      '/imports/',
      uploadInit(user.auth, TEN_DAYS, { account_id: account.id, mapping: '{"date":"D"}' }),
    )
    expect(bad.status).to.equal(422)
    expect(((await bad.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).to.equal(
      '/mapping/amount',
    )
    // A remembered mapping that no longer fits (the bank changed its layout): read by detection.
    await app.container
      .resolve('imports')
      .rememberMapping(user.id, account.id, { date: 'Missing', amount: 'A' }, new Date())
    reader.calls.length = 0
    const detected = await previewImport(app, user.auth, account.id, '2026-11-03|-1.00|x')
    expect(reader.calls.map((c) => c.mapping?.date)).to.deep.equal(['Missing', undefined])
    expect(detected.mapping).to.deep.equal({ date: '0', amount: '1' }) // what the reader detected
    // A detected mapping is not remembered: the next file is read by detection again.
    reader.calls.length = 0
    await previewImport(app, user.auth, account.id, '2026-11-04|-1.00|x')
    expect(reader.calls.map((c) => c.mapping?.date)).to.deep.equal(['Missing', undefined])
    const notJson = await app.fetch(
      '/imports/',
      uploadInit(user.auth, TEN_DAYS, { account_id: account.id, mapping: '{' }),
    )
    expect(notJson.status).to.equal(422)
  })
})
