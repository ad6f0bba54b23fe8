import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { request } from 'node:http'
import { expect } from 'chai'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { transactionBody } from '../support/ledger-fixtures.js'
import { newUser } from '../support/tokens.js'

/** Raw HTTP GET (fetch would decompress and hide Content-Encoding). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('CORS with ALLOWED_ORIGINS unset: every origin, no credentials', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('answers a preflight with *, all methods, the requested headers and no credentials', async () => {
    const res = await app.fetch('/transactions/', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://anything.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,if-match,x-custom',
      },
    })
    expect(res.status).to.equal(204)
    expect(res.headers.get('access-control-allow-origin')).to.equal('*')
    expect(res.headers.get('access-control-allow-credentials')).to.equal(null)
    expect(res.headers.get('access-control-allow-methods')).to.contain('PATCH')
    expect(res.headers.get('access-control-allow-headers')).to.equal('authorization,if-match,x-custom')
  })

  it('puts * on simple responses, errors included, and exposes the API headers', async () => {
    const res = await app.fetch('/accounts/', { headers: { origin: 'https://anything.example' } })
    expect(res.status).to.equal(401)
    expect(res.headers.get('access-control-allow-origin')).to.equal('*')
    expect(res.headers.get('access-control-expose-headers')).to.contain('X-Next-Cursor')
  })
})

describe('CORS with ALLOWED_ORIGINS set: only those origins, with credentials', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp({ env: { ALLOWED_ORIGINS: 'https://app.example, https://admin.example/' } })
  })
  after(async () => app.close())

  it('echoes a listed origin with credentials', async () => {
    const res = await app.fetch('/health', { headers: { origin: 'https://admin.example' } })
    expect(res.headers.get('access-control-allow-origin')).to.equal('https://admin.example')
    expect(res.headers.get('access-control-allow-credentials')).to.equal('true')
    expect(res.headers.get('vary')).to.match(/origin/i)
  })

  it("keeps a listed origin's CORS headers on an error", async () => {
    const res = await app.fetch('/accounts/', { headers: { origin: 'https://app.example' } })
    expect(res.status).to.equal(401)
    expect(res.headers.get('access-control-allow-origin')).to.equal('https://app.example')
    expect(res.headers.get('access-control-allow-credentials')).to.equal('true')
    expect(res.headers.get('access-control-expose-headers')).to.contain('X-Request-Id')
  })

  it('gives an unlisted origin no CORS headers at all', async () => {
    const res = await app.fetch('/health', { headers: { origin: 'https://evil.example' } })
    expect(res.headers.get('access-control-allow-origin')).to.equal(null)
    expect(res.headers.get('access-control-allow-credentials')).to.equal(null)
  })
})

describe('compression', () => {
  let app: TestApp
  const user = newUser()
  before(async () => {
    app = await startTestApp()
    for (let i = 0; i < 10; i++)
      await app.fetch('/transactions/', jsonInit('POST', transactionBody({ notes: `n${i}` }), user.auth))
  })
  after(async () => app.close())

  it('compresses a large JSON response with br or gzip, as asked', async () => {
    const url = `${app.baseUrl}/transactions/`
    const br = await rawGet(url, { ...user.auth, 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).to.equal('br')
    const listed = JSON.parse(brotliDecompressSync(br.body).toString()) as unknown[]
    expect(listed).to.have.length(10)
    const gz = await rawGet(url, { ...user.auth, 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).to.equal('gzip')
    expect(JSON.parse(gunzipSync(gz.body).toString())).to.deep.equal(listed)
  })

  it('sends a large body as it is to a client that names no encoding, or only identity', async () => {
    const url = `${app.baseUrl}/transactions/`
    const compressed = await rawGet(url, { ...user.auth, 'accept-encoding': 'gzip' })
    const plain = gunzipSync(compressed.body).toString()
    for (const asked of [{}, { 'accept-encoding': '' }, { 'accept-encoding': 'identity' }]) {
      const res = await rawGet(url, { ...user.auth, ...asked })
      expect(res.headers['content-encoding']).to.equal(undefined)
      expect(res.headers['content-length']).to.equal(String(res.body.length))
      expect(res.body.toString()).to.equal(plain)
      expect(String(res.headers.vary).toLowerCase()).to.include('accept-encoding')
    }
  })

  it('says Vary: Origin, Accept-Encoding on every answer: small, large, errors, preflights', async () => {
    const answers = [
      await rawGet(`${app.baseUrl}/health`, {}),
      await rawGet(`${app.baseUrl}/transactions/`, { ...user.auth, 'accept-encoding': 'gzip' }),
      await rawGet(`${app.baseUrl}/nowhere`, {}),
    ]
    const preflight = await app.fetch('/transactions/', {
      method: 'OPTIONS',
      headers: { origin: 'https://a.example', 'access-control-request-method': 'POST' },
    })
    for (const vary of [...answers.map((a) => a.headers.vary), preflight.headers.get('vary')])
      expect(
        String(vary)
          .split(/\s*,\s*/)
          .map((v) => v.toLowerCase()),
      ).to.include.members(['origin', 'accept-encoding'])
  })

  it('compresses at 1001 bytes and not at 1000 (docs/api.md: over 1000 bytes)', async () => {
    const small = await rawGet(`${app.baseUrl}/health`, { 'accept-encoding': 'gzip, br' })
    expect(small.headers['content-encoding']).to.equal(undefined)
    // One transaction whose notes are sized so the list body is exactly 1000, then 1001 bytes.
    const solo = newUser()
    const created = (await (
      await app.fetch('/transactions/', jsonInit('POST', transactionBody({ notes: '' }), solo.auth))
    ).json()) as { id: string }
    const sizeWith = async (notes: string) => {
      await app.fetch(`/transactions/${created.id}`, jsonInit('PATCH', { notes }, solo.auth))
      return rawGet(`${app.baseUrl}/transactions/`, { ...solo.auth, 'accept-encoding': 'gzip' })
    }
    const base = (await sizeWith('x')).body.length - 1
    const at1000 = await sizeWith('x'.repeat(1000 - base))
    expect(at1000.body.length).to.equal(1000)
    expect(at1000.headers['content-encoding']).to.equal(undefined)
    const at1001 = await sizeWith('x'.repeat(1001 - base))
    expect(at1001.headers['content-encoding']).to.equal('gzip')
    expect(gunzipSync(at1001.body).length).to.equal(1001)
  })
})

describe('every error body is problem+json', () => {
  let app: TestApp
  const user = newUser()
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  const cases: [string, () => Promise<Response>, number][] = [
    ['401', () => app.fetch('/holdings/'), 401],
    ['404 route', () => app.fetch('/nowhere', { headers: user.auth }), 404],
    ['404 object', () => app.fetch(`/accounts/${crypto.randomUUID()}`, { headers: user.auth }), 404],
    ['405', () => app.fetch('/health', { method: 'DELETE' }), 405],
    [
      '400',
      () =>
        app.fetch('/accounts/', {
          method: 'POST',
          headers: { ...user.auth, 'content-type': 'application/json' },
          body: '[',
        }),
      400,
    ],
    [
      '415',
      () =>
        app.fetch('/accounts/', {
          method: 'POST',
          headers: { ...user.auth, 'content-type': 'text/csv' },
          body: 'a,b',
        }),
      415,
    ],
    ['422', () => app.fetch('/accounts/', jsonInit('POST', {}, user.auth)), 422],
  ]
  for (const [name, call, status] of cases) {
    it(`${name}: {type, title, status, code, detail, request_id}`, async () => {
      const res = await call()
      expect(res.status).to.equal(status)
      expect(res.headers.get('content-type')).to.contain('application/problem+json')
      const body = (await res.json()) as Record<string, unknown>
      expect(body).to.include.keys('type', 'title', 'status', 'code', 'detail', 'request_id')
      expect(body.status).to.equal(status)
      expect(body.request_id).to.equal(res.headers.get('x-request-id'))
    })
  }
})
