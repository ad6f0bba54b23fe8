import type { BankFeed, BankFeedWindow } from '../../application/ports/bank-feed.js'
import type { Metrics } from '../../application/ports/metrics.js'
import type { BankAccount, BankFeedSnapshot } from '../../domain/bank-sync/bank-feed-data.js'
import { BankAccessError, SetupTokenRejectedError } from '../../domain/bank-sync/bank-feed-errors.js'
import { UpstreamUnavailableError, ValidationError } from '../../domain/errors.js'
import { toCurrencyCode } from '../../domain/money.js'
import { UpstreamCaller, UpstreamHttpError } from '../market/upstream-call.js'
import type { OutboundAnswer, OutboundHttp } from '../outbound-http/outbound-http.js'
import { OutboundRefusedError } from '../outbound-http/outbound-refused.js'
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
  /** The largest `/accounts` answer read, in bytes (BANK_SYNC_MAX_ANSWER_BYTES). */
  readonly maxAnswerBytes: number
  /** The calls themselves: public addresses only, no redirects, answers capped (outbound-http.ts). */
  readonly http: OutboundHttp
  readonly metrics?: Metrics
}

const PROVIDER = 'simplefin'

/** A claim answers the access URL alone: a few hundred bytes. */
export const MAX_CLAIM_ANSWER_BYTES = 4096
/** Accounts one `/accounts` answer may hold; more is refused, not cut (a cut would hide accounts). */
export const MAX_ACCOUNTS_PER_ANSWER = 100
/** Transactions one `/accounts` answer may hold, all accounts together; more is refused. */
export const MAX_TRANSACTIONS_PER_ANSWER = 50_000

/**
 * The SimpleFIN Bridge protocol (US and Canadian banks; the user pays the bridge, no developer
 * keys). A setup token is base64 of a one-time claim URL; POSTing to it returns the access URL,
 * which carries HTTP Basic credentials (`https://user:secret@host/path`) and is kept whole by the
 * caller. Each call sends the credentials as an Authorization header to the URL without them.
 * Both URLs come from the user (the token) or the bridge (the access URL), so every call goes
 * through the outbound-HTTP adapter: public internet addresses only (a loopback, private or
 * metadata address is refused before any connection), redirects never followed, answers read up
 * to a cap. Certificates are verified (Node's default).
 */
export class SimplefinBankFeed implements BankFeed {
  readonly provider = PROVIDER
  readonly #settings: SimplefinSettings

  constructor(settings: SimplefinSettings) {
    this.#settings = settings
  }

  async claim(setupToken: string): Promise<string> {
    const claimUrl = this.#claimUrlOf(setupToken)
    // A caller per call: a 429 for one user's token must not block the bridge for everyone.
    const outcome = await this.#call(async (signal) => {
      const response = await this.#send(claimUrl, 'POST', {}, signal, MAX_CLAIM_ANSWER_BYTES)
      if (response.status === 403) return { rejected: true as const }
      if (response.status < 200 || response.status >= 300)
        throw new UpstreamHttpError(response.status, waitOf(response.headers), '')
      return { accessUrl: response.text.trim() }
    })
    if ('refused' in outcome)
      throw ValidationError.field(
        '/setup_token',
        `names a claim URL this service does not call: ${outcome.refused}`,
      )
    if ('rejected' in outcome)
      throw new SetupTokenRejectedError(
        'the bridge refused this setup token: it is unknown or was claimed already. If you did not ' +
          'claim it yourself, someone else may have: disable it at your SimpleFIN Bridge and make a new one',
      )
    if (!this.#accessTarget(outcome.accessUrl))
      throw new UpstreamUnavailableError(
        PROVIDER,
        'the bridge answered an access URL this service cannot use',
      )
    return outcome.accessUrl
  }

  async fetch(access: string, window: BankFeedWindow): Promise<BankFeedSnapshot> {
    const target = this.#accessTarget(access)
    if (!target)
      throw new BankAccessError(
        'unusable_access',
        'the stored access URL of this connection is not usable: connect the bank again with a new setup token',
      )
    const { url, authorization } = target
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/accounts`
    url.searchParams.set('start-date', String(Math.floor(window.from.getTime() / 1000)))
    url.searchParams.set('end-date', String(Math.floor(window.to.getTime() / 1000)))
    url.searchParams.set('pending', '1')
    const headers = { authorization, accept: 'application/json' }
    const answer = await this.#call(async (signal) => {
      const response = await this.#send(url, 'GET', headers, signal, this.#settings.maxAnswerBytes)
      if (response.status === 403 || response.status === 402) return { denied: response.status }
      if (response.status < 200 || response.status >= 300)
        throw new UpstreamHttpError(response.status, waitOf(response.headers), '')
      const parsed = simplefinAccountSet.safeParse(safeJson(response.text))
      if (!parsed.success) throw new Error('the bridge answered a malformed account set')
      return { set: withinCaps(parsed.data) }
    })
    if ('refused' in answer)
      throw new BankAccessError(
        'unusable_access',
        `the access URL of this connection names an address this service does not call: ${answer.refused}`,
      )
    if ('denied' in answer)
      throw answer.denied === 402
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

  /**
   * One logical call, retries included. A target the outbound adapter refuses for its address
   * comes back as `refused` with the adapter's reason (the caller tells the user; it was counted
   * as an error and never retried); any other failure is thrown as the UpstreamCaller throws it.
   */
  async #call<T>(attempt: (signal: AbortSignal) => Promise<T>): Promise<T | { refused: string }> {
    try {
      return await this.#caller().call(attempt)
    } catch (error) {
      const cause = error instanceof UpstreamUnavailableError ? error.cause : undefined
      if (cause instanceof OutboundRefusedError && cause.refusal === 'address')
        return { refused: cause.message }
      throw error
    }
  }

  #send(
    url: URL,
    method: 'GET' | 'POST',
    headers: Record<string, string>,
    signal: AbortSignal,
    maxBytes: number,
  ): Promise<OutboundAnswer> {
    return this.#settings.http.request({
      method,
      url,
      headers,
      ...(method === 'POST' ? { body: '' } : {}),
      signal,
      maxBytes,
    })
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

  /**
   * The access URL without its credentials, and the Authorization header that carries them;
   * undefined when it is not a usable access URL (not a URL, a refused scheme, no user name, or a
   * malformed percent-escape in the credentials).
   */
  #accessTarget(access: string): { url: URL; authorization: string } | undefined {
    const url = URL.canParse(access) ? new URL(access) : undefined
    if (!url || !this.#schemeAllowed(url) || !url.username) return undefined
    const user = percentDecoded(url.username)
    const secret = percentDecoded(url.password)
    if (user === undefined || secret === undefined) return undefined
    url.username = ''
    url.password = ''
    return { url, authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}` }
  }

  #schemeAllowed(url: URL): boolean {
    return url.protocol === 'https:' || (this.#settings.allowHttp && url.protocol === 'http:')
  }
}

/** The bridge's Retry-After in whole seconds, if it sent one. */
function waitOf(headers: Headers): number | undefined {
  const seconds = retryAfterSeconds(headers)
  return seconds === undefined ? undefined : Math.ceil(seconds)
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** decodeURIComponent, or undefined for a malformed escape (which it throws a URIError for). */
function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** The answer, unless it holds more accounts or transactions than one sync takes (then refused). */
function withinCaps(set: SimplefinAccountSet): SimplefinAccountSet {
  const transactions = set.accounts.reduce((n, a) => n + a.transactions.length, 0)
  if (set.accounts.length > MAX_ACCOUNTS_PER_ANSWER || transactions > MAX_TRANSACTIONS_PER_ANSWER)
    throw new OutboundRefusedError(
      'too_large',
      `answered ${set.accounts.length} accounts and ${transactions} transactions; one sync takes at most ` +
        `${MAX_ACCOUNTS_PER_ANSWER} accounts and ${MAX_TRANSACTIONS_PER_ANSWER} transactions`,
    )
  return set
}

const fromUnix = (seconds: number) => new Date(seconds * 1000)

function toSnapshot(set: SimplefinAccountSet): BankFeedSnapshot {
  const accounts = set.accounts.map((a): BankAccount => ({
    externalId: a.id,
    name: a.name || a.id,
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
