import { expect } from 'chai'
import { SimplefinBankFeed } from '../../../src/adapters/bank-feeds/simplefin-bank-feed.js'
import { OutboundHttp } from '../../../src/adapters/outbound-http/outbound-http.js'
import { BankAccessError, SetupTokenRejectedError } from '../../../src/domain/bank-sync/bank-feed-errors.js'
import { UpstreamUnavailableError, ValidationError } from '../../../src/domain/errors.js'
import { expectRejection } from '../../support/expect-rejection.js'
import { FakeSimplefinBridge, type BridgeAccount } from '../../support/fake-simplefin-bridge.js'

const unix = (iso: string) => Date.parse(iso) / 1000

function checking(): BridgeAccount {
  return {
    org: { name: 'First Prairie Bank', domain: 'firstprairie.example' },
    id: 'ACT-1001',
    name: 'Everyday Checking',
    currency: 'USD',
    balance: '2412.57',
    'available-balance': '2300.00',
    'balance-date': unix('2026-11-20T12:00:00Z'),
    transactions: [
      {
        id: 'TX-1',
        posted: unix('2026-11-02T10:00:00Z'),
        amount: '-42.19',
        description: 'KROGER #0412',
        payee: 'Kroger',
      },
      { id: 'TX-2', posted: unix('2026-11-15T10:00:00Z'), amount: '2150.00', description: 'ACME PAYROLL' },
      {
        id: 'TX-3',
        posted: 0,
        amount: '-18.40',
        description: 'SQ *BLUE BOTTLE',
        pending: true,
        transacted_at: unix('2026-11-19T08:00:00Z'),
      },
    ],
  }
}

/** The fake bridge listens on loopback: the operator's allow-list lets these calls reach it. */
const loopbackAllowed = new OutboundHttp({ allowedHosts: [{ host: '127.0.0.1', port: undefined }] })
const settings = { maxAnswerBytes: 1024 * 1024, http: loopbackAllowed }

describe('SimpleFIN bank feed against a fake bridge speaking the protocol', () => {
  let bridge: FakeSimplefinBridge
  let feed: SimplefinBankFeed
  before(async () => {
    bridge = await FakeSimplefinBridge.start()
    feed = new SimplefinBankFeed({ timeoutMs: 2000, retries: 1, allowHttp: true, ...settings })
  })
  after(() => bridge.close())

  it('claims a setup token once: POST to the claim URL, the access URL back; a second claim is refused', async () => {
    const { token, user } = bridge.newSetupToken([checking()])
    const access = await feed.claim(token)
    const url = new URL(access)
    expect(url.username).to.equal(user.username)
    expect(url.password).to.equal(user.password)
    const claims = bridge.requests.filter((r) => r.path.includes('/claim/'))
    expect(claims.at(-1)!.method).to.equal('POST')
    const refused = await expectRejection(feed.claim(token), SetupTokenRejectedError)
    expect(refused.message)
      .to.match(/claimed already/)
      .and.match(/disable it/)
  })

  it('refuses a token that is not base64 of an http(s) URL, without calling anyone', async () => {
    const before = bridge.requests.length
    for (const bad of [
      'not a token!',
      Buffer.from('ftp://x/claim/1').toString('base64'),
      '',
      Buffer.from('hello').toString('base64'),
    ]) {
      const error = await expectRejection(feed.claim(bad), ValidationError)
      expect(error.errors[0]!.pointer).to.equal('/setup_token')
    }
    expect(bridge.requests.length).to.equal(before)
  })

  it('refuses http:// unless allowed (HTTPS only, as the protocol requires)', async () => {
    const strict = new SimplefinBankFeed({ timeoutMs: 2000, retries: 0, allowHttp: false, ...settings })
    const { token } = bridge.newSetupToken()
    await expectRejection(strict.claim(token), ValidationError)
  })

  it('fetches accounts with Basic credentials in a header, the window in unix seconds, pending included', async () => {
    const { token, user } = bridge.newSetupToken([checking()])
    const access = await feed.claim(token)
    const snapshot = await feed.fetch(access, {
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-15T10:00:00Z'),
    })
    const call = bridge.accountCalls().at(-1)!
    expect(call.authorization).to.equal(
      `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`,
    )
    expect(call.query.get('start-date')).to.equal(String(unix('2026-11-01T00:00:00Z')))
    expect(call.query.get('end-date')).to.equal(String(unix('2026-11-15T10:00:00Z')))
    expect(call.query.get('pending')).to.equal('1')
    const [account] = snapshot.accounts
    expect(account).to.include({
      externalId: 'ACT-1001',
      name: 'Everyday Checking',
      currency: 'USD',
      balance: '2412.57',
    })
    expect(account!.institution).to.deep.equal({ name: 'First Prairie Bank', domain: 'firstprairie.example' })
    // end-date is exclusive: TX-2, posted at exactly the end, is left out; the pending one is in.
    expect(account!.transactions.map((t) => t.externalId)).to.deep.equal(['TX-1', 'TX-3'])
    const pending = account!.transactions[1]!
    expect(pending).to.include({ pending: true, postedAt: null, amount: '-18.40' })
    expect(pending.transactedAt!.toISOString()).to.equal('2026-11-19T08:00:00.000Z')
  })

  it("passes the bridge's messages on, as plain text and length-capped", async () => {
    const { token, user } = bridge.newSetupToken([checking()])
    user.errors = ['You must reauthenticate.', `<b>Connection</b>\u0000 to First Prairie ${'x'.repeat(500)}`]
    const snapshot = await feed.fetch(await feed.claim(token), { from: new Date(0), to: new Date() })
    expect(snapshot.messages[0]).to.equal('You must reauthenticate.')
    expect(snapshot.messages[1]).to.match(/^Connection to First Prairie x+…$/)
    expect(snapshot.messages[1]!.length).to.equal(300)
  })

  it('says revoked (403) and payment required (402) as BankAccessError, not retried', async () => {
    const { token, user } = bridge.newSetupToken([checking()])
    const access = await feed.claim(token)
    user.state = 'revoked'
    const calls = bridge.accountCalls().length
    expect(
      (await expectRejection(feed.fetch(access, { from: new Date(0), to: new Date() }), BankAccessError))
        .problem,
    ).to.equal('revoked')
    expect(bridge.accountCalls().length).to.equal(calls + 1)
    user.state = 'payment_required'
    expect(
      (await expectRejection(feed.fetch(access, { from: new Date(0), to: new Date() }), BankAccessError))
        .problem,
    ).to.equal('payment_required')
    const wrong = new URL(access)
    wrong.password = 'guessed'
    user.state = 'ok'
    expect(
      (
        await expectRejection(
          feed.fetch(wrong.toString(), { from: new Date(0), to: new Date() }),
          BankAccessError,
        )
      ).problem,
    ).to.equal('revoked')
  })

  it('retries a 5xx once, and reports a 429 or repeated 5xx as unavailable without the credentials', async () => {
    const { token } = bridge.newSetupToken([checking()])
    const access = await feed.claim(token)
    bridge.failNext({ status: 502 })
    expect((await feed.fetch(access, { from: new Date(0), to: new Date() })).accounts).to.have.length(1)
    bridge.failNext({ status: 503 }, { status: 503 })
    const down = await expectRejection(
      feed.fetch(access, { from: new Date(0), to: new Date() }),
      UpstreamUnavailableError,
    )
    bridge.failNext({ status: 429, retryAfter: '120' })
    const limited = await expectRejection(
      feed.fetch(access, { from: new Date(0), to: new Date() }),
      UpstreamUnavailableError,
    )
    expect(limited.retryAfterSeconds).to.equal(120)
    const secret = new URL(access).password
    for (const error of [down, limited])
      expect(JSON.stringify({ m: error.message, s: error.stack })).not.to.include(secret)
  })

  it('treats a malformed answer as unavailable, never as an empty bank', async () => {
    const { token, user } = bridge.newSetupToken([checking()])
    const access = await feed.claim(token)
    user.accounts = [{ ...checking(), balance: 'lots' }]
    await expectRejection(feed.fetch(access, { from: new Date(0), to: new Date() }), UpstreamUnavailableError)
  })
})
