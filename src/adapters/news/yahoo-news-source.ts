import { LRUCache } from 'lru-cache'
import { dedupeStories, type NewsStory } from '../../domain/newsletter/news-story.js'
import type { NewsQuery, NewsSource } from '../../application/ports/news-source.js'
import type { YahooClient } from '../market/yahoo-client.js'

/** The parts of a yahoo-finance2 search news item we read (providerPublishTime arrives as a Date). */
interface YahooNewsItem {
  readonly title: string
  readonly publisher?: string
  readonly link: string
  readonly providerPublishTime?: Date
  readonly relatedTickers?: readonly string[]
}

export interface YahooNewsOptions {
  /** Broad-market searches run besides one per symbol. */
  readonly marketQueries: readonly string[]
  /** At most this many symbols are searched (a portfolio's largest first is the caller's job). */
  readonly maxSymbols: number
  /** How long one search's stories are reused (the daily run asks the same queries for many users). */
  readonly cacheTtlMs: number
}

/**
 * News from Yahoo Finance's search (yahoo-finance2 `search`, news only): one search per symbol
 * and per market query, in parallel through the shared Yahoo client (YAHOO_BASE_URL, deadline,
 * retries), then deduplicated by link and title. Failed searches are left out; all failing throws.
 */
export class YahooNewsSource implements NewsSource {
  readonly #client: YahooClient
  readonly #options: YahooNewsOptions
  // Bounded, expiring, and concurrent misses of one query share one request (lru-cache fetch).
  readonly #cache: LRUCache<string, NewsStory[], { query: string; symbol: string | undefined; count: number }>

  constructor(client: YahooClient, options: YahooNewsOptions) {
    this.#client = client
    this.#options = options
    this.#cache = new LRUCache({
      max: 2000,
      ttl: options.cacheTtlMs,
      fetchMethod: (_key, _stale, { context }) => this.#search(context.query, context.symbol, context.count),
    })
  }

  async latest({ symbols, perQuery }: NewsQuery): Promise<NewsStory[]> {
    const searches = [
      ...symbols.slice(0, this.#options.maxSymbols).map((s) => ({ query: s, symbol: s })),
      ...this.#options.marketQueries.map((q): { query: string; symbol: string | undefined } => ({
        query: q,
        symbol: undefined,
      })),
    ]
    const results = await Promise.allSettled(
      searches.map(
        async ({ query, symbol }) =>
          (await this.#cache.fetch(`${query}|${perQuery}`, {
            context: { query, symbol, count: perQuery },
          })) ?? [],
      ),
    )
    const failures = results.filter((r) => r.status === 'rejected')
    if (results.length > 0 && failures.length === results.length)
      throw (failures[0] as PromiseRejectedResult).reason
    return dedupeStories(results.flatMap((r) => (r.status === 'fulfilled' ? r.value : [])))
  }

  async #search(query: string, symbol: string | undefined, count: number): Promise<NewsStory[]> {
    const result = await this.#client.run(
      (opts) =>
        this.#client.yf.search(
          query,
          { newsCount: count, quotesCount: 0, enableNavLinks: false, enableCb: false },
          opts,
        ) as Promise<{ news?: YahooNewsItem[] }>,
    )
    return (result.news ?? []).map((item) => toStory(item, symbol))
  }
}

function toStory(item: YahooNewsItem, symbol: string | undefined): NewsStory {
  const related = (item.relatedTickers ?? []).map((t) => t.toUpperCase())
  const symbols =
    symbol && !related.includes(symbol.toUpperCase()) ? [symbol.toUpperCase(), ...related] : related
  const published =
    item.providerPublishTime instanceof Date && !Number.isNaN(item.providerPublishTime.getTime())
      ? item.providerPublishTime
      : null
  return {
    title: item.title.trim(),
    url: item.link,
    publisher: item.publisher ?? null,
    publishedAt: published,
    symbols,
  }
}
