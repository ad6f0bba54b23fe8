import type { NewsStory } from '../../domain/newsletter/news-story.js'

export interface NewsQuery {
  /** The reader's ticker symbols; stories about each are looked up. */
  readonly symbols: readonly string[]
  /** Stories per symbol, and per broad-market query. */
  readonly perQuery: number
}

/**
 * Where candidate stories come from: news about each symbol plus the broad market, newest first,
 * deduplicated by link and by title. A failing lookup for one symbol is left out; when every lookup
 * fails it throws UpstreamUnavailableError or UpstreamTimeoutError, never a vendor error.
 */
export interface NewsSource {
  latest(query: NewsQuery): Promise<NewsStory[]>
}
