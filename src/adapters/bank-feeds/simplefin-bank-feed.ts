import type { BankFeed, BankFeedWindow } from '../../application/ports/bank-feed.js'
import type { Metrics } from '../../application/ports/metrics.js'
import type { BankAccount, BankFeedSnapshot } from '../../domain/bank-sync/bank-feed-data.js'
import { BankAccessError, SetupTokenRejectedError } from '../../domain/bank-sync/bank-feed-errors.js'
import { UpstreamUnavailableError, ValidationError } from '../../domain/errors.js'
import { toCurrencyCode } from '../../domain/money.js'
import { UpstreamCaller, UpstreamHttpError } from '../market/upstream-call.js'
import { retryAfterSeconds } from '../retry-after.js'
import { sanitiseBankMessage } from './bank-message.js'
import { simplefinAccountSet, type SimplefinAccountSet } from './simplefin-wire.js'

export interface SimplefinSettings {
  /** Deadline of one call, retries included. */
  readonly timeoutMs: number
  /** Extra attempts on network failures and 5xx. */
  readonly retries: number
  /** http:// claim and access URLs (a fake bridge in tests); never in production. */
  readonly allowHttp: boolean
  readonly metrics?: Metrics
  readonly fetch?: typeof fetch
}

const PROVIDER = 'simplefin'

/**
 * The SimpleFIN Bridge protocol (US and Canadian banks; the user pays the bridge, no developer
 * keys). A setup token is base64 of a one-time claim URL; POSTing to it returns the access URL,
 * which carries HTTP Basic credentials (`https://user:secret@host/path`) and is kept whole by the
 * caller. Node's fetch refuses URLs with credentials, so each call sends them as an
 * Authorization header to the URL without them. Certificates are verified (Node's default).
 */
export class SimplefinBankFeed implements BankFeed {
  readonly provider = PROVIDER
  readonly #settings: SimplefinSettings
  readonly #fetch: typeof fetch

  constructor(settings: SimplefinSettings) {
    this.#settings = settings
    this.#fetch = settings.fetch ?? fetch
  }

  async claim(setupToken: string): Promise<string> {
    const claimUrl = this.#claimUrlOf(setupToken)
    // A caller per call: a 429 for one user's token must not block the bridge for everyone.
    const outcome = await this.#caller().call(async (signal) => {
      const response = await this.#fetch(claimUrl, {
        method: 'POST',
        headers: { 'content-length': '0' },
        signal,
      })
      const text = await response.text()
      if (response.status === 403) return { rejected: true as const }
      if (!response.ok) throw new UpstreamHttpError(response.status, waitOf(response), '')
      return { rejected: false as const, accessUrl: text.trim() }
    })
    if (outcome.rejected)
      throw new SetupTokenRejectedError(
        'the bridge refused this setup token: it is unknown or was claimed already. If you did not ' +
          'claim it yourself, someone else may have: disable it at your SimpleFIN Bridge and make a new one',
      )
    this.#accessTarget(outcome.accessUrl, 'the bridge answered an access URL this service cannot use')
    return outcome.accessUrl
  }

  async fetch(access: string, window: BankFeedWindow): Promise<BankFeedSnapshot> {
    const { url, authorization } = this.#accessTarget(access, 'the stored access URL is not usable')
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/accounts`
    url.searchParams.set('start-date', String(Math.floor(window.from.getTime() / 1000)))
    url.searchParams.set('end-date', String(Math.floor(window.to.getTime() / 1000)))
    url.searchParams.set('pending', '1')
    const answer = await this.#caller().call(async (signal) => {
      const response = await this.#fetch(url, {
        headers: { authorization, accept: 'application/json' },
        signal,
      })
      const text = await response.text()
      if (response.status === 403 || response.status === 402) return { refused: response.status }
      if (!response.ok) throw new UpstreamHttpError(response.status, waitOf(response), '')
      const parsed = simplefinAccountSet.safeParse(safeJson(text))
      if (!parsed.success) throw new Error('the bridge answered a malformed account set')
      return { set: parsed.data }
    })
    if ('refused' in answer)
      throw answer.refused === 402
        ? new BankAccessError(
            'payment_required',
            'the SimpleFIN Bridge subscription has lapsed (payment required)',
          )
        : new BankAccessError(
            'revoked',
            'the bank connection was revoked at the SimpleFIN Bridge, or its access is no longer valid',
          )
    return toSnapshot(answer.set)
  }

  #caller(): UpstreamCaller {
    const { timeoutMs, retries, metrics } = this.#settings
    return new UpstreamCaller(PROVIDER, { timeoutMs, retries, ...(metrics ? { metrics } : {}) })
  }

  #claimUrlOf(setupToken: string): URL {
    const token = setupToken.trim()
    const decoded = /^[A-Za-z0-9+/=_-]+$/.test(token) ? Buffer.from(token, 'base64').toString('utf8') : ''
    const url = URL.canParse(decoded) ? new URL(decoded) : undefined
    if (!url || !this.#schemeAllowed(url) || url.username || url.password)
      throw ValidationError.field(
        '/setup_token',
        'is not a SimpleFIN setup token (base64 of the bridge’s https claim URL): copy it again from your bridge',
      )
    return url
  }

  /** The access URL without its credentials, and the Authorization header that carries them. */
  #accessTarget(access: string, problem: string): { url: URL; authorization: string } {
    const url = URL.canParse(access) ? new URL(access) : undefined
    if (!url || !this.#schemeAllowed(url) || !url.username)
      throw new UpstreamUnavailableError(PROVIDER, problem)
    const user = decodeURIComponent(url.username)
    const secret = decodeURIComponent(url.password)
    url.username = ''
    url.password = ''
    return { url, authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}` }
  }

  #schemeAllowed(url: URL): boolean {
    return url.protocol === 'https:' || (this.#settings.allowHttp && url.protocol === 'http:')
  }
}

/** The bridge's Retry-After in whole seconds, if it sent one. */
function waitOf(response: Response): number | undefined {
  const seconds = retryAfterSeconds(response.headers)
  return seconds === undefined ? undefined : Math.ceil(seconds)
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const fromUnix = (seconds: number) => new Date(seconds * 1000)

function toSnapshot(set: SimplefinAccountSet): BankFeedSnapshot {
  const accounts = set.accounts.map((a): BankAccount => ({
    externalId: a.id,
    name: a.name,
    currency: toCurrencyCode(a.currency) ?? null,
    balance: a.balance,
    availableBalance: a['available-balance'] ?? null,
    balanceDate: fromUnix(a['balance-date']),
    institution: { name: a.org.name ?? a.org.domain ?? 'Bank', domain: a.org.domain ?? null },
    transactions: a.transactions.map((t) => ({
      externalId: t.id,
      postedAt: t.posted > 0 ? fromUnix(t.posted) : null,
      transactedAt: t.transacted_at ? fromUnix(t.transacted_at) : null,
      amount: t.amount,
      description: t.description.trim(),
      payee: t.payee?.trim() || null,
      memo: t.memo?.trim() || null,
      pending: t.pending === true || t.posted === 0,
    })),
  }))
  const messages = set.errors.flatMap((e) => sanitiseBankMessage(e) ?? [])
  return { accounts, messages }
}
