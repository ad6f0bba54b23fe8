import type { ZodType } from 'zod'
import type { Holding } from '../../src/domain/ledger/holding.js'
import type {
  CryptoCurrency,
  CryptoId,
  CryptoPrice,
  EarningsEvent,
  HistoryPeriod,
  PriceHistory,
  StockQuote,
  StockSymbol,
} from '../../src/domain/market/market-data.js'
import type { NewsStory } from '../../src/domain/newsletter/news-story.js'
import type { Newsletter, NewsletterDraft } from '../../src/domain/newsletter/newsletter.js'
import type { CryptoMarketData } from '../../src/application/ports/crypto-market-data.js'
import type { EarningsCalendar } from '../../src/application/ports/earnings-calendar.js'
import type { Llm, LlmCompletion, LlmRequest, LlmStreamEvent } from '../../src/application/ports/llm.js'
import type { Log } from '../../src/application/ports/log.js'
import type { NewsQuery, NewsSource } from '../../src/application/ports/news-source.js'
import type { NewsletterRepository } from '../../src/application/ports/newsletter-repository.js'
import type { StockMarketData } from '../../src/application/ports/stock-market-data.js'

/** Answers `structured` calls from a script keyed by schema name; records every request. */
export class FakeNewsletterLlm implements Llm {
  readonly configured = true
  readonly requests: (LlmRequest & { schemaName: string })[] = []
  constructor(readonly answers: Record<string, unknown>) {}

  complete(): Promise<LlmCompletion> {
    return Promise.reject(new Error('not used by the newsletter'))
  }
  async structured<T>(
    request: LlmRequest & { readonly schema: ZodType<T>; readonly schemaName: string },
  ): Promise<T> {
    this.requests.push(request)
    const answer = this.answers[request.schemaName]
    if (answer === undefined) throw new Error(`no scripted answer for ${request.schemaName}`)
    return request.schema.parse(
      typeof answer === 'function' ? (answer as (r: LlmRequest) => unknown)(request) : answer,
    )
  }
  // eslint-disable-next-line require-yield
  async *stream(): AsyncIterable<LlmStreamEvent> {
    throw new Error('not used by the newsletter')
  }
  /** The user message of the n-th request, parsed (the prompts are JSON). */
  prompt(index: number): Record<string, unknown> {
    const message = this.requests[index]!.messages.find((m) => m.role === 'user')!
    return JSON.parse(message.content as string) as Record<string, unknown>
  }
}

export class FakeNewsSource implements NewsSource {
  readonly queries: NewsQuery[] = []
  failure: Error | undefined
  constructor(public stories: NewsStory[] = []) {}
  async latest(query: NewsQuery): Promise<NewsStory[]> {
    this.queries.push(query)
    if (this.failure) throw this.failure
    return this.stories
  }
}

export class FakeStockMarketData implements StockMarketData {
  failure: Error | undefined
  constructor(readonly quotesBySymbol: Map<string, StockQuote> = new Map()) {}
  async quotes(symbols: readonly StockSymbol[]): Promise<ReadonlyMap<StockSymbol, StockQuote>> {
    if (this.failure) throw this.failure
    return new Map(
      symbols.flatMap((s) => (this.quotesBySymbol.has(s) ? [[s, this.quotesBySymbol.get(s)!] as const] : [])),
    )
  }
  /** Daily closes by symbol ('YYYY-MM-DD' -> close), served by `history` as Yahoo-like daily candles. */
  readonly closesBySymbol = new Map<string, Record<string, number>>()
  /** The symbols `history` was asked for, in order. */
  readonly historyAsked: string[] = []
  historyFailure: Error | undefined
  async history(symbol: StockSymbol, period: HistoryPeriod): Promise<PriceHistory | undefined> {
    this.historyAsked.push(symbol)
    if (this.historyFailure) throw this.historyFailure
    const closes = this.closesBySymbol.get(symbol)
    if (!closes) return undefined
    return {
      symbol,
      assetType: 'stock',
      period,
      interval: '1d',
      currency: null,
      candles: Object.entries(closes).map(([date, close]) => ({
        time: new Date(`${date}T14:30:00Z`),
        open: null,
        high: null,
        low: null,
        close,
        volume: null,
      })),
    }
  }
  nextEarnings(): Promise<undefined> {
    return Promise.resolve(undefined)
  }
}

export class FakeCryptoMarketData implements CryptoMarketData {
  readonly asked: { ids: readonly string[]; currency: string }[] = []
  constructor(readonly byId: Map<string, CryptoPrice> = new Map()) {}
  async prices(
    ids: readonly CryptoId[],
    currency: CryptoCurrency,
  ): Promise<ReadonlyMap<CryptoId, CryptoPrice>> {
    this.asked.push({ ids, currency })
    return new Map(ids.flatMap((id) => (this.byId.has(id) ? [[id, this.byId.get(id)!] as const] : [])))
  }
  /** OHLC closes by "id:currency" (ISO instant -> close), several a day as CoinGecko gives them. */
  readonly closesById = new Map<string, Record<string, number>>()
  async history(
    id: CryptoId,
    currency: CryptoCurrency,
    period: HistoryPeriod,
  ): Promise<PriceHistory | undefined> {
    const closes = this.closesById.get(`${id}:${currency}`)
    if (!closes) return undefined
    return {
      symbol: id,
      assetType: 'crypto',
      period,
      interval: '4h',
      currency,
      candles: Object.entries(closes).map(([time, close]) => ({
        time: new Date(time),
        open: null,
        high: null,
        low: null,
        close,
        volume: null,
      })),
    }
  }
}

export function coin(id: string, price: number, changePercent24h: number): CryptoPrice {
  return {
    id: id as CryptoId,
    symbol: id.slice(0, 3),
    name: id[0]!.toUpperCase() + id.slice(1),
    price,
    changePercent24h,
    currency: 'usd' as CryptoCurrency,
    marketCap: null,
    volume24h: null,
    asOf: new Date('2026-11-21T08:00:00Z'),
  }
}

export class FakeEarningsCalendar implements EarningsCalendar {
  readonly days: string[] = []
  constructor(readonly events: EarningsEvent[] = []) {}
  async day(date: string): Promise<readonly EarningsEvent[]> {
    this.days.push(date)
    return this.events.filter((e) => e.date === date)
  }
}

export class InMemoryNewsletterRepository implements NewsletterRepository {
  readonly rows: Newsletter[] = []
  subscribers: string[] = []
  async save(
    userId: string,
    id: string,
    date: string,
    draft: NewsletterDraft,
    now: Date,
  ): Promise<Newsletter> {
    const at = this.rows.findIndex((n) => n.userId === userId && n.date === date)
    const stored: Newsletter = {
      ...draft,
      id: at >= 0 ? this.rows[at]!.id : id,
      userId,
      date,
      createdAt: now,
    }
    if (at >= 0) this.rows[at] = stored
    else this.rows.push(stored)
    return stored
  }
  async forDay(userId: string, date: string): Promise<Newsletter | undefined> {
    return this.rows.find((n) => n.userId === userId && n.date === date)
  }
  async latest(userId: string): Promise<Newsletter | undefined> {
    return this.rows.filter((n) => n.userId === userId).sort((a, b) => b.date.localeCompare(a.date))[0]
  }
  async subscribersAfter(afterId: string | undefined, limit: number): Promise<string[]> {
    return [...this.subscribers]
      .sort()
      .filter((id) => afterId === undefined || id > afterId)
      .slice(0, limit)
  }
}

export const quietLog: Log & { warnings: Record<string, unknown>[] } = {
  warnings: [],
  info() {},
  debug() {},
  error() {},
  warn(fields) {
    quietLog.warnings.push(fields)
  },
}

export function quote(symbol: string, price: number, changePercent: number): StockQuote {
  return {
    symbol: symbol as StockSymbol,
    name: `${symbol} Inc.`,
    price,
    change: null,
    changePercent,
    currency: 'USD',
    previousClose: null,
    open: null,
    dayHigh: null,
    dayLow: null,
    volume: null,
    marketState: 'REGULAR',
    exchange: 'NMS',
    asOf: new Date('2026-11-21T08:00:00Z'),
  }
}

export function holding(
  userId: string,
  symbol: string,
  quantity: string,
  assetType: Holding['assetType'] = 'stock',
): Holding {
  const at = new Date('2026-01-01T00:00:00Z')
  return {
    id: `h-${symbol}`,
    userId,
    symbol,
    assetType,
    quantity,
    averageCost: null,
    currency: 'USD',
    accountId: null,
    name: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
  } as Holding
}
