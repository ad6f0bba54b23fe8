import type { NewsStory } from './news-story.js'
import type { CuratedStory } from './prompts.js'

export interface CurationPick {
  readonly index: number
  readonly reason: string
  readonly symbols: readonly string[]
}

/**
 * Turns the model's picks into curated stories: indexes out of range and repeats are dropped (a
 * model may answer anything), at most `max` are kept, and symbols are limited to the reader's own
 * plus the story's (so a hallucinated ticker never reaches the newsletter's sections).
 */
export function applyCuration(
  stories: readonly NewsStory[],
  picks: readonly CurationPick[],
  readerSymbols: readonly string[],
  max: number,
): CuratedStory[] {
  const seen = new Set<number>()
  const curated: CuratedStory[] = []
  for (const pick of picks) {
    const story = Number.isInteger(pick.index) ? stories[pick.index] : undefined
    if (!story || seen.has(pick.index)) continue
    seen.add(pick.index)
    const allowed = new Set([...readerSymbols, ...story.symbols].map((s) => s.toUpperCase()))
    const symbols = [...new Set(pick.symbols.map((s) => s.toUpperCase()))].filter((s) => allowed.has(s))
    curated.push({
      story,
      reason: pick.reason.trim(),
      symbols: symbols.length > 0 ? symbols : [...story.symbols],
    })
    if (curated.length >= max) break
  }
  return curated
}

/** When the model is unavailable for curation, the newest stories stand in (the newsletter still gets written). */
export function fallbackCuration(stories: readonly NewsStory[], max: number): CuratedStory[] {
  return stories.slice(0, max).map((story) => ({ story, reason: '', symbols: [...story.symbols] }))
}
