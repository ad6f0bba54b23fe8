import type { FakeServer } from './fake-server.js'
import {
  failureReply,
  FakeProvider,
  type FakeMode,
  type FakeReply,
  type RecordedRequest,
} from './fake-server.js'

export interface FakeCoin {
  readonly symbol: string
  readonly name: string
  /** Price in USD; other vs-currencies are this times `rates[currency]`. */
  readonly usd: number
}

const RATES: Record<string, number> = { usd: 1, eur: 0.9, gbp: 0.8 }

/**
 * CoinGecko's public API: /coins/markets (unknown ids left out), /coins/{id}/ohlc (404
 * {"error":"coin not found"}), a real 429 with Retry-After, or the 429 it sometimes sends as HTTP 200.
 */
export class FakeCoinGecko extends FakeProvider {
  readonly coins = new Map<string, FakeCoin>()
  mode: FakeMode | 'rate-limit-200' = 'ok'

  private constructor(server: FakeServer) {
    super(server)
  }

  static async start(): Promise<FakeCoinGecko> {
    return FakeProvider.startWith((server) => new FakeCoinGecko(server))
  }

  override get url(): string {
    return `${this.server.url}/api/v3`
  }

  get marketsCalls(): number {
    return this.server.count('/api/v3/coins/markets')
  }

  handle(req: RecordedRequest): FakeReply | 'hang' {
    if (this.mode === 'rate-limit-200') {
      return {
        status: 200,
        body: {
          status: {
            error_code: 429,
            error_message:
              "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits.",
          },
        },
      }
    }
    const failure = failureReply(this.mode)
    if (failure) return failure
    if (req.path === '/api/v3/coins/markets') {
      const currency = req.query.get('vs_currency') ?? 'usd'
      const rate = RATES[currency]
      if (rate === undefined) return { status: 400, body: { error: 'invalid vs_currency' } }
      const ids = (req.query.get('ids') ?? '').split(',')
      return {
        body: ids.filter((id) => this.coins.has(id)).map((id) => marketRow(id, this.coins.get(id)!, rate)),
      }
    }
    const ohlc = /^\/api\/v3\/coins\/([^/]+)\/ohlc$/.exec(req.path)
    if (ohlc) {
      if (!this.coins.has(ohlc[1]!)) return { status: 404, body: { error: 'coin not found' } }
      const now = Date.now()
      const step = 4 * 3600_000
      return { body: [3, 2, 1].map((k) => [now - k * step, 100 + k, 110 + k, 90 + k, 105 + k]) }
    }
    return { status: 404, body: { error: 'Incorrect path. Please check https://www.coingecko.com/api/' } }
  }

  close(): Promise<void> {
    return this.server.close()
  }
}

/** One /coins/markets row with the fields CoinGecko sends (values invented). */
function marketRow(id: string, c: FakeCoin, rate: number) {
  const price = c.usd * rate
  return {
    id,
    symbol: c.symbol,
    name: c.name,
    image: `https://coin-images.example/${id}.png`,
    current_price: price,
    market_cap: price * 19_000_000,
    market_cap_rank: 1,
    fully_diluted_valuation: price * 21_000_000,
    total_volume: price * 300_000,
    high_24h: price * 1.02,
    low_24h: price * 0.98,
    price_change_24h: -price * 0.017,
    price_change_percentage_24h: -1.7,
    market_cap_change_24h: -1.5e9,
    market_cap_change_percentage_24h: -1.32,
    circulating_supply: 19_000_000,
    total_supply: 21_000_000,
    max_supply: 21_000_000,
    ath: price * 2,
    ath_change_percentage: -50,
    ath_date: '2025-10-06T10:57:42.000Z',
    atl: 67.81,
    atl_change_percentage: 94486.46,
    atl_date: '2013-07-05T16:00:00.000Z',
    roi: null,
    last_updated: '2026-08-11T09:26:30.000Z',
    price_change_percentage_24h_in_currency: -1.7,
  }
}
