import type { NewsStory } from '../../src/domain/newsletter/news-story.js'
import type { NewsQuery, NewsSource } from '../../src/application/ports/news-source.js'

/** Serves its stories to every query (recorded); `failure` makes every call fail. */
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
