import { asValue } from 'awilix'
import { expect } from 'chai'
import { transactionBody } from '../support/ledger-fixtures.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

/** Stands for a dependency no request may look up: any use of it throws. */
const poisoned = new Proxy(
  {},
  {
    get: () => {
      throw new Error('a dependency was looked up in the container while serving a request')
    },
  },
)

describe('no container on the request path', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('routes hold what they need from when they were built: later registrations are never looked up', async () => {
    // Were a request to resolve anything (a scope per request, ctx.state.container), it would get these.
    app.container.register({
      transactionsCrud: asValue(poisoned as never),
      idempotencyStore: asValue(poisoned as never),
      unitOfWork: asValue(poisoned as never),
      cursorCodec: asValue(poisoned as never),
      clock: asValue(poisoned as never),
      getMe: asValue(poisoned as never),
      checkReadiness: asValue(poisoned as never),
    })
    const user = newUser()
    const post = (key: string) =>
      app.fetch(
        '/transactions/',
        jsonInit('POST', transactionBody(), { ...user.auth, 'idempotency-key': key }),
      )
    expect((await post('k1')).status).to.equal(201)
    expect((await post('k2')).status).to.equal(201)
    const first = await app.fetch('/transactions/?limit=1', { headers: user.auth })
    expect(first.status).to.equal(200)
    const next = await app.fetch(`/transactions/?limit=1&cursor=${first.headers.get('x-next-cursor')!}`, {
      headers: user.auth,
    })
    expect(((await next.json()) as unknown[]).length).to.equal(1)
    expect((await app.fetch('/me', { headers: user.auth })).status).to.equal(200)
    expect((await app.fetch('/ready')).status).to.equal(200)
  })
})
