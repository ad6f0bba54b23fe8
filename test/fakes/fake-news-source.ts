import { dedupeStories, type NewsStory } from '../../src/domain/newsletter/news-story.js'
import type { NewsQuery, NewsSource } from '../../src/application/ports/news-source.js'

/**
 * Serves its stories as the port says: those about the asked symbols plus the market ones (no
 * symbols), deduplicated and newest first. Every query is recorded; `failure` fails every call.
 */
export class FakeNewsSource implements NewsSource {
  readonly queries: NewsQuery[] = []
  failure: Error | undefined
  constructor(public stories: NewsStory[] = []) {}
  async latest(query: NewsQuery): Promise<NewsStory[]> {
    this.queries.push(query)
    if (this.failure) throw this.failure
    const wanted = new Set(query.symbols.map((s) => s.toUpperCase()))
    return dedupeStories(
      this.stories.filter(
        (s) => s.symbols.length === 0 || s.symbols.some((x) => wanted.has(x.toUpperCase())),
      ),
    )
  }
}
