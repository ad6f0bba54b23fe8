import { expect } from 'chai'
import {
  commitImport,
  createAccount,
  listTransactions,
  previewImport,
  uploadInit,
} from '../support/import-requests.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

type Wire = Record<string, unknown>

// Two months of a credit card export: purchases positive, the payment to the card negative.
const OCTOBER = [
  'Date,Description,Amount',
  '2026-10-01,BLUE BOTTLE COFFEE,4.50',
  '2026-10-02,AMAZON MKTPLACE,42.10',
  '2026-10-05,PAYMENT THANK YOU,-500.00',
].join('\n')
const NOVEMBER = ['Date,Description,Amount', '2026-11-03,CINEMA,12.00', '2026-11-05,PAYMENT,-100.00'].join(
  '\n',
)
const FLIPPED = { date: 'Date', amount: 'Amount', description: 'Description', flip_amount_sign: true }

describe('imports: a CSV mapping with flip_amount_sign, through the real readers', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  const rowsOf = async (auth: Record<string, string>, id: string) =>
    (await (await app.fetch(`/imports/${id}/rows`, jsonInit('GET', undefined, auth))).json()) as Wire[]
  const typed = (rows: Wire[]) => rows.map((r) => [r.description, r.type, r.amount])

  it('reads positive amounts as money out, commits them so, and remembers the flag for the next file of the account', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const preview = await previewImport(app, user.auth, account.id, OCTOBER, {
      mapping: JSON.stringify(FLIPPED),
    })
    expect(preview.mapping).to.include({ amount: 'Amount', flip_amount_sign: true })
    expect(typed(await rowsOf(user.auth, preview.id))).to.deep.equal([
      ['BLUE BOTTLE COFFEE', 'expense', '4.50'],
      ['AMAZON MKTPLACE', 'expense', '42.10'],
      ['PAYMENT THANK YOU', 'income', '500.00'],
    ])
    expect(await commitImport(app, user.auth, preview.id)).to.deep.equal({
      created: 3,
      merged: 0,
      skipped: 0,
    })
    const committed = await listTransactions(app, user.auth)
    expect(committed.map((t) => [t.description, t.type]).sort()).to.deep.equal([
      ['AMAZON MKTPLACE', 'expense'],
      ['BLUE BOTTLE COFFEE', 'expense'],
      ['PAYMENT THANK YOU', 'income'],
    ])

    // The next file names no mapping: the account's remembered one, flag included, reads it.
    const next = await previewImport(app, user.auth, account.id, NOVEMBER)
    expect(next.mapping).to.include({ flip_amount_sign: true })
    expect(typed(await rowsOf(user.auth, next.id))).to.deep.equal([
      ['CINEMA', 'expense', '12.00'],
      ['PAYMENT', 'income', '100.00'],
    ])
    // Another account remembers nothing: the same file reads with the usual sign.
    const other = await createAccount(app, user.auth, { name: 'Other' })
    const plain = await previewImport(app, user.auth, other.id, NOVEMBER)
    expect(typed(await rowsOf(user.auth, plain.id))).to.deep.equal([
      ['CINEMA', 'income', '12.00'],
      ['PAYMENT', 'expense', '100.00'],
    ])
  })

  it('refuses a flag that is not a boolean, or one without an amount column, as 422 problem+json naming it', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const mappings = [
      { ...FLIPPED, flip_amount_sign: 'yes' },
      { date: 'Date', debit: 'Debit', credit: 'Credit', flip_amount_sign: true },
    ]
    for (const mapping of mappings) {
      const res = await app.fetch(
        '/imports/',
        uploadInit(user.auth, OCTOBER, { account_id: account.id, mapping: JSON.stringify(mapping) }),
      )
      expect(res.status).to.equal(422)
      expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/)
      const problem = (await res.json()) as { code?: string; errors: { pointer: string }[] }
      expect(problem.errors.map((e) => e.pointer)).to.deep.equal(['/mapping/flip_amount_sign'])
    }
    // Nothing stored, nothing remembered.
    const list = await app.fetch('/imports/', jsonInit('GET', undefined, user.auth))
    expect(await list.json()).to.deep.equal([])
  })
})
