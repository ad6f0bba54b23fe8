import { expect } from 'chai'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

type Json = Record<string, unknown>
type Problem = { code: string; errors: { pointer: string; detail: string }[] }

describe('GET and PATCH /me', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('reads the defaults, changes only the settings a PATCH names, and keeps the rest', async () => {
    const user = newUser()
    const first = (await (await app.fetch('/me', { headers: user.auth })).json()) as Json
    expect(first).to.include({ id: user.id, base_currency: 'USD', newsletter_enabled: true })
    const patched = await app.fetch('/me', jsonInit('PATCH', { base_currency: ' eur ' }, user.auth))
    expect(patched.status).to.equal(200)
    expect(await patched.json()).to.include({ base_currency: 'EUR', newsletter_enabled: true })
    const off = await app.fetch('/me', jsonInit('PATCH', { newsletter_enabled: false }, user.auth))
    expect(await off.json()).to.include({ base_currency: 'EUR', newsletter_enabled: false })
    // Another caller's settings are their own.
    const other = newUser()
    expect(await (await app.fetch('/me', { headers: other.auth })).json()).to.include({
      base_currency: 'USD',
    })
  })

  it('refuses a bad value, a wrong type and unknown or server-owned fields, one pointer each (422)', async () => {
    const user = newUser()
    const patch = async (body: Json) => {
      const res = await app.fetch('/me', jsonInit('PATCH', body, user.auth))
      expect(res.status, JSON.stringify(body)).to.equal(422)
      return (await res.json()) as Problem
    }
    expect((await patch({ base_currency: 'dollars' })).errors).to.deep.equal([
      { pointer: '/base_currency', detail: 'must be an ISO 4217 currency code such as "USD"' },
    ])
    expect((await patch({ newsletter_enabled: 'yes' })).errors.map((e) => e.pointer)).to.deep.equal([
      '/newsletter_enabled',
    ])
    // A body of the wrong shape is refused on its shape alone, before any value is read.
    const unknown = await patch({ base_currency: 'dollars', id: 'x', colour: 'red' })
    expect(unknown.code).to.equal('validation_failed')
    expect(unknown.errors.map((e) => e.pointer)).to.have.members(['/id', '/colour'])
    expect(await (await app.fetch('/me', { headers: user.auth })).json()).to.include({
      base_currency: 'USD',
    })
  })
})
