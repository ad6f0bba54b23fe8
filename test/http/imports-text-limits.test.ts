import { expect } from 'chai'
import { commitImport, createAccount, listTransactions, previewImport } from '../support/import-requests.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import { TRANSACTION_TEXT_MAX, TRUNCATION_MARK } from '../../src/domain/ledger/transaction-text.js'

type Wire = Record<string, unknown>

describe('imports: a line longer than the ledger allows is kept, cut to its limits', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('previews, commits and stores a 20,000-character description and payee cut with a mark', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const description = `CARD PURCHASE ${'X'.repeat(20_000)}`
    const payee = `SHOP ${'Y'.repeat(20_000)}`
    const csv = [
      'Date,Description,Payee,Amount',
      `2026-10-01,${description},${payee},-4.50`,
      '2026-10-02,SHORT,Tesco,-2.00',
    ].join('\n')
    const mapping = JSON.stringify({
      date: 'Date',
      amount: 'Amount',
      description: 'Description',
      merchant: 'Payee',
    })

    const preview = await previewImport(app, user.auth, account.id, csv, { format: 'csv', mapping })
    expect(preview.counts).to.include({ rows: 2, new: 2, error: 0 })
    const rows = (await (
      await app.fetch(`/imports/${preview.id}/rows`, jsonInit('GET', undefined, user.auth))
    ).json()) as Wire[]
    const long = rows.find((r) => (r.description as string).startsWith('CARD PURCHASE'))!
    expect(long.description).to.have.length(TRANSACTION_TEXT_MAX.description)
    expect(long.description).to.match(new RegExp(`^CARD PURCHASE X+${TRUNCATION_MARK}$`))
    expect(long.merchant).to.have.length(TRANSACTION_TEXT_MAX.merchant)
    expect(long.merchant).to.match(new RegExp(`^SHOP Y+${TRUNCATION_MARK}$`))

    expect(await commitImport(app, user.auth, preview.id)).to.include({ created: 2 })
    const stored = await listTransactions(app, user.auth)
    const saved = stored.find((t) => (t.description as string).startsWith('CARD PURCHASE'))!
    expect(saved.description).to.equal(long.description)
    expect(saved.merchant).to.equal(long.merchant)
    expect(stored.find((t) => t.description === 'SHORT')).to.include({ merchant: 'Tesco' })

    // The stored texts are ones the API accepts: a PATCH sending them back as they are passes.
    const read = await app.fetch(`/transactions/${saved.id as string}`, jsonInit('GET', undefined, user.auth))
    const patch = await app.fetch(
      `/transactions/${saved.id as string}`,
      jsonInit(
        'PATCH',
        { description: saved.description, merchant: saved.merchant },
        { ...user.auth, 'if-match': read.headers.get('etag')! },
      ),
    )
    expect(patch.status, await patch.text()).to.equal(200)

    // The same file again: its lines are known by their whole text, so nothing is new.
    const again = await previewImport(app, user.auth, account.id, csv, { format: 'csv', mapping })
    expect(again.counts).to.include({ new: 0, duplicate: 2 })
  })
})
