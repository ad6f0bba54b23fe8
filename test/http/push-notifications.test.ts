import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asValue } from 'awilix'
import { expect } from 'chai'
import { FirebasePushSender } from '../../src/adapters/push/firebase-push-sender.js'
import { readServiceAccount } from '../../src/adapters/push/service-account.js'
import { notificationDraft } from '../../src/domain/notifications/notification.js'
import { loadConfig } from '../../src/infrastructure/config/config.js'
import { buildContainer } from '../../src/infrastructure/container.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { createLogger } from '../../src/infrastructure/logger.js'
import { FakeFcm, fakeFcmCredential, fakeServiceAccountJson } from '../support/push-fake-fcm.js'
import { jsonInit, startTestApp, testEnv, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

const token = (name: string) => `${name}:APA91b${'z'.repeat(40)}`
const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
const dir = mkdtempSync(join(tmpdir(), 'ledgerline-push-http-'))
const keyFile = join(dir, 'service-account.json')
writeFileSync(keyFile, fakeServiceAccountJson(pem))

describe('push notifications through a fake FCM endpoint', () => {
  let app: TestApp
  let fcm: FakeFcm

  before(async () => {
    fcm = await new FakeFcm().start()
    app = await startTestApp({
      env: { GOOGLE_APPLICATION_CREDENTIALS: keyFile },
      // The real firebase-admin sender, from the configured key file, aimed at the fake endpoint.
      register: (container, config) => {
        const sender = FirebasePushSender.create({
          serviceAccount: readServiceAccount(config.push.credentialsPath!),
          httpAgent: fcm.agent,
          credential: fakeFcmCredential,
        })
        container.register({ push: asValue(sender) })
      },
    })
  })
  after(async () => {
    await (app.container.resolve('push') as FirebasePushSender).close()
    await app.close()
    await fcm.close()
  })
  beforeEach(() => {
    fcm.requests.length = 0
    fcm.deadTokens.clear()
  })

  const signUpWithDevices = async (...tokens: string[]) => {
    const caller = newUser()
    for (const t of tokens) {
      const res = await app.fetch(
        '/notifications/devices',
        jsonInit('POST', { token: t, platform: 'android' }, caller.auth),
      )
      expect(res.status).to.equal(201)
    }
    return caller
  }

  it('POST /notifications/test pushes to each device and deletes the tokens FCM reports unregistered', async () => {
    const alice = await signUpWithDevices(token('live'), token('gone'))
    fcm.deadTokens.add(token('gone'))
    const res = await app.fetch('/notifications/test', { method: 'POST', headers: alice.auth })
    expect(res.status).to.equal(200)
    expect(await res.json()).to.deep.equal({ devices: 2, delivered: 1, failed: 0, removed: 1 })
    expect(fcm.requests.map((r) => r.message.token)).to.have.members([token('live'), token('gone')])
    const live = fcm.requests.find((r) => r.message.token === token('live'))!
    expect(live.message.notification?.title).to.equal('Ledgerline test notification')
    expect(live.message.data).to.deep.equal({ kind: 'test' })
    expect((await app.container.resolve('devices').listForUser(alice.id)).map((d) => d.token)).to.deep.equal([
      token('live'),
    ])
  })

  it('a stored notification is pushed with its id and kind in the data payload', async () => {
    const alice = await signUpWithDevices(token('phone'))
    const { notification, push } = await app.container.resolve('notifyUser').execute({
      userId: alice.id,
      draft: notificationDraft('insight_alert', 'Large charge', '$900 at ACME', { insight_id: 'i-1' }),
    })
    expect(push).to.deep.equal({ devices: 1, delivered: 1, failed: 0, removed: 0 })
    expect(fcm.requests).to.have.length(1)
    expect(fcm.requests[0]!.message).to.deep.include({
      token: token('phone'),
      notification: { title: 'Large charge', body: '$900 at ACME' },
      data: { insight_id: 'i-1', notification_id: notification.id, kind: 'insight_alert' },
    })
    const feed = (await (await app.fetch('/notifications/', { headers: alice.auth })).json()) as {
      id: string
    }[]
    expect(feed.map((n) => n.id)).to.deep.equal([notification.id])
  })

  it('a user without devices gets the in-app notification and no push call', async () => {
    const bob = await signUpWithDevices()
    await app.fetch('/me', { headers: bob.auth })
    const { push } = await app.container
      .resolve('notifyUser')
      .execute({ userId: bob.id, draft: notificationDraft('test', 't', 'b') })
    expect(push).to.deep.equal({ devices: 0, delivered: 0, failed: 0, removed: 0 })
    expect(fcm.requests).to.have.length(0)
  })

  it('reports push ok in /ready', async () => {
    const body = (await (await app.fetch('/ready')).json()) as { checks: { push: string } }
    expect(body.checks.push).to.equal('ok')
  })
})

describe('push configuration at start-up', () => {
  const build = (path: string) => {
    const config = loadConfig(testEnv({ GOOGLE_APPLICATION_CREDENTIALS: path }))
    const pool = createPool({ url: config.database.url!, poolMax: 1, statementTimeoutMs: 1000 })
    try {
      return buildContainer(config, { pool, db: createKysely(pool), logger: createLogger('silent') })
    } finally {
      void pool.end()
    }
  }

  it('stops the start with a clear message when the key file is missing or invalid', () => {
    expect(() => build(join(dir, 'missing.json'))).to.throw(
      /GOOGLE_APPLICATION_CREDENTIALS .*missing\.json.* does not exist/,
    )
    const invalid = join(dir, 'invalid.json')
    writeFileSync(invalid, '{"type": "authorized_user"}')
    expect(() => build(invalid)).to.throw(/not a service-account key file/)
  })

  it('builds the Firebase sender from a valid key file', async () => {
    const container = build(keyFile)
    expect(container.resolve('push')).to.be.instanceOf(FirebasePushSender)
    await container.dispose()
  })
})
