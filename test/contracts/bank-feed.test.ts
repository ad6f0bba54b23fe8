import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SimplefinBankFeed } from '../../src/adapters/bank-feeds/simplefin-bank-feed.js'
import { OutboundHttp } from '../../src/adapters/outbound-http/outbound-http.js'
import type { BankAccount } from '../../src/domain/bank-sync/bank-feed-data.js'
import { FakeBankFeed } from '../fakes/fake-bank-feed.js'
import { FakeSimplefinBridge, type BridgeAccount } from '../support/fake-simplefin-bridge.js'
import { describeBankFeedContract } from './bank-feed.contract.js'

const unix = (d: Date) => Math.floor(d.getTime() / 1000)

/** An account as the SimpleFIN bridge keeps it on the wire. */
function onTheWire(a: BankAccount): BridgeAccount {
  return {
    org: { name: a.institution.name, domain: a.institution.domain ?? '' },
    id: a.externalId,
    name: a.name,
    currency: a.currency ?? 'https://points.example/currency',
    balance: a.balance,
    ...(a.availableBalance === null ? {} : { 'available-balance': a.availableBalance }),
    'balance-date': unix(a.balanceDate),
    transactions: a.transactions.map((t) => ({
      id: t.externalId,
      posted: t.postedAt ? unix(t.postedAt) : 0,
      amount: t.amount,
      description: t.description,
      ...(t.payee === null ? {} : { payee: t.payee }),
      ...(t.memo === null ? {} : { memo: t.memo }),
      ...(t.transactedAt === null ? {} : { transacted_at: unix(t.transactedAt) }),
      ...(t.pending ? { pending: true } : {}),
    })),
  }
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** BankFeed, held by its fake and by the SimpleFIN adapter talking to a fake bridge on loopback. */
describe('contract: BankFeed', () => {
  describe('FakeBankFeed', () => {
    describeBankFeedContract(async () => {
      const port = new FakeBankFeed()
      return {
        port,
        enrol: (accounts) => {
          const { token, user } = port.enrol([...accounts])
          return {
            token,
            user: {
              revoke: () => void (user.state = 'revoked'),
              lapse: () => void (user.state = 'payment_required'),
              say: (messages) => void (user.messages = [...messages]),
            },
          }
        },
        notAToken: 'not a token!',
        unreachableToken: async () => {
          port.down = true // the provider behind the token stops answering
          return port.enrol().token
        },
        failNext: () => port.failNext(),
        secretOf: (access) => access,
      }
    })
  })

  describe('SimplefinBankFeed (a fake bridge on loopback)', () => {
    let bridge: FakeSimplefinBridge
    before(async () => {
      bridge = await FakeSimplefinBridge.start()
    })
    after(() => bridge.close())
    describeBankFeedContract(async () => ({
      port: new SimplefinBankFeed({
        timeoutMs: 2000,
        retries: 0,
        allowHttp: true,
        maxAnswerBytes: 1024 * 1024,
        // The fake bridge listens on loopback: the operator's allow-list lets these calls reach it.
        http: new OutboundHttp({ allowedHosts: [{ host: '127.0.0.1', port: undefined }] }),
      }),
      enrol: (accounts) => {
        const { token, user } = bridge.newSetupToken(accounts.map(onTheWire))
        return {
          token,
          user: {
            revoke: () => void (user.state = 'revoked'),
            lapse: () => void (user.state = 'payment_required'),
            say: (messages) => void (user.errors = [...messages]),
          },
        }
      },
      notAToken: 'not a token!',
      unreachableToken: async () =>
        Buffer.from(`http://127.0.0.1:${await closedPort()}/simplefin/claim/abc123`).toString('base64'),
      failNext: () => bridge.failNext({ status: 503 }),
      secretOf: (access) => new URL(access).password,
    }))
  })
})
