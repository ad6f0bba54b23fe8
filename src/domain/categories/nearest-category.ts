import { roundConfidence } from './merchant-choice.js'

/** One already-categorised transaction, scored against the transaction being categorised. */
export interface ScoredNeighbour {
  readonly category: string
  /** Cosine similarity, -1..1. */
  readonly score: number
}

export interface NearestCategoryOptions {
  /** Neighbours that vote. */
  readonly k: number
  /** Below this cosine similarity a transaction is not a neighbour at all. */
  readonly threshold: number
}

/**
 * The category of the nearest categorised transactions (docs/categories.md "Similar"): the k best
 * neighbours at or above the threshold vote with their similarity; the winner must carry more
 * than half of the votes' weight, so two equally close neighbours that disagree decide nothing.
 * The confidence is the winner's share of the weight times its best similarity.
 */
export function nearestCategory(
  neighbours: readonly ScoredNeighbour[],
  { k, threshold }: NearestCategoryOptions,
): { readonly category: string; readonly confidence: number } | null {
  const voters = neighbours
    .filter((n) => n.score >= threshold)
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
  if (voters.length === 0) return null
  const weight = new Map<string, { sum: number; best: number }>()
  let total = 0
  for (const v of voters) {
    const entry = weight.get(v.category) ?? { sum: 0, best: 0 }
    entry.sum += v.score
    entry.best = Math.max(entry.best, v.score)
    weight.set(v.category, entry)
    total += v.score
  }
  const [category, won] = [...weight.entries()].sort((a, b) => b[1].sum - a[1].sum)[0]!
  const share = won.sum / total
  if (share <= 0.5) return null
  return { category, confidence: roundConfidence(share * won.best) }
}
