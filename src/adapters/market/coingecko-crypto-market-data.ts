import type { Clock } from '../../application/ports/clock.js'
import type { CryptoMarketData } from '../../application/ports/crypto-market-data.js'
import { periodDays, periodStart } from '../../domain/market/history-window.js'
import type {
  CryptoCurrency,
  CryptoId,
  CryptoPrice,
  HistoryPeriod,
  PriceHistory,
} from '../../domain/market/market-data.js'
import { SymbolNotFoundError } from '../../domain/errors.js'
import { MAX_SYMBOLS_PER_CALL } from './cache-ttl.js'
import { getJson, type Fetch } from './http-json.js'
import { UpstreamCaller, UpstreamHttpError, type UpstreamPolicy } from './upstream-call.js'

export interface CoinGeckoOptions extends UpstreamPolicy {
  /** COINGECKO_BASE_URL, e.g. https://api.coingecko.com/api/v3 */
  readonly baseUrl: string
  /** COINGECKO_API_KEY: sent as the demo-key header. */
  readonly apiKey: string | undefined
  readonly fetch?: Fetch
}

interface MarketRow {
  id: string
  symbol?: string
  name?: string
  current_price?: number | null
  price_change_percentage_24h?: number | null
  market_cap?: number | null
  total_volume?: number | null
  last_updated?: string | null
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
/** The granularity CoinGecko's OHLC endpoint picks for a number of days. */
const ohlcInterval = (days: number | 'max') => (days === 'max' || days > 30 ? '4d' : days > 2 ? '4h' : '30m')
const OHLC_DAYS = [1, 7, 14, 30, 90, 180, 365] as const

/**
 * CoinGecko's public API. Prices come from `/coins/markets` (many ids in one call, like
 * simple/price, and it also carries each coin's symbol and name); history from `/coins/{id}/ohlc`.
 */
export class CoinGeckoCryptoMarketData implements CryptoMarketData {
  readonly #caller: UpstreamCaller
  readonly #fetch: Fetch

  constructor(
    private readonly options: CoinGeckoOptions,
    private readonly clock: Clock,
  ) {
    this.#caller = new UpstreamCaller('coingecko', options)
    this.#fetch = options.fetch ?? globalThis.fetch
  }

  async prices(
    ids: readonly CryptoId[],
    currency: CryptoCurrency,
  ): Promise<ReadonlyMap<CryptoId, CryptoPrice>> {
    const out = new Map<CryptoId, CryptoPrice>()
    for (let i = 0; i < ids.length; i += MAX_SYMBOLS_PER_CALL) {
      const chunk = ids.slice(i, i + MAX_SYMBOLS_PER_CALL)
      const url = this.#url('/coins/markets', {
        vs_currency: currency,
        ids: chunk.join(','),
        per_page: String(chunk.length),
        page: '1',
        price_change_percentage: '24h',
      })
      const rows = await this.#get(url)
      if (!Array.isArray(rows)) throw new Error('coins/markets did not answer an array')
      for (const row of rows as MarketRow[]) {
        const price = num(row.current_price)
        if (price === null || !chunk.includes(row.id as CryptoId)) continue
        out.set(row.id as CryptoId, {
          id: row.id as CryptoId,
          symbol: row.symbol ?? null,
          name: row.name ?? null,
          price,
          changePercent24h: num(row.price_change_percentage_24h),
          currency,
          marketCap: num(row.market_cap),
          volume24h: num(row.total_volume),
          asOf: row.last_updated ? new Date(row.last_updated) : this.clock.now(),
        })
      }
    }
    return out
  }

  async history(
    id: CryptoId,
    currency: CryptoCurrency,
    period: HistoryPeriod,
  ): Promise<PriceHistory | undefined> {
    const now = this.clock.now()
    const wanted = periodDays(period, now)
    const days = period === 'max' ? 'max' : (OHLC_DAYS.find((d) => d >= wanted) ?? 'max')
    let rows: unknown
    try {
      rows = await this.#get(
        this.#url(`/coins/${encodeURIComponent(id)}/ohlc`, { vs_currency: currency, days: String(days) }),
      )
    } catch (error) {
      if (
        (error as { cause?: unknown }).cause instanceof UpstreamHttpError &&
        (error as { cause: UpstreamHttpError }).cause.status === 404
      )
        return undefined
      throw error
    }
    if (!Array.isArray(rows)) throw new Error('ohlc did not answer an array')
    const from = periodStart(period, now).getTime()
    const candles = (rows as number[][])
      .filter((r) => Array.isArray(r) && typeof r[0] === 'number' && r[0] >= from)
      .map(([t, open, high, low, close]) => ({
        time: new Date(t!),
        open: num(open),
        high: num(high),
        low: num(low),
        close: num(close),
        volume: null,
      }))
    return { symbol: id, assetType: 'crypto', period, interval: ohlcInterval(days), currency, candles }
  }

  #url(path: string, query: Record<string, string>): URL {
    const url = new URL(this.options.baseUrl.replace(/\/$/, '') + path)
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
    return url
  }

  /** CoinGecko has been seen answering a rate limit as HTTP 200 with a status envelope: treat it as the 429 it is. */
  /**
   * CoinGecko answers 400 "invalid vs_currency" for a currency it does not quote: the caller's
   * mistake (404 symbol_not_found for that currency), not an outage of the provider.
   */
  async #get(url: URL): Promise<unknown> {
    try {
      return await this.#send(url)
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause
      const currency = url.searchParams.get('vs_currency')
      if (
        cause instanceof UpstreamHttpError &&
        cause.status === 400 &&
        currency &&
        /vs_currency/.test(cause.message)
      )
        throw new SymbolNotFoundError(currency)
      throw error
    }
  }

  #send(url: URL): Promise<unknown> {
    const headers: Record<string, string> = this.options.apiKey
      ? { 'x-cg-demo-api-key': this.options.apiKey }
      : {}
    return this.#caller.call(async (signal) => {
      const body = await getJson(this.#fetch, url, signal, headers)
      const status = (body as { status?: { error_code?: unknown; error_message?: unknown } } | null)?.status
      if (!Array.isArray(body) && typeof status?.error_code === 'number') {
        throw new UpstreamHttpError(
          status.error_code,
          status.error_code === 429 ? 60 : undefined,
          typeof status.error_message === 'string' ? status.error_message : '',
        )
      }
      return body
    })
  }
}
