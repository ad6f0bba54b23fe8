import { expect } from 'chai'
import { createAccount, uploadInit, type ImportBody } from '../support/import-requests.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

// A QIF export whose every date fits both DD/MM and MM/DD.
const QIF = [
  '!Type:Bank',
  'D6/1/94',
  'T-120.00',
  'PLandlord',
  '^',
  'D6/3/94',
  'T-15.40',
  'PGrocer',
  '^',
].join('\n')

describe('imports: the day order a user gives reaches every reader (date_order)', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('a QIF file with ambiguous dates: 422 with both candidates, then 201 with date_order, dated as given', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const refused = await app.fetch('/imports/', uploadInit(user.auth, QIF, { account_id: account.id }))
    expect(refused.status).to.equal(422)
    expect(await refused.json())
      .to.include({ code: 'statement_unreadable' })
      .and.deep.include({ candidates: ['DMY', 'MDY'] })

    const form = uploadInit(user.auth, QIF, { account_id: account.id })
    ;(form.body as FormData).set('date_order', 'MDY')
    const read = await app.fetch('/imports/', form)
    expect(read.status).to.equal(201)
    const body = (await read.json()) as ImportBody
    expect(body.statement).to.include({ from: '1994-06-01', to: '1994-06-03' })
    const rows = (await (
      await app.fetch(`/imports/${body.id}/rows`, jsonInit('GET', undefined, user.auth))
    ).json()) as {
      occurred_at: string
    }[]
    expect(rows.map((r) => r.occurred_at.slice(0, 10))).to.deep.equal(['1994-06-01', '1994-06-03'])
  })

  it('a date_order that is not DMY, MDY or YMD: 422 on /date_order', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const form = uploadInit(user.auth, QIF, { account_id: account.id })
    ;(form.body as FormData).set('date_order', 'month-first')
    const res = await app.fetch('/imports/', form)
    expect(res.status).to.equal(422)
    expect(JSON.stringify(await res.json())).to.include('/date_order')
  })
})
