import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'chai'
import { FirebasePushSender } from '../../src/adapters/push/firebase-push-sender.js'
import {
  PushCredentialsError,
  readServiceAccount,
  type ServiceAccount,
} from '../../src/adapters/push/service-account.js'
import { FakeFcm, fakeFcmCredential, fakeServiceAccountJson } from '../support/push-fake-fcm.js'

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
const dir = mkdtempSync(join(tmpdir(), 'ledgerline-push-'))
const file = (name: string, content: string) => {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}
const token = (name: string) => `${name}:APA91b${'x'.repeat(40)}`

describe('push: FirebasePushSender against a fake FCM endpoint', () => {
  let fcm: FakeFcm
  let account: ServiceAccount
  let sender: FirebasePushSender

  beforeEach(async () => {
    fcm = await new FakeFcm().start()
    account = readServiceAccount(file('sa.json', fakeServiceAccountJson(pem)))
    sender = FirebasePushSender.create({
      serviceAccount: account,
      httpAgent: fcm.agent,
      credential: fakeFcmCredential,
    })
  })
  afterEach(async () => {
    await sender.close()
    await fcm.close()
  })

  it('sends the FCM v1 message for each token, with the access token and the data payload', async () => {
    const outcome = await sender.send([token('a'), token('b')], {
      title: 'Hello',
      body: 'World',
      data: { kind: 'test', notification_id: 'n1' },
    })
    expect(outcome).to.deep.equal({ delivered: 2, unregistered: [], failed: 0 })
    expect(fcm.requests.map((r) => r.message.token)).to.have.members([token('a'), token('b')])
    const first = fcm.requests[0]!
    expect(first.path).to.equal('/v1/projects/ledgerline-test/messages:send')
    expect(first.authorization).to.equal('Bearer fake-fcm-access-token')
    expect(first.message.notification).to.deep.equal({ title: 'Hello', body: 'World' })
    expect(first.message.data).to.deep.equal({ kind: 'test', notification_id: 'n1' })
    expect(first.message.android).to.deep.equal({ priority: 'high' })
  })

  it('reports the tokens FCM calls UNREGISTERED, and counts other per-token failures apart', async () => {
    fcm.deadTokens.add(token('dead'))
    fcm.rejectedTokens.add(token('bad'))
    const outcome = await sender.send([token('ok'), token('dead'), token('bad')], {
      title: 't',
      body: 'b',
      data: {},
    })
    expect(outcome).to.deep.equal({ delivered: 1, unregistered: [token('dead')], failed: 1 })
  })

  it('counts a credential failure as failed and prunes nothing (the token may still be good)', async () => {
    const broken = FirebasePushSender.create({
      serviceAccount: account,
      httpAgent: fcm.agent,
      credential: { getAccessToken: () => Promise.reject(new Error('invalid_grant')) },
    })
    try {
      expect(await broken.send([token('a')], { title: 't', body: 'b', data: {} })).to.deep.equal({
        delivered: 0,
        unregistered: [],
        failed: 1,
      })
      expect(fcm.requests).to.have.length(0)
    } finally {
      await broken.close()
    }
  })

  it('builds with the real service-account credential (no network until a send)', async () => {
    const real = FirebasePushSender.create({ serviceAccount: account })
    expect(real.configured).to.equal(true)
    await real.close()
  })
})

describe('push: reading GOOGLE_APPLICATION_CREDENTIALS', () => {
  it('accepts a service-account key file', () => {
    const account = readServiceAccount(file('ok.json', fakeServiceAccountJson(pem, 'proj-1')))
    expect(account.projectId).to.equal('proj-1')
    expect(account.clientEmail).to.equal('push@proj-1.iam.gserviceaccount.com')
  })

  it('names the problem: missing file, not JSON, not a service account, missing fields, bad key', () => {
    const cases: [string, RegExp][] = [
      [join(dir, 'nope.json'), /does not exist/],
      [file('text.json', 'hello'), /is not JSON/],
      [file('user.json', JSON.stringify({ type: 'authorized_user' })), /not a service-account key file/],
      [
        file('partial.json', JSON.stringify({ type: 'service_account', project_id: 'p' })),
        /lacks client_email, private_key/,
      ],
      [
        file(
          'badkey.json',
          JSON.stringify({ type: 'service_account', project_id: 'p', client_email: 'e', private_key: 'x' }),
        ),
        /not a PEM/,
      ],
    ]
    for (const [path, message] of cases) {
      expect(() => readServiceAccount(path)).to.throw(PushCredentialsError, message)
      expect(() => readServiceAccount(path)).to.throw(/GOOGLE_APPLICATION_CREDENTIALS/)
    }
  })
})
