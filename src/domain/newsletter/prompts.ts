import type { EarningsEvent } from '../market/market-data.js'
import type { NewsStory } from './news-story.js'
import type { HoldingMove } from './portfolio-moves.js'

/** A story the curator kept, with why it matters to this reader. */
export interface CuratedStory {
  readonly story: NewsStory
  readonly reason: string
  readonly symbols: readonly string[]
}

export const CURATION_SYSTEM = [
  "You curate financial news for one private investor's daily newsletter.",
  "From the numbered candidate stories, pick the ones that matter most to the investor's holdings and to the broad market today.",
  'Skip duplicates of a story already picked, advertisements, clickbait and stories with no news in them.',
  'Answer with the picks by their index, most important first, each with a one-sentence reason and the holdings it concerns.',
].join(' ')

export const SYNTHESIS_SYSTEM = [
  'You write a short, clear daily newsletter for one private investor.',
  "Use only the facts given: the curated stories, the day's moves of the investor's holdings and their upcoming earnings.",
  'Never invent prices, percentages, dates or events. Quote moves with their sign and one decimal.',
  'Write a title, a two- or three-sentence summary, and a few sections (portfolio moves, news about the holdings, the market, upcoming earnings when there are any),',
  'each with a heading, a body of plain prose and the ticker symbols it is about. This is information, not financial advice.',
].join(' ')

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The curation request: the reader's symbols and the numbered candidates. */
export function curationPrompt(input: {
  symbols: readonly string[]
  stories: readonly NewsStory[]
  maxPicks: number
}): string {
  return JSON.stringify({
    holdings: input.symbols,
    max_picks: input.maxPicks,
    stories: input.stories.map((s, index) => ({
      index,
      title: s.title,
      publisher: s.publisher,
      published_at: iso(s.publishedAt),
      symbols: s.symbols,
    })),
  })
}

/** The synthesis request: everything the newsletter may say, and nothing else. */
export function synthesisPrompt(input: {
  date: string
  baseCurrency: string
  moves: readonly HoldingMove[]
  earnings: readonly EarningsEvent[]
  curated: readonly CuratedStory[]
}): string {
  return JSON.stringify({
    date: input.date,
    base_currency: input.baseCurrency,
    holdings_moves: input.moves.map((m) => ({
      symbol: m.symbol,
      name: m.name,
      price: m.price,
      currency: m.currency,
      change_percent: m.changePercent,
      market_value: m.marketValue,
    })),
    upcoming_earnings: input.earnings.map((e) => ({
      symbol: e.symbol,
      name: e.name,
      date: e.date,
      time: e.time,
      eps_estimate: e.epsEstimate,
    })),
    stories: input.curated.map((c) => ({
      title: c.story.title,
      publisher: c.story.publisher,
      published_at: iso(c.story.publishedAt),
      symbols: c.symbols,
      why_it_matters: c.reason,
    })),
  })
}
