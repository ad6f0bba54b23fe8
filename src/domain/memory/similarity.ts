/** Cosine similarity; 0 when either vector is zero or the lengths differ. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length || a.length === 0) return 0
  let dot = 0
  let na = 0
  let nb = 0
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!
    const y = b[i]!
    dot += x * y
    na += x * x
    nb += y * y
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb)
}

/**
 * The k items most similar to `query`, best first (ties: the order given), with their scores.
 * A user holds a few hundred memories: a full scan with a sort is cheaper than any index here.
 */
export function topK<T>(
  items: readonly T[],
  vectorOf: (item: T) => ArrayLike<number>,
  query: ArrayLike<number>,
  k: number,
): { item: T; score: number }[] {
  if (k <= 0) return []
  return items
    .map((item, index) => ({ item, index, score: cosine(vectorOf(item), query) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, k)
    .map(({ item, score }) => ({ item, score }))
}
