import { de } from './de.js'
import { en } from './en.js'
import { es } from './es.js'
import { fr } from './fr.js'
import { hiEn } from './hi-en.js'
import { id } from './id.js'
import { it } from './it.js'
import { hi } from './hi.js'
import { ja } from './ja.js'
import { ko } from './ko.js'
import type { Lexicon } from './lexicon.js'
import { nl } from './nl.js'
import { nordic } from './nordic.js'
import { pl } from './pl.js'
import { pt } from './pt.js'
import { ro } from './ro.js'
import { tr } from './tr.js'

export type { Lexicon } from './lexicon.js'

/** Every language the rules read. A notification may mix them (Hinglish, English with local words). */
export const LEXICONS: readonly Lexicon[] = [
  en,
  hiEn,
  hi,
  pt,
  es,
  de,
  fr,
  it,
  nl,
  id,
  tr,
  pl,
  ro,
  nordic,
  ja,
  ko,
]

/** Between these, a word is whole: no letter or digit touches it (JavaScript's \b knows only ASCII). */
export const WORD_START = '(?<![\\p{L}\\p{M}\\p{N}])'
export const WORD_END = '(?![\\p{L}\\p{M}\\p{N}])'

/** One case-insensitive alternation of the given words of every language, as whole words. */
export function wordsOf(pick: (l: Lexicon) => readonly string[], lexicons = LEXICONS): RegExp {
  return new RegExp(wordsSource([...new Set(lexicons.flatMap(pick))]), 'iu')
}

/**
 * The alternation of `words` as a regular-expression source: whole words, except Japanese and
 * Korean ones, which match anywhere. Never matches when `words` is empty.
 */
export function wordsSource(unique: readonly string[]): string {
  const words = [...unique]
  // Longest first, so a phrase wins over the word it starts with.
  words.sort((a, b) => b.length - a.length)
  // Japanese and Korean write no spaces between words: their entries match anywhere.
  const cjk = words.filter((w) =>
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(w),
  )
  const spaced = words.filter((w) => !cjk.includes(w))
  const alternatives: string[] = []
  if (spaced.length > 0) alternatives.push(`${WORD_START}(?:${spaced.join('|')})${WORD_END}`)
  if (cjk.length > 0) alternatives.push(`(?:${cjk.join('|')})`)
  // No words: a pattern that never matches.
  return alternatives.length > 0 ? alternatives.join('|') : '(?!)'
}

/** The Spanish lexicon, for what a bare `$` means. */
export const SPANISH = wordsOf((l) => [...l.expense, ...l.income, ...l.transferOut], [es])
