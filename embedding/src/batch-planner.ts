/** A text waiting in the worker: its arrival order and its token count after truncation. */
export interface QueuedText {
  readonly seq: number
  readonly tokens: number
}

export interface BatchLimits {
  readonly maxTexts: number
  /** rows x longest row of the padded batch */
  readonly tokenBudget: number
}

/**
 * Picks the next batch from `queue` (kept in arrival order) and returns the chosen indexes.
 * The oldest text always goes in, so nothing waits forever; the rest are the texts closest to it
 * in length, as long as the padded cost stays under the budget. Grouping by length keeps one long
 * text from padding (and slowing) a batch of short ones.
 */
export function planBatch(queue: readonly QueuedText[], limits: BatchLimits): number[] {
  if (queue.length === 0) return []
  const seed = queue[0]!
  const byCloseness = queue
    .map((text, index) => ({ index, tokens: text.tokens, distance: Math.abs(text.tokens - seed.tokens) }))
    .slice(1)
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
  const chosen = [0]
  let longest = seed.tokens
  for (const candidate of byCloseness) {
    if (chosen.length >= limits.maxTexts) break
    const newLongest = Math.max(longest, candidate.tokens)
    if (newLongest * (chosen.length + 1) > limits.tokenBudget) continue
    chosen.push(candidate.index)
    longest = newLongest
  }
  return chosen
}
