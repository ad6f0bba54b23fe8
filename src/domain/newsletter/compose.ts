import type { NewsletterDraft, NewsletterSection } from './newsletter.js'
import type { CuratedStory } from './prompts.js'

/** What the reasoning tier wrote, as it answered (untrusted shape-checked text). */
export interface WrittenNewsletter {
  readonly title: string
  readonly summary: string
  readonly sections: readonly {
    readonly heading: string
    readonly body: string
    readonly symbols: readonly string[]
  }[]
}

const MAX_SECTIONS = 8
const clip = (text: string, max: number) => {
  const t = text.trim()
  return t.length <= max ? t : `${t.slice(0, max - 1)}…`
}

/**
 * The stored newsletter: the model's prose, trimmed and bounded; empty sections dropped; section
 * symbols limited to ones the inputs named (no invented tickers); sources are the curated stories
 * themselves, never links the model wrote.
 */
export function composeNewsletter(
  written: WrittenNewsletter,
  curated: readonly CuratedStory[],
  knownSymbols: readonly string[],
  date: string,
): NewsletterDraft {
  const known = new Set([...knownSymbols, ...curated.flatMap((c) => c.symbols)].map((s) => s.toUpperCase()))
  const sections: NewsletterSection[] = written.sections
    .map((s) => ({
      heading: clip(s.heading, 200),
      body: clip(s.body, 4000),
      symbols: [...new Set(s.symbols.map((x) => x.trim().toUpperCase()))].filter((x) => known.has(x)),
    }))
    .filter((s) => s.body.length > 0)
    .slice(0, MAX_SECTIONS)
  return {
    title: clip(written.title, 200) || `Your market briefing for ${date}`,
    summary: clip(written.summary, 2000),
    sections,
    sources: curated.map(({ story }) => ({
      title: story.title,
      url: story.url,
      publisher: story.publisher,
      publishedAt: story.publishedAt,
    })),
  }
}
