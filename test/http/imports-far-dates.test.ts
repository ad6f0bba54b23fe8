import { expect } from 'chai'
import { commitImport, createAccount, previewImport } from '../support/import-requests.js'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

// The last days a statement can be dated: the month after them is no YYYY-MM any more.
const LAST_DAYS = 'Date,Amount,Description\n9999-12-30,-10.00,Coffee\n9999-12-31,-12.00,Tea\n'

describe('imports: a statement dated in the last month there is', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('commits (the months it spends in stop at 9999-12)', async () => {
    const user = newUser()
    const account = await createAccount(app, user.auth)
    const preview = await previewImport(app, user.auth, account.id, LAST_DAYS)
    expect(preview.statement).to.include({ from: '9999-12-30', to: '9999-12-31' })
    expect(await commitImport(app, user.auth, preview.id)).to.deep.equal({
      created: 2,
      merged: 0,
      skipped: 0,
    })
  })
})
