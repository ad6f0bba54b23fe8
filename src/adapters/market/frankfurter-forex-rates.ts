import type { ForexRates } from '../../application/ports/forex-rates.js'
import { pairKey, type ForexPair, type ForexRate } from '../../domain/market/market-data.js'
import { getJson, type Fetch } from './http-json.js'
import { UpstreamCaller, UpstreamHttpError, type UpstreamPolicy } from './upstream-call.js'

export interface FrankfurterOptions extends UpstreamPolicy {
  /** FRANKFURTER_BASE_URL, e.g. https://api.frankfurter.dev */
  readonly baseUrl: string
  readonly fetch?: Fetch
}

interface LatestBody {
  base: string
  date: string
  rates: Record<string, number>
}

/** ECB reference rates (daily) from Frankfurter: one `/v1/latest` call per base currency; unknown currencies are left out. */
export class FrankfurterForexRates implements ForexRates {
  readonly #caller: UpstreamCaller
  readonly #fetch: Fetch

  constructor(private readonly options: FrankfurterOptions) {
    this.#caller = new UpstreamCaller('frankfurter', options)
    this.#fetch = options.fetch ?? globalThis.fetch
  }

  async rates(pairs: readonly ForexPair[]): Promise<ReadonlyMap<string, ForexRate>> {
    const byBase = new Map<string, Set<string>>()
    for (const p of pairs) byBase.set(p.base, (byBase.get(p.base) ?? new Set()).add(p.quote))
    const out = new Map<string, ForexRate>()
    await Promise.all(
      [...byBase].map(async ([base, quotes]) => {
        let body = await this.#latest(base, [...quotes])
        // A 404 names no culprit: ask per currency so one unknown code does not hide the others.
        if (body === undefined && quotes.size > 1) {
          const single = await Promise.all([...quotes].map((q) => this.#latest(base, [q])))
          body = {
            base,
            date: single.find((b) => b)?.date ?? '',
            rates: Object.assign({}, ...single.map((b) => b?.rates ?? {})) as Record<string, number>,
          }
        }
        for (const quote of quotes) {
          const rate = body?.rates[quote]
          if (typeof rate !== 'number' || !body) continue
          const pair = { base, quote }
          out.set(pairKey(pair), {
            pair: pairKey(pair),
            base,
            quote,
            rate,
            asOf: new Date(`${body.date}T00:00:00Z`),
          })
        }
      }),
    )
    return out
  }

  /** undefined when Frankfurter does not know a currency (404 {"message":"not found"}). */
  async #latest(base: string, quotes: readonly string[]): Promise<LatestBody | undefined> {
    const url = new URL(this.options.baseUrl.replace(/\/$/, '') + '/v1/latest')
    url.searchParams.set('base', base)
    url.searchParams.set('symbols', quotes.join(','))
    try {
      return (await this.#caller.call((signal) => getJson(this.#fetch, url, signal))) as LatestBody
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause
      if (cause instanceof UpstreamHttpError && (cause.status === 404 || cause.status === 422))
        return undefined
      throw error
    }
  }
}
