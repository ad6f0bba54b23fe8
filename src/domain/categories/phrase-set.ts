/**
 * A set of word phrases ("san francisco", "gmbh", "and co") that answers, for a list of words,
 * how many of its first or last words form one of the phrases (the longest). Indexed by the
 * phrase's first and last word, so a lookup costs a few comparisons, not one per phrase:
 * merchantKey() runs on every imported row.
 */
export class PhraseSet {
  readonly #byFirst = new Map<string, (readonly string[])[]>()
  readonly #byLast = new Map<string, (readonly string[])[]>()
  /** The most words a phrase has: a caller may pass only that many first or last words. */
  readonly longest: number = 0

  constructor(...lists: readonly (readonly (readonly string[])[])[]) {
    for (const phrase of lists.flat()) {
      if (phrase.length === 0) continue
      add(this.#byFirst, phrase[0]!, phrase)
      add(this.#byLast, phrase[phrase.length - 1]!, phrase)
      this.longest = Math.max(this.longest, phrase.length)
    }
  }

  /** The length of the longest phrase that `words` starts with, 0 for none. */
  atStart(words: readonly string[]): number {
    let best = 0
    for (const phrase of this.#byFirst.get(words[0] ?? '') ?? [])
      if (phrase.length > best && phrase.every((w, i) => words[i] === w)) best = phrase.length
    return best
  }

  /** The length of the longest phrase that `words` ends with, 0 for none. */
  atEnd(words: readonly string[]): number {
    let best = 0
    const offset = (length: number) => words.length - length
    for (const phrase of this.#byLast.get(words[words.length - 1] ?? '') ?? [])
      if (
        phrase.length > best &&
        phrase.length <= words.length &&
        phrase.every((w, i) => words[offset(phrase.length) + i] === w)
      )
        best = phrase.length
    return best
  }
}

function add(index: Map<string, (readonly string[])[]>, word: string, phrase: readonly string[]) {
  const list = index.get(word)
  if (list) list.push(phrase)
  else index.set(word, [phrase])
}
