import { expect } from 'chai'
import {
  MAX_ACCOUNTS_PER_ANSWER,
  SimplefinBankFeed,
} from '../../../src/adapters/bank-feeds/simplefin-bank-feed.js'
import { OutboundHttp } from '../../../src/adapters/outbound-http/outbound-http.js'
import { BankAccessError } from '../../../src/domain/bank-sync/bank-feed-errors.js'
import { UpstreamUnavailableError, ValidationError } from '../../../src/domain/errors.js'
import { CountingListener } from '../../support/counting-listener.js'
import { expectRejection } from '../../support/expect-rejection.js'
import { FakeSimplefinBridge, type BridgeAccount } from '../../support/fake-simplefin-bridge.js'

const everything = { from: new Date(0), to: new Date() }
const token = (claimUrl: string) => Buffer.from(claimUrl).toString('base64')

function account(overrides: Partial<BridgeAccount> = {}): BridgeAccount {
  return {
    org: { name: 'First Prairie Bank', domain: 'firstprairie.example' },
    id: 'ACT-1',
    name: 'Everyday Checking',
    currency: 'USD',
    balance: '10.00',
    'balance-date': 1_700_000_000,
    transactions: [],
    ...overrides,
  }
}

describe('SimpleFIN bank feed against hostile setup tokens and bridges', () => {
  let bridge: FakeSimplefinBridge
  let listener: CountingListener
  const strictHttp = new OutboundHttp({ allowedHosts: [] })
  const bridgeHttp = new OutboundHttp({ allowedHosts: [{ host: '127.0.0.1', port: undefined }] })
  const settings = { timeoutMs: 3000, retries: 1, allowHttp: true, maxAnswerBytes: 64 * 1024 }
  /** A service with no allow-list: what every user-chosen URL meets in production. */
  const strict = new SimplefinBankFeed({ ...settings, http: strictHttp })
  /** A service whose operator allowed the (loopback) bridge, and nothing else. */
  const feed = new SimplefinBankFeed({ ...settings, http: bridgeHttp })
  before(async () => {
    bridge = await FakeSimplefinBridge.start()
  })
  beforeEach(async () => {
    listener = await CountingListener.start()
  })
  afterEach(() => listener.close())
  after(async () => {
    await bridge.close()
    await strictHttp.close()
    await bridgeHttp.close()
  })

  it('refuses a claim URL on loopback or a private address (422 on the token) without connecting', async () => {
    const port = listener.port
    for (const host of [
      '127.0.0.1',
      'localhost',
      '127.1',
      '2130706433',
      '0x7f000001',
      '[::ffff:127.0.0.1]',
      '[::1]',
    ]) {
      const refused = await expectRejection(
        strict.claim(token(`http://${host}:${port}/claim/1`)),
        ValidationError,
      )
      expect(refused.errors[0]!.pointer, host).to.equal('/setup_token')
      expect(refused.errors[0]!.detail).to.match(
        /(not a public internet address|resolves to an address that is not public)/,
      )
    }
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/claim',
      'https://[fd00::1]/c',
    ])
      await expectRejection(strict.claim(token(url)), ValidationError)
    expect(listener.accepted).to.equal(0)
    // The bridge's own port is refused the same way: an open and a closed port look alike.
    const { token: real } = bridge.newSetupToken([account()])
    const before = bridge.connections
    await expectRejection(strict.claim(real), ValidationError)
    expect(bridge.connections).to.equal(before)
  })

  it('does not follow a claim answered with a redirect (no POST over http to an internal address)', async () => {
    const { token: setup } = bridge.newSetupToken([account()])
    bridge.answerNext((res) =>
      res.writeHead(307, { location: `http://127.0.0.1:${listener.port}/internal` }).end(),
    )
    const refused = await expectRejection(feed.claim(setup), UpstreamUnavailableError)
    expect(refused.message).to.match(/redirect \(HTTP 307\)/)
    expect(listener.accepted).to.equal(0)
  })

  it('does not follow /accounts answered with a redirect', async () => {
    const { token: setup } = bridge.newSetupToken([account()])
    const access = await feed.claim(setup)
    bridge.answerNext((res) => res.writeHead(302, { location: '/simplefin/internal' }).end())
    const refused = await expectRejection(feed.fetch(access, everything), UpstreamUnavailableError)
    expect(refused.message).to.match(/redirect \(HTTP 302\)/)
    expect(bridge.requests.at(-1)!.path).to.equal('/simplefin/accounts')
  })

  it('refuses an access URL the bridge points at an address it may not reach, as unusable access', async () => {
    const access = `http://user:secret@127.0.0.1:${listener.port}/simplefin`
    const refused = await expectRejection(strict.fetch(access, everything), BankAccessError)
    expect(refused.problem).to.equal('unusable_access')
    expect(refused.message).not.to.include('secret')
    expect(listener.accepted).to.equal(0)
  })

  it('caps a claim answer at a few KB and an /accounts answer at its setting', async () => {
    const { token: setup } = bridge.newSetupToken([account()])
    bridge.answerNext((res) => res.writeHead(200).end('h'.repeat(1024 * 1024)))
    const claim = await expectRejection(feed.claim(setup), UpstreamUnavailableError)
    expect(claim.message).to.match(/more than 4096 bytes/)
    const { token: second, user } = bridge.newSetupToken([account()])
    const access = await feed.claim(second)
    user.accounts = [account({ name: 'n'.repeat(70 * 1024) })]
    const accounts = await expectRejection(feed.fetch(access, everything), UpstreamUnavailableError)
    expect(accounts.message).to.match(/more than 65536 bytes/)
  })

  it('refuses an answer with more accounts than one sync takes, rather than dropping some', async () => {
    const { token: setup, user } = bridge.newSetupToken()
    const access = await feed.claim(setup)
    user.accounts = Array.from({ length: MAX_ACCOUNTS_PER_ANSWER + 1 }, (_, i) => account({ id: `A-${i}` }))
    const refused = await expectRejection(feed.fetch(access, everything), UpstreamUnavailableError)
    expect(refused.message).to.match(/101 accounts/)
  })

  it('makes bridge text storable and bounded: no NUL or control characters, names cut', async () => {
    const { token: setup, user } = bridge.newSetupToken()
    const access = await feed.claim(setup)
    user.accounts = [
      account({
        id: 'ACT\u0000-9',
        name: `Check\u0000ing\u0007 ${'x'.repeat(300)}`,
        org: { name: 'Bank\u0000\u202f of\nNowhere', domain: 'nowhere.example' },
        transactions: [
          {
            id: 'T\u00001',
            posted: 1_700_000_000,
            amount: '-1.00',
            description: 'COFFEE\u0000\u0001 SHOP',
            memo: '\ud800x',
          },
        ],
      }),
    ]
    const [bank] = (await feed.fetch(access, everything)).accounts
    expect(bank!.externalId).to.equal('ACT-9')
    expect(bank!.name).to.match(/^Check ing x+…$/)
    expect(bank!.name).to.have.length(100)
    expect(bank!.institution.name).to.equal('Bank of Nowhere')
    expect(bank!.transactions[0]).to.include({ externalId: 'T1', description: 'COFFEE SHOP', memo: 'x' })
  })

  it('treats an access URL with a malformed percent-escape as unusable access, not a crash', async () => {
    const malformed = `http://us%E0%A4%A:pass@127.0.0.1:${listener.port}/simplefin`
    const refused = await expectRejection(feed.fetch(malformed, everything), BankAccessError)
    expect(refused.problem).to.equal('unusable_access')
    const { token: setup } = bridge.newSetupToken([account()])
    bridge.answerNext((res) => res.writeHead(200).end(malformed))
    await expectRejection(feed.claim(setup), UpstreamUnavailableError)
    expect(listener.accepted).to.equal(0)
  })
})
