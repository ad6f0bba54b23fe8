import { expect } from 'chai'
import type { BankFeed } from '../../src/application/ports/bank-feed.js'
import type { BankAccount } from '../../src/domain/bank-sync/bank-feed-data.js'
import { BankAccessError, SetupTokenRejectedError } from '../../src/domain/bank-sync/bank-feed-errors.js'
import { UpstreamUnavailableError, ValidationError } from '../../src/domain/errors.js'
import { expectRejection } from '../support/expect-rejection.js'
import { expectUpstreamFailure } from './subject.js'

/** A user at the provider, as the contract changes them. */
export interface BankFeedUser {
  revoke(): void
  lapse(): void
  say(messages: readonly string[]): void
}

/**
 * A BankFeed under test and the provider behind it (an in-memory fake, or a fake server on
 * loopback for an adapter that speaks HTTP), which the contract arranges in the port's terms.
 */
export interface BankFeedSubject {
  readonly port: BankFeed
  /** A setup token for a new user at the provider whose access reaches these accounts. */
  readonly enrol: (accounts: readonly BankAccount[]) => { token: string; user: BankFeedUser }
  /** Something a user might paste that is no setup token of this provider. */
  readonly notAToken: string
  /** A well-formed setup token of a provider that does not answer. */
  readonly unreachableToken: () => Promise<string>
  /** The provider's next answer fails (a 5xx), beyond what the adapter retries. */
  readonly failNext: () => void
  /** The secret part of an access credential (what must never show in an error). */
  readonly secretOf: (access: string) => string
}

const at = (iso: string) => new Date(iso)

export const checkingAccount = (): BankAccount => ({
  externalId: 'ACT-1001',
  name: 'Everyday Checking',
  currency: 'USD',
  balance: '2412.57',
  availableBalance: '2300.00',
  balanceDate: at('2026-11-20T12:00:00Z'),
  institution: { name: 'First Prairie Bank', domain: 'firstprairie.example' },
  transactions: [
    {
      externalId: 'TX-0',
      postedAt: at('2026-10-20T10:00:00Z'),
      transactedAt: null,
      amount: '-5.00',
      description: 'BEFORE THE WINDOW',
      payee: null,
      memo: null,
      pending: false,
    },
    {
      externalId: 'TX-1',
      postedAt: at('2026-11-02T10:00:00Z'),
      transactedAt: null,
      amount: '-42.19',
      description: 'KROGER #0412',
      payee: 'Kroger',
      memo: 'card 1234',
      pending: false,
    },
    {
      externalId: 'TX-2',
      postedAt: at('2026-11-15T10:00:00Z'),
      transactedAt: null,
      amount: '2150.00',
      description: 'ACME PAYROLL',
      payee: null,
      memo: null,
      pending: false,
    },
    {
      externalId: 'TX-3',
      postedAt: null,
      transactedAt: at('2026-11-19T08:00:00Z'),
      amount: '-18.40',
      description: 'SQ *BLUE BOTTLE',
      payee: null,
      memo: null,
      pending: true,
    },
  ],
})

const WINDOW = { from: at('2026-11-01T00:00:00Z'), to: at('2026-11-15T10:00:00Z') }

/** What BankFeed promises (application/ports/bank-feed.ts). */
export function describeBankFeedContract(make: () => Promise<BankFeedSubject>) {
  it('claims a setup token once for an access credential; a second claim is SetupTokenRejectedError', async () => {
    const s = await make()
    const { token } = s.enrol([checkingAccount()])
    const access = await s.port.claim(token)
    expect(access).to.be.a('string').and.not.equal('')
    await expectRejection(s.port.claim(token), SetupTokenRejectedError)
    expect((await s.port.fetch(access, WINDOW)).accounts).to.have.length(1)
  })

  it('refuses what is not a setup token with ValidationError at /setup_token', async () => {
    const s = await make()
    for (const bad of [s.notAToken, ''])
      expect((await expectRejection(s.port.claim(bad), ValidationError)).errors[0]!.pointer).to.equal(
        '/setup_token',
      )
  })

  it('says an unreachable provider is unavailable when claiming', async () => {
    const s = await make()
    await expectRejection(s.port.claim(await s.unreachableToken()), UpstreamUnavailableError)
  })

  it('fetches every account with its balance and the transactions booked in [from, to), pending ones included', async () => {
    const s = await make()
    const savings: BankAccount = {
      ...checkingAccount(),
      externalId: 'ACT-2002',
      name: 'Savings',
      balance: '10000.00',
      availableBalance: null,
      transactions: [],
    }
    const { token } = s.enrol([checkingAccount(), savings])
    const snapshot = await s.port.fetch(await s.port.claim(token), WINDOW)
    expect(snapshot.messages).to.deep.equal([])
    expect(snapshot.accounts.map((a) => a.externalId)).to.deep.equal(['ACT-1001', 'ACT-2002'])
    const [checking] = snapshot.accounts
    expect(checking).to.deep.include({
      name: 'Everyday Checking',
      currency: 'USD',
      balance: '2412.57',
      availableBalance: '2300.00',
      balanceDate: at('2026-11-20T12:00:00Z'),
      institution: { name: 'First Prairie Bank', domain: 'firstprairie.example' },
    })
    // TX-0 is before the window; TX-2, booked at exactly its end, is after it.
    expect(checking!.transactions).to.deep.equal([
      checkingAccount().transactions[1],
      checkingAccount().transactions[3],
    ])
    expect(snapshot.accounts[1]!.transactions).to.deep.equal([])
  })

  it("passes the provider's messages for the user on, trimmed and length-capped", async () => {
    const s = await make()
    const { token, user } = s.enrol([checkingAccount()])
    user.say(['You must reauthenticate.', ` Connection to First Prairie ${'x'.repeat(2000)}`])
    const { messages } = await s.port.fetch(await s.port.claim(token), WINDOW)
    expect(messages[0]).to.equal('You must reauthenticate.')
    expect(messages[1]).to.match(/^Connection to First Prairie x+/)
    expect(messages[1]!.length).to.be.lessThan(2000)
  })

  it('rejects revoked access and a lapsed subscription with BankAccessError, saying which', async () => {
    const s = await make()
    const { token, user } = s.enrol([checkingAccount()])
    const access = await s.port.claim(token)
    user.lapse()
    expect((await expectRejection(s.port.fetch(access, WINDOW), BankAccessError)).problem).to.equal(
      'payment_required',
    )
    user.revoke()
    expect((await expectRejection(s.port.fetch(access, WINDOW), BankAccessError)).problem).to.equal('revoked')
  })

  it('rejects a failing provider with UpstreamUnavailableError or UpstreamTimeoutError, never showing the credential', async () => {
    const s = await make()
    const { token } = s.enrol([checkingAccount()])
    const access = await s.port.claim(token)
    s.failNext()
    const failing = s.port.fetch(access, WINDOW)
    await expectUpstreamFailure(failing)
    const error = await failing.then(
      () => undefined,
      (e: unknown) => e as Error,
    )
    const said = JSON.stringify({ message: error?.message, stack: error?.stack })
    expect(said).not.to.include(s.secretOf(access))
    expect((await s.port.fetch(access, WINDOW)).accounts).to.have.length(1)
  })
}
