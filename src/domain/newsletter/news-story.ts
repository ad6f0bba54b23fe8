/** A news story from the news source, before curation. */
export interface NewsStory {
  readonly title: string
  readonly url: string
  readonly publisher: string | null
  readonly publishedAt: Date | null
  /** Tickers the source links the story to (may be empty for market-wide stories). */
  readonly symbols: readonly string[]
}

/** Lower case, no query string or fragment, no trailing slash: one article under two tracking links is one story. */
function linkKey(url: string): string {
  try {
    const u = new URL(url)
    return `${u.hostname.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}`.toLowerCase()
  } catch {
    return url.trim().toLowerCase()
  }
}

/** Titles differing only in case, punctuation or spacing are the same story syndicated twice. */
function titleKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * Removes repeats by link and by title, keeping the first occurrence but merging the symbols of
 * the repeats into it (a story found under AAPL and under MSFT concerns both). Newest first.
 */
export function dedupeStories(stories: readonly NewsStory[]): NewsStory[] {
  const kept: { story: NewsStory; symbols: Set<string> }[] = []
  const byKey = new Map<string, (typeof kept)[number]>()
  for (const story of stories) {
    if (!story.title.trim() || !story.url.trim()) continue
    const keys = [`l:${linkKey(story.url)}`, `t:${titleKey(story.title)}`]
    const existing = keys.map((k) => byKey.get(k)).find((e) => e !== undefined)
    if (existing) {
      for (const s of story.symbols) existing.symbols.add(s)
      for (const k of keys) byKey.set(k, existing)
      continue
    }
    const entry = { story, symbols: new Set(story.symbols) }
    kept.push(entry)
    for (const k of keys) byKey.set(k, entry)
  }
  return kept
    .map(({ story, symbols }) => ({ ...story, symbols: [...symbols] }))
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
}
