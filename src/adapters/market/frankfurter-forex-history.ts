import type { ForexHistory } from '../../application/ports/forex-history.js'
import type { IsoDate } from '../../domain/portfolio/calendar.js'
import type { DailyClose } from '../../domain/portfolio/daily-closes.js'
import { getJson, type Fetch } from './http-json.js'
import { UpstreamCaller, UpstreamHttpError, type UpstreamPolicy } from './upstream-call.js'

export interface FrankfurterHistoryOptions extends UpstreamPolicy {
  /** FRANKFURTER_BASE_URL, e.g. https://api.frankfurter.dev */
  readonly baseUrl: string
  readonly fetch?: Fetch
}

/** Frankfurter's time series: `/v1/{from}..{to}?base=&symbols=`, one entry per ECB working day. */
interface TimeSeriesBody {
  base: string
  start_date: string
  end_date: string
  rates: Record<string, Record<string, number>>
}

/** ECB reference rates over a window, one call per pair; an unknown currency is undefined. */
export class FrankfurterForexHistory implements ForexHistory {
  readonly #caller: UpstreamCaller
  readonly #fetch: Fetch

  constructor(private readonly options: FrankfurterHistoryOptions) {
    this.#caller = new UpstreamCaller('frankfurter', options)
    this.#fetch = options.fetch ?? globalThis.fetch
  }

  async dailyRates(
    base: string,
    quote: string,
    from: IsoDate,
    to: IsoDate,
  ): Promise<DailyClose[] | undefined> {
    const url = new URL(`${this.options.baseUrl.replace(/\/$/, '')}/v1/${from}..${to}`)
    url.searchParams.set('base', base)
    url.searchParams.set('symbols', quote)
    let body: TimeSeriesBody
    try {
      body = (await this.#caller.call((signal) => getJson(this.#fetch, url, signal))) as TimeSeriesBody
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause
      if (cause instanceof UpstreamHttpError && (cause.status === 404 || cause.status === 422))
        return undefined
      throw error
    }
    const out: DailyClose[] = []
    for (const [date, rates] of Object.entries(body.rates ?? {})) {
      const rate = rates[quote]
      if (typeof rate === 'number' && rate > 0) out.push({ date: date as IsoDate, close: rate })
    }
    return out.sort((a, b) => (a.date < b.date ? -1 : 1))
  }
}
