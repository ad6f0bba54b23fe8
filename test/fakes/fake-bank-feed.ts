import { randomBytes } from 'node:crypto'
import type { BankFeed, BankFeedWindow } from '../../src/application/ports/bank-feed.js'
import type { BankAccount, BankFeedSnapshot } from '../../src/domain/bank-sync/bank-feed-data.js'
import { BankAccessError, SetupTokenRejectedError } from '../../src/domain/bank-sync/bank-feed-errors.js'
import { UpstreamUnavailableError, ValidationError } from '../../src/domain/errors.js'

/** One user at the fake provider: what their access reaches, and how the provider treats it. */
export interface FakeBankUser {
  accounts: BankAccount[]
  /** The provider's messages for the user (plain text). */
  messages: string[]
  state: 'ok' | 'revoked' | 'payment_required'
}

const MESSAGE_CAP = 300

/**
 * A bank-data provider in memory, as the BankFeed port documents one: a setup token
 * (`fake-setup-…`, from `enrol`) is claimed once for an access credential (`fake-access-…`); a
 * fetch answers the user's accounts with the transactions booked in the window, pending ones
 * included. `down` makes every call unavailable; `failNext` only the next ones.
 */
export class FakeBankFeed implements BankFeed {
  readonly provider = 'fake'
  readonly calls: { kind: 'claim' | 'fetch'; window?: BankFeedWindow }[] = []
  down = false
  #failures = 0
  readonly #unclaimed = new Map<string, FakeBankUser>()
  readonly #byAccess = new Map<string, FakeBankUser>()

  /** A setup token for a new user reaching these accounts; the user can be changed later. */
  enrol(accounts: BankAccount[] = []): { token: string; user: FakeBankUser } {
    const user: FakeBankUser = { accounts, messages: [], state: 'ok' }
    const token = `fake-setup-${randomBytes(8).toString('hex')}`
    this.#unclaimed.set(token, user)
    return { token, user }
  }

  /** The next `times` calls fail as an unreachable provider would. */
  failNext(times = 1): void {
    this.#failures += times
  }

  async claim(setupToken: string): Promise<string> {
    this.calls.push({ kind: 'claim' })
    const token = setupToken.trim()
    if (!/^fake-setup-[0-9a-f]+$/.test(token))
      throw ValidationError.field('/setup_token', 'is not a setup token of this provider')
    this.#answerOrFail()
    const user = this.#unclaimed.get(token)
    if (!user)
      throw new SetupTokenRejectedError('the provider refused this setup token: unknown or claimed already')
    this.#unclaimed.delete(token)
    const access = `fake-access-${randomBytes(16).toString('hex')}`
    this.#byAccess.set(access, user)
    return access
  }

  async fetch(access: string, window: BankFeedWindow): Promise<BankFeedSnapshot> {
    this.calls.push({ kind: 'fetch', window })
    this.#answerOrFail()
    const user = this.#byAccess.get(access)
    if (!user || user.state === 'revoked')
      throw new BankAccessError('revoked', 'the bank connection was revoked at the provider')
    if (user.state === 'payment_required')
      throw new BankAccessError('payment_required', 'the subscription to the provider has lapsed')
    const inWindow = (postedAt: Date | null) =>
      postedAt !== null && postedAt >= window.from && postedAt < window.to
    return {
      accounts: user.accounts.map((a) => ({
        ...a,
        transactions: a.transactions.filter((t) => t.pending || inWindow(t.postedAt)),
      })),
      messages: user.messages.flatMap((m) => {
        const text = m.trim()
        if (!text) return []
        return [text.length > MESSAGE_CAP ? `${text.slice(0, MESSAGE_CAP - 1)}…` : text]
      }),
    }
  }

  #answerOrFail(): void {
    if (this.down) throw new UpstreamUnavailableError(this.provider, 'the provider does not answer')
    if (this.#failures > 0) {
      this.#failures--
      throw new UpstreamUnavailableError(this.provider, 'the provider answered 503')
    }
  }
}
