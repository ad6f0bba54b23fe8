import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import { seenAtOnce, userCacheChecks } from '../support/user-cache-checks.js'

describe('per-user caches of categories and rules, one instance: every write is seen by the next request', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())
  const checks = userCacheChecks(
    () => app,
    () => app,
    seenAtOnce,
  )

  it('a rule created, disabled, enabled, its category renamed, deleted: the next create sees each', () =>
    checks.rules(newUser()))
  it('a category created, renamed, deleted: the next create and GET /categories see each', () =>
    checks.categories(newUser()))
  it('a budget set for a month that had none: the next create checks the alerts against it', () =>
    checks.budgets(newUser()))
  it('a merchant chosen, then corrected: the next create learns each', () =>
    checks.merchantChoices(newUser()))
  it("DELETE /me: nothing of the erased user's rules or categories is served from a cache", () =>
    checks.erasure(newUser()))
})
