import YahooFinance from 'yahoo-finance2'
import { ExtendedCookieJar } from 'yahoo-finance2/lib/cookieJar'
import { getCrumbClear } from 'yahoo-finance2/lib/getCrumb'
import type { Fetch } from './http-json.js'
import { retryAfterSeconds } from '../retry-after.js'
import { UpstreamCaller, UpstreamHttpError, type UpstreamPolicy } from './upstream-call.js'

export interface YahooClientOptions extends UpstreamPolicy {
  /** YAHOO_BASE_URL: every *.yahoo.com request (crumb flow included) is sent here instead. */
  readonly baseUrl: string | undefined
  readonly fetch?: Fetch
}

const silentLogger = { info() {}, warn() {}, error() {}, debug() {}, dir() {} }
// The HTML page the crumb flow scrapes cookies from may answer 404 and still set them.
const PAGE_HOSTS = /^(www\.)?(finance|guce|consent)\.yahoo\.com$/

/**
 * Routes every Yahoo host onto the base URL (keeping path and query, and the original host in
 * `x-yahoo-host` for mirrors), and turns an API host's non-2xx into UpstreamHttpError before
 * yahoo-finance2 sees it. The library keeps thinking it talks to yahoo.com, so its cookie jar
 * (domain-scoped) works unchanged.
 */
export function yahooFetch(baseUrl: string | undefined, inner: Fetch): Fetch {
  const base = baseUrl ? new URL(baseUrl) : undefined
  return async (input, init) => {
    const original = new URL(input instanceof Request ? input.url : String(input))
    let target = original
    const headers = new Headers(init?.headers)
    if (base && original.hostname.endsWith('yahoo.com')) {
      target = new URL(base.pathname.replace(/\/$/, '') + original.pathname + original.search, base)
      headers.set('x-yahoo-host', original.host)
    }
    const response = await inner(target, { ...init, headers })
    if (response.status === 429 || (response.status >= 400 && !PAGE_HOSTS.test(original.hostname))) {
      const text = await response.text().catch(() => '')
      throw new UpstreamHttpError(response.status, retryAfterSeconds(response.headers), text)
    }
    return response
  }
}

/** One yahoo-finance2 instance (own cookie jar and crumb) and the caller policy shared by the Yahoo adapters. */
export class YahooClient {
  readonly yf: InstanceType<typeof YahooFinance>
  readonly caller: UpstreamCaller
  readonly #jar = new ExtendedCookieJar()

  constructor(options: YahooClientOptions) {
    this.yf = new YahooFinance({
      fetch: yahooFetch(options.baseUrl, options.fetch ?? globalThis.fetch),
      cookieJar: this.#jar,
      logger: silentLogger,
      suppressNotices: ['yahooSurvey'],
      versionCheck: false,
      validation: { logErrors: false, logOptionsErrors: false },
      queue: { concurrency: 8 },
    })
    this.caller = new UpstreamCaller('yahoo', options)
  }

  /** Runs a module call under the caller's deadline and retries; the deadline aborts the HTTP request too. */
  async run<T>(call: (moduleOptions: { fetchOptions: RequestInit }) => Promise<T>): Promise<T> {
    const attempt = () => this.caller.call((signal) => call({ fetchOptions: { signal } }))
    try {
      return await attempt()
    } catch (error) {
      // Yahoo answers 401 "Invalid Crumb" once its session expires: start a new session, once.
      const cause = (error as { cause?: unknown }).cause
      if (!(cause instanceof UpstreamHttpError && cause.status === 401)) throw error
      await getCrumbClear(this.#jar)
      return attempt()
    }
  }
}
