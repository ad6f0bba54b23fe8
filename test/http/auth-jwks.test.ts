import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'chai'
import jwt from 'jsonwebtoken'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../support/tokens.js'

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const jwk = (key: KeyObject, kid: string, alg: string) => ({
  ...key.export({ format: 'jwk' }),
  kid,
  alg,
  use: 'sig',
})

/** A Supabase-style JWKS endpoint on loopback, serving one RSA and one EC signing key. */
async function startJwks(): Promise<{ url: string; server: Server; hits: number[] }> {
  const hits: number[] = []
  const body = JSON.stringify({
    keys: [jwk(rsa.publicKey, 'rsa-1', 'RS256'), jwk(ec.publicKey, 'ec-1', 'ES256')],
  })
  const server = createServer((_req, res) => {
    hits.push(Date.now())
    res.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/.well-known/jwks.json`,
    server,
    hits,
  }
}

const claims = (sub: string) => ({
  sub,
  role: 'authenticated',
  aud: 'authenticated',
  exp: Math.floor(Date.now() / 1000) + 600,
})

describe('authentication with JWT_JWKS_URL (RS256 and ES256 signing keys)', () => {
  let jwks: Awaited<ReturnType<typeof startJwks>>
  let app: TestApp
  before(async () => {
    jwks = await startJwks()
    app = await startTestApp({ env: { JWT_SECRET: undefined, JWT_JWKS_URL: jwks.url } })
  })
  after(async () => {
    await app.close()
    jwks.server.close()
  })

  const me = (token: string) => app.fetch('/me', { headers: { authorization: `Bearer ${token}` } })

  it('accepts an RS256 and an ES256 user token signed by keys of the JWKS', async () => {
    const rs = jwt.sign(claims(randomUUID()), rsa.privateKey, { algorithm: 'RS256', keyid: 'rsa-1' })
    const es = jwt.sign(claims(randomUUID()), ec.privateKey, { algorithm: 'ES256', keyid: 'ec-1' })
    expect((await me(rs)).status).to.equal(200)
    expect((await me(es)).status).to.equal(200)
  })

  it('refuses a token signed by another key, an unknown kid, and HS256 when no secret is configured', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const forged = jwt.sign(claims(randomUUID()), stranger.privateKey, { algorithm: 'RS256', keyid: 'rsa-1' })
    const unknownKid = jwt.sign(claims(randomUUID()), rsa.privateKey, { algorithm: 'RS256', keyid: 'nobody' })
    const hs = userToken(randomUUID())
    for (const token of [forged, unknownKid, hs]) {
      const res = await me(token)
      expect(res.status).to.equal(401)
      expect(res.headers.get('www-authenticate')).to.match(/^Bearer/)
    }
  })

  it('refuses the HS/RS confusion: an HS256 token keyed with the RSA public key', async () => {
    const pem = rsa.publicKey.export({ type: 'spki', format: 'pem' })
    const confused = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'rsa-1' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims(randomUUID()))).toString('base64url')}`
    const { createHmac } = await import('node:crypto')
    const signature = createHmac('sha256', pem).update(confused).digest('base64url')
    expect((await me(`${confused}.${signature}`)).status).to.equal(401)
  })

  it('keeps RS256 user tokens to role authenticated (a service_role token is no user token)', async () => {
    const service = jwt.sign({ ...claims(randomUUID()), role: 'service_role' }, rsa.privateKey, {
      algorithm: 'RS256',
      keyid: 'rsa-1',
    })
    expect((await me(service)).status).to.equal(401)
  })
})

describe('administrator routes (POST /rag/ingest)', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  const ingest = (authorization?: string) =>
    app.fetch(`/rag/ingest?user_id=${randomUUID()}&period=daily`, {
      method: 'POST',
      headers: authorization ? { authorization } : {},
    })

  it('lets in the service key and a service_role JWT (even without an audience), as far as the unknown-user 404', async () => {
    expect((await ingest(`Bearer ${TEST_SERVICE_KEY}`)).status).to.equal(404)
    const serviceRole = jwt.sign(
      { iss: 'supabase', role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      TEST_JWT_SECRET,
    )
    expect((await ingest(`Bearer ${serviceRole}`)).status).to.equal(404)
  })

  it('answers 403 to a user token, 401 to a near-miss of the key, a forged service_role JWT or none', async () => {
    expect((await ingest(`Bearer ${userToken()}`)).status).to.equal(403)
    expect((await ingest(`Bearer ${TEST_SERVICE_KEY.slice(0, -1)}x`)).status).to.equal(401)
    const forged = jwt.sign(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      'not-the-secret-0123456789abcdef',
    )
    expect((await ingest(`Bearer ${forged}`)).status).to.equal(401)
    expect((await ingest()).status).to.equal(401)
  })
})
