import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import jwt from 'jsonwebtoken'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../support/tokens.js'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const now = () => Math.floor(Date.now() / 1000)

/** The JWT matrix of the foundation issue: each of these is a 401 with WWW-Authenticate. */
const REJECTED: [string, () => string | undefined][] = [
  ['no token', () => undefined],
  ['a malformed token', () => 'Bearer not.a.jwt'],
  ['a non-Bearer scheme', () => `Basic ${Buffer.from('a:b').toString('base64')}`],
  [
    'a bad signature',
    () => `Bearer ${userToken(randomUUID(), { secret: 'another-secret-0123456789abcdef' })}`,
  ],
  [
    'alg none',
    () =>
      `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: randomUUID(), role: 'authenticated', aud: 'authenticated', exp: now() + 600 })}.`,
  ],
  [
    'an expired token',
    () =>
      `Bearer ${jwt.sign({ sub: randomUUID(), role: 'authenticated', aud: 'authenticated', exp: now() - 10 }, TEST_JWT_SECRET)}`,
  ],
  [
    'a token not yet valid',
    () =>
      `Bearer ${jwt.sign({ sub: randomUUID(), role: 'authenticated', aud: 'authenticated', exp: now() + 600, nbf: now() + 300 }, TEST_JWT_SECRET)}`,
  ],
  ['a wrong audience', () => `Bearer ${userToken(randomUUID(), { audience: 'someone-else' })}`],
  ['no audience', () => `Bearer ${userToken(randomUUID(), { audience: undefined })}`],
  [
    'no sub',
    () =>
      `Bearer ${jwt.sign({ role: 'authenticated', aud: 'authenticated', exp: now() + 600 }, TEST_JWT_SECRET)}`,
  ],
  [
    'no exp',
    () =>
      `Bearer ${jwt.sign({ sub: randomUUID(), role: 'authenticated', aud: 'authenticated' }, TEST_JWT_SECRET)}`,
  ],
  [
    'the anon key',
    () =>
      `Bearer ${jwt.sign({ iss: 'supabase', role: 'anon', aud: 'authenticated', exp: now() + 600 }, TEST_JWT_SECRET)}`,
  ],
  [
    'the service_role key',
    () =>
      `Bearer ${jwt.sign({ iss: 'supabase', role: 'service_role', aud: 'authenticated', exp: now() + 600 }, TEST_JWT_SECRET)}`,
  ],
  ['the service key itself', () => `Bearer ${TEST_SERVICE_KEY}`],
  ['a sub with a NUL byte', () => `Bearer ${userToken('user\u0000one')}`],
  ['a sub with a newline', () => `Bearer ${userToken('user\none')}`],
  ['a sub with an unpaired surrogate', () => `Bearer ${userToken('user\ud800')}`],
  [
    'an HS256 token signed with the service key as secret',
    () => `Bearer ${userToken(randomUUID(), { secret: TEST_SERVICE_KEY })}`,
  ],
]

describe('authentication', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  for (const [name, header] of REJECTED) {
    it(`refuses ${name} with 401 problem+json and WWW-Authenticate`, async () => {
      const value = header()
      const res = await app.fetch('/accounts/', { headers: value ? { authorization: value } : {} })
      expect(res.status).to.equal(401)
      expect(res.headers.get('www-authenticate')).to.match(/^Bearer/)
      expect(res.headers.get('content-type')).to.contain('application/problem+json')
      // The same detail whichever check failed (the reason is logged, not told).
      expect(await res.json()).to.include({
        status: 401,
        code: 'unauthorized',
        detail: 'The bearer token is missing, invalid or expired.',
      })
    })
  }

  it('never reads a token from the query string', async () => {
    const res = await app.fetch(`/accounts/?access_token=${userToken()}`)
    expect(res.status).to.equal(401)
  })

  it('accepts a valid user token and creates the user row on first sight', async () => {
    const id = randomUUID()
    const res = await app.fetch('/me', { headers: { authorization: `Bearer ${userToken(id)}` } })
    expect(res.status).to.equal(200)
    const me = (await res.json()) as Record<string, unknown>
    expect(me).to.include({ id, base_currency: 'USD', newsletter_enabled: true })
    expect(await app.container.resolve('users').get(id)).to.not.equal(undefined)
  })

  it('makes the rows of several new users whose first requests arrive together, before their writes', async () => {
    const ids = Array.from({ length: 8 }, () => randomUUID())
    const statuses = await Promise.all(
      ids.map((id) =>
        app
          .fetch('/accounts/', {
            method: 'POST',
            headers: { authorization: `Bearer ${userToken(id)}`, 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Checking', type: 'checking', currency: 'USD', balance: '1.00' }),
          })
          .then((res) => res.status),
      ),
    )
    expect(statuses).to.deep.equal(ids.map(() => 201))
    for (const id of ids) expect(await app.container.resolve('users').get(id)).to.not.equal(undefined)
  })

  it('accepts a sub that is not a UUID as an opaque user id (issuers other than Supabase)', async () => {
    const id = 'auth0|64f1c2d3e4b5a6978'
    const res = await app.fetch('/me', { headers: { authorization: `Bearer ${userToken(id)}` } })
    expect(res.status).to.equal(200)
    expect(await res.json()).to.include({ id })
  })

  it('lets PATCH /me change the base currency and refuses unknown fields', async () => {
    const id = randomUUID()
    const headers = { authorization: `Bearer ${userToken(id)}`, 'content-type': 'application/json' }
    const ok = await app.fetch('/me', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ base_currency: 'eur', newsletter_enabled: false }),
    })
    expect(await ok.json()).to.include({ base_currency: 'EUR', newsletter_enabled: false })
    const bad = await app.fetch('/me', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ base_currency: 'EURO', role: 'admin' }),
    })
    expect(bad.status).to.equal(422)
    const body = (await bad.json()) as { errors: { pointer: string }[] }
    expect(body.errors.map((e) => e.pointer)).to.have.members(['/role'])
  })

  it('keeps answering a cached token (no second verification needed) and never past its exp', async () => {
    const token = jwt.sign(
      { sub: randomUUID(), role: 'authenticated', aud: 'authenticated', exp: now() + 2 },
      TEST_JWT_SECRET,
    )
    expect((await app.fetch('/me', { headers: { authorization: `Bearer ${token}` } })).status).to.equal(200)
    expect((await app.fetch('/me', { headers: { authorization: `Bearer ${token}` } })).status).to.equal(200)
    await new Promise((r) => setTimeout(r, 2100))
    expect((await app.fetch('/me', { headers: { authorization: `Bearer ${token}` } })).status).to.equal(401)
  })
})

describe('authentication with ISSUER set', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp({ env: { JWT_ISSUER: 'https://auth.example.test/auth/v1' } })
  })
  after(async () => app.close())

  it('refuses a wrong issuer and accepts the right one', async () => {
    const sub = randomUUID()
    const wrong = userToken(sub, { extra: { iss: 'https://evil.example.test' } })
    const right = userToken(sub, { extra: { iss: 'https://auth.example.test/auth/v1' } })
    expect((await app.fetch('/me', { headers: { authorization: `Bearer ${wrong}` } })).status).to.equal(401)
    expect((await app.fetch('/me', { headers: { authorization: `Bearer ${right}` } })).status).to.equal(200)
  })
})
