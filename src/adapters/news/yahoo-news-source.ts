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
}

/**
 * News from Yahoo Finance's search (yahoo-finance2 `search`, news only): one search per symbol
 * and per market query, in parallel through the shared Yahoo client (YAHOO_BASE_URL, deadline,
 * retries), then deduplicated by link and title. Failed searches are left out; all failing throws.
 */
export class YahooNewsSource implements NewsSource {
  readonly #client: YahooClient
  readonly #options: YahooNewsOptions

  constructor(client: YahooClient, options: YahooNewsOptions) {
    this.#client = client
    this.#options = options
  }

  async latest({ symbols, perQuery }: NewsQuery): Promise<NewsStory[]> {
    const searches = [
      ...symbols.slice(0, this.#options.maxSymbols).map((s) => ({ query: s, symbol: s })),
      ...this.#options.marketQueries.map((q): { query: string; symbol: string | undefined } => ({ query: q, symbol: undefined })),
    ]
    const results = await Promise.allSettled(searches.map(({ query, symbol }) => this.#search(query, symbol, perQuery)))
    const failures = results.filter((r) => r.status === 'rejected')
    if (results.length > 0 && failures.length === results.length) throw (failures[0] as PromiseRejectedResult).reason
    return dedupeStories(results.flatMap((r) => (r.status === 'fulfilled' ? r.value : [])))
  }

  async #search(query: string, symbol: string | undefined, count: number): Promise<NewsStory[]> {
    const result = await this.#client.run((opts) =>
      this.#client.yf.search(query, { newsCount: count, quotesCount: 0, enableNavLinks: false, enableCb: false }, opts) as Promise<{ news?: YahooNewsItem[] }>,
    )
    return (result.news ?? []).map((item) => toStory(item, symbol))
  }
}

function toStory(item: YahooNewsItem, symbol: string | undefined): NewsStory {
  const related = (item.relatedTickers ?? []).map((t) => t.toUpperCase())
  const symbols = symbol && !related.includes(symbol.toUpperCase()) ? [symbol.toUpperCase(), ...related] : related
  const published = item.providerPublishTime instanceof Date && !Number.isNaN(item.providerPublishTime.getTime()) ? item.providerPublishTime : null
  return { title: item.title.trim(), url: item.link, publisher: item.publisher ?? null, publishedAt: published, symbols }
}
