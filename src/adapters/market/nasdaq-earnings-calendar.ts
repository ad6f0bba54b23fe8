import type { EarningsCalendar } from '../../application/ports/earnings-calendar.js'
import type { EarningsEvent, EarningsTime } from '../../domain/market/market-data.js'
import { getJson, type Fetch } from './http-json.js'
import { UpstreamCaller, type UpstreamPolicy } from './upstream-call.js'

export interface NasdaqOptions extends UpstreamPolicy {
  /** NASDAQ_BASE_URL, e.g. https://api.nasdaq.com */
  readonly baseUrl: string
  readonly fetch?: Fetch
}

interface NasdaqRow {
  symbol?: string
  name?: string
  time?: string
  eps?: string
  epsForecast?: string
  surprise?: string
}

/** Nasdaq refuses clients that do not look like its own web page. */
const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  accept: 'application/json, text/plain, */*',
  'accept-language': 'en-US,en;q=0.9',
  origin: 'https://www.nasdaq.com',
  referer: 'https://www.nasdaq.com/',
}

/**
 * Nasdaq's money strings, exactly: "$1.23" -> 1.23, "($0.12)" -> -0.12 (accounting negative),
 * "-$0.12" -> -0.12, "$1,234.50" -> 1234.5; "N/A", "" and anything else -> null.
 */
export function parseNasdaqNumber(raw: string | undefined | null): number | null {
  if (typeof raw !== 'string') return null
  let text = raw.trim()
  let negative = false
  if (/^\(.*\)$/.test(text)) {
    negative = true
    text = text.slice(1, -1).trim()
  }
  if (text.startsWith('-')) {
    negative = !negative
    text = text.slice(1)
  }
  text = text.replace(/^\$/, '').replace(/,/g, '').replace(/%$/, '')
  if (!/^\d+(\.\d+)?$/.test(text)) return null
  const value = Number(text)
  return negative ? -value : value
}

export function parseNasdaqTime(raw: string | undefined): EarningsTime {
  if (raw === 'time-pre-market') return 'bmo'
  if (raw === 'time-after-hours') return 'amc'
  return 'unknown'
}

/** Nasdaq's per-day calendar `/api/calendar/earnings?date=YYYY-MM-DD`; every value is a string. */
export class NasdaqEarningsCalendar implements EarningsCalendar {
  readonly #caller: UpstreamCaller
  readonly #fetch: Fetch

  constructor(private readonly options: NasdaqOptions) {
    this.#caller = new UpstreamCaller('nasdaq', options)
    this.#fetch = options.fetch ?? globalThis.fetch
  }

  async day(date: string): Promise<readonly EarningsEvent[]> {
    const url = new URL(this.options.baseUrl.replace(/\/$/, '') + '/api/calendar/earnings')
    url.searchParams.set('date', date)
    const body = (await this.#caller.call((signal) =>
      getJson(this.#fetch, url, signal, BROWSER_HEADERS),
    )) as {
      data?: { rows?: NasdaqRow[] | null } | null
    } | null
    const rows = body?.data?.rows ?? []
    return rows
      .filter((r) => typeof r.symbol === 'string' && r.symbol.trim() !== '')
      .map((r) => ({
        symbol: r.symbol!.trim().toUpperCase(),
        name: r.name?.trim() || null,
        date,
        time: parseNasdaqTime(r.time),
        epsEstimate: parseNasdaqNumber(r.epsForecast),
        epsActual: parseNasdaqNumber(r.eps),
        surprisePercent: parseNasdaqNumber(r.surprise),
      }))
  }
}
