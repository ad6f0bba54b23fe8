import { randomBytes } from 'node:crypto'
import { asValue } from 'awilix'
import { expect } from 'chai'
import { FakeJobQueue } from '../fakes/fake-job-queue.js'
import { CountingListener } from '../support/counting-listener.js'
import { FakeSimplefinBridge, type BridgeAccount } from '../support/fake-simplefin-bridge.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

const token = (claimUrl: string) => Buffer.from(claimUrl).toString('base64')
const base = {
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  BANK_SYNC_ALLOW_HTTP: 'true',
  BANK_SYNC_RETRIES: '0',
}

function account(name: string): BridgeAccount {
  return {
    org: { name: 'First Prairie Bank', domain: 'firstprairie.example' },
    id: 'FP-CHK',
    name,
    currency: 'USD',
    balance: '1.00',
    'balance-date': Math.floor(Date.now() / 1000),
    transactions: [],
  }
}

async function connect(app: TestApp, user: ReturnType<typeof newUser>, setupToken: string) {
  const res = await app.fetch(
    '/connections',
    jsonInit('POST', { provider: 'simplefin', setup_token: setupToken }, user.auth),
  )
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> }
}

describe('POST /connections as a hostile user (no allow-list: production)', () => {
  let app: TestApp
  let listener: CountingListener
  before(async () => {
    app = await startTestApp({ env: { ...base, BANK_CONNECTS_PER_HOUR: '12' } })
    listener = await CountingListener.start()
  })
  after(async () => {
    await app.close()
    await listener.close()
  })

  it('refuses claim URLs on loopback, private and metadata addresses with 422: nothing is connected to', async () => {
    const user = newUser()
    for (const host of [
      '127.0.0.1',
      'localhost',
      '[::1]',
      '127.1',
      '2130706433',
      '0x7f000001',
      '[::ffff:127.0.0.1]',
    ]) {
      const res = await connect(app, user, token(`http://${host}:${listener.port}/claim/x`))
      expect(res.status, host).to.equal(422)
      expect(res.body).to.include({ code: 'validation_failed' })
    }
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'https://10.1.2.3/claim',
      'https://[fd00::1]/claim',
    ])
      expect((await connect(app, user, token(url))).status, url).to.equal(422)
    expect(listener.accepted).to.equal(0)
  })

  it('answers an open and a closed loopback port alike (no port-scan oracle)', async () => {
    const closed = await CountingListener.start()
    const closedPort = closed.port
    await closed.close()
    const open = await connect(app, newUser(), token(`http://127.0.0.1:${listener.port}/claim/x`))
    const shut = await connect(app, newUser(), token(`http://127.0.0.1:${closedPort}/claim/x`))
    expect(open.status).to.equal(shut.status)
    const { request_id: _a, ...openBody } = open.body
    const { request_id: _b, ...shutBody } = shut.body
    expect(openBody).to.deep.equal(shutBody)
    expect(listener.accepted).to.equal(0)
  })

  it('limits connection attempts per user: 429 problem+json with Retry-After, other users unaffected', async () => {
    const user = newUser()
    const target = token(`http://127.0.0.1:${listener.port}/claim/x`)
    for (let i = 0; i < 12; i++) expect((await connect(app, user, target)).status).to.equal(422)
    const limited = await connect(app, user, target)
    expect(limited.status).to.equal(429)
    expect(limited.headers.get('content-type')).to.match(/^application\/problem\+json/)
    expect(limited.body).to.include({ code: 'rate_limited' })
    expect(Number(limited.headers.get('retry-after'))).to.be.within(3500, 3600)
    expect((await connect(app, newUser(), target)).status).to.equal(422)
  })
})

describe('POST /connections against a hostile bridge the operator allowed', () => {
  let app: TestApp
  let bridge: FakeSimplefinBridge
  let listener: CountingListener
  const jobs = new FakeJobQueue<{ syncIds: string[] }>()
  before(async () => {
    bridge = await FakeSimplefinBridge.start()
    listener = await CountingListener.start()
    // The bridge's own host and port only: another port on the same host is not allowed.
    app = await startTestApp({
      env: { ...base, OUTBOUND_ALLOWED_HOSTS: new URL(bridge.url).host },
      register: (container) => container.register({ jobQueue: asValue(jobs) }),
    })
  })
  after(async () => {
    await app.close()
    await bridge.close()
    await listener.close()
  })

  it('never calls an access URL the bridge points elsewhere on loopback: the connection needs attention', async () => {
    const { token: setup, user } = bridge.newSetupToken([account('Checking')])
    const elsewhere = new URL(bridge.accessUrlOf(user))
    elsewhere.port = String(listener.port)
    bridge.answerNext((res) => res.writeHead(200).end(elsewhere.toString()))
    const owner = newUser()
    const res = await connect(app, owner, setup)
    expect(res.status).to.equal(201)
    expect(res.body).to.include({ status: 'needs_attention' })
    expect(res.body.last_error).to.match(/address this service does not call/)
    expect(JSON.stringify(res.body)).not.to.include(user.password)
    const sync = await app.fetch(
      `/connections/${res.body.id as string}/sync`,
      jsonInit('POST', undefined, owner.auth),
    )
    expect(sync.status).to.equal(202)
    const runSync = app.container.resolve('runSync')
    for (const job of jobs.jobs.splice(0)) for (const id of job.data.syncIds) await runSync.execute(id)
    const after = await app.fetch(
      `/connections/${res.body.id as string}`,
      jsonInit('GET', undefined, owner.auth),
    )
    expect(((await after.json()) as { status: string }).status).to.equal('needs_attention')
    expect(listener.accepted).to.equal(0)
  })

  it('stores an account name with NUL and control characters as plain text (no 500)', async () => {
    const { token: setup } = bridge.newSetupToken([account('Every\u0000day\u0007 Checking')])
    const res = await connect(app, newUser(), setup)
    expect(res.status).to.equal(201)
    expect((res.body.accounts as { name: string }[])[0]!.name).to.equal('Every day Checking')
  })

  it('answers 503 when the bridge names an access URL with a malformed percent-escape (no 500)', async () => {
    const { token: setup, user } = bridge.newSetupToken([account('Checking')])
    bridge.answerNext((res) =>
      res.writeHead(200).end(bridge.accessUrlOf(user).replace(user.username, `${user.username}%E0%A4%A`)),
    )
    const res = await connect(app, newUser(), setup)
    expect(res.status).to.equal(503)
    expect(res.body).to.include({ code: 'upstream_unavailable' })
  })

  it('keeps a connection whose access the bridge refuses at once, as revoked with the reason (no 500)', async () => {
    const { token: setup, user } = bridge.newSetupToken([account('Checking')])
    user.state = 'revoked' // the claim goes through; the first /accounts is 403
    const res = await connect(app, newUser(), setup)
    expect(res.status).to.equal(201)
    expect(res.body).to.include({ status: 'revoked' })
    expect(res.body.last_error).to.match(/revoked/)
  })
})
