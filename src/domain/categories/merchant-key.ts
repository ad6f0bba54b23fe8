import {
  BRAND_ALIASES,
  CURRENCY_SUFFIXES,
  DESCRIPTOR_SUFFIXES,
  LEADING_NOISE,
  LEGAL_SUFFIXES,
  STAR_PROCESSORS,
  STORE_NUMBER_WORDS,
} from './merchant-noise.js'
import { PLACE_PHRASES, REGION_PHRASES } from './merchant-places.js'
import {
  foldLetters,
  joinWordMarks,
  paymentRailPayee,
  removeDates,
  replaceDomains,
  replaceHandles,
} from './merchant-text.js'
import { PhraseSet } from './phrase-set.js'

/**
 * The merchant key: one string for every way statements, SMS and card terminals spell the same
 * merchant ("SQ *BLUE BOTTLE #123 SAN FRANCISCO US", "POS BLUE BOTTLE COFFEE OAKLAND CA" and
 * "Blue Bottle" are all "blue bottle"), so that a choice the user made once applies to the next
 * transaction (docs/merchant-key.md). Insights group merchants by it too.
 *
 * Contract: lower-case words of letters (and digits inside a brand, "7eleven", "a101") joined by
 * one space; the same for every spelling the rules below recognise; null when nothing of a name
 * is left. Pure and fast (no I/O, a few regular expressions): it runs on every imported row.
 *
 * In order: fold letters (case, accents, Turkish dotless i, ß); take the payee out of a UPI/IMPS
 * line; reduce web and UPI addresses to their name; remove dates and times; join marks inside
 * words; split into words; drop what comes before the name (bank channel words, card numbers,
 * "SQ *"-style processors); cut at a store, phone or reference number; drop what comes after the
 * name (places, company forms, shop-kind words, currencies). Written by hand: no library
 * normalises card-statement merchant text.
 */
export function merchantKey(raw: string | null | undefined): string | null {
  if (!raw) return null
  let text = foldLetters(raw)
  text = paymentRailPayee(text) ?? text
  text = joinWordMarks(removeDates(replaceDomains(replaceHandles(text))))
  let words = applyAliases(text.match(WORD) ?? [])
  words = dropLeadingNoise(words)
  words = cutAtStoreNumber(words).filter((w) => w !== '*' && !w.startsWith('#') && !/^\d+$/.test(w))
  words = dropTrailingNoise(mergeLetters(applyAliases(words)))
  return words.length > 0 ? words.join(' ') : null
}

/**
 * The merchant a transaction is known by, as a key: of its merchant, else (no merchant) of its
 * description. Categorisation's learning reads and records choices under it.
 */
export function merchantKeyOf(subject: {
  readonly merchant: string | null
  readonly description: string | null
}): string | null {
  return merchantKey(subject.merchant ?? subject.description)
}

/** A word (letters and digits, "&" inside: "at&t"), a store number ("#1234"), or a star. */
const WORD = /#\s*\d+|\*|[\p{L}\p{N}]+(?:&[\p{L}\p{N}]+)*/gu

const LEADING = new PhraseSet(LEADING_NOISE)
const PROCESSORS = new PhraseSet(STAR_PROCESSORS)
const TRAILING = new PhraseSet(
  PLACE_PHRASES,
  REGION_PHRASES,
  LEGAL_SUFFIXES,
  DESCRIPTOR_SUFFIXES,
  CURRENCY_SUFFIXES,
)
const ALIASES = BRAND_ALIASES.map(([from, to]) => ({ from, to }))

const digitCount = (w: string) => w.replace(/\D/g, '').length

/** A short brand with digits that may open a name: "A101", "O2" (not a card's "X1234"). */
const isBrandWithDigits = (w: string) => /^[a-wyz][a-z]?\d{1,3}$/.test(w)

/** A store, phone or reference number: three digits or more, or two inside letters ("2K3L45"). */
const isNumberTag = (w: string) =>
  w.startsWith('#') || digitCount(w) >= 3 || (digitCount(w) >= 2 && /\p{L}/u.test(w))

/**
 * Drops the words before the name; never the last word. Moves an index rather than slicing at
 * each step: a text of thousands of noise words ("* * *", "1:2:3") would be copied once per word.
 */
function dropLeadingNoise(words: readonly string[]): readonly string[] {
  let start = 0
  const left = () => words.length - start
  const atStart = (set: PhraseSet) => set.atStart(words.slice(start, start + set.longest))
  while (left() > 1) {
    const first = words[start]!
    if (first === '*' || /^\d+$/.test(first) || (isNumberTag(first) && !isBrandWithDigits(first))) {
      start++
      continue
    }
    const processor = atStart(PROCESSORS)
    if (processor > 0 && words[start + processor] === '*' && left() > processor + 1) {
      start += processor + 1
      continue
    }
    const noise = atStart(LEADING)
    if (noise > 0 && left() > noise) {
      start += noise
      continue
    }
    break
  }
  return start === 0 ? words : words.slice(start)
}

/**
 * "WALGREENS #1234 OAKLAND CA", "TESCO STORES 3345 LONDON", "NETFLIX.COM 866-579-7172 CA",
 * "STARBUCKS STORE 0042": what follows a number tag after the name is where and which, not who.
 */
function cutAtStoreNumber(words: readonly string[]): readonly string[] {
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!
    if (isNumberTag(word)) return words.slice(0, i)
    if (STORE_NUMBER_WORDS.has(word) && /^\d+$/.test(words[i + 1] ?? '')) return words.slice(0, i)
  }
  return words
}

/** "TRADER JOE S" -> "trader joes" (a dropped apostrophe); "T J MAXX" -> "tj maxx". */
function mergeLetters(words: readonly string[]): readonly string[] {
  const merged: string[] = []
  let letterRun = false
  for (const word of words) {
    const last = merged.length - 1
    if (word === 's' && last >= 0 && !letterRun) merged[last] += 's'
    else if (word.length === 1 && letterRun) merged[last] += word
    else {
      merged.push(word)
      letterRun = word.length === 1
    }
  }
  return merged
}

/**
 * Each alias's words replaced by its brand, left to right, in one pass per alias (a text of
 * thousands of alias words would be copied once per replacement otherwise). A replacement is not
 * read again by the same alias: every alias's brand is one word.
 */
function applyAliases(words: readonly string[]): readonly string[] {
  let out = words
  for (const { from, to } of ALIASES) {
    if (!out.includes(from[0]!)) continue
    const next: string[] = []
    for (let i = 0; i < out.length;) {
      if (i + from.length <= out.length && from.every((w, k) => out[i + k] === w)) {
        next.push(...to)
        i += from.length
      } else next.push(out[i++]!)
    }
    out = next
  }
  return out
}

/**
 * Drops places, company forms, shop-kind words, currencies and a repeated word from the end; never
 * the last word. Counts the words left instead of searching and slicing them at each step.
 */
function dropTrailingNoise(words: readonly string[]): readonly string[] {
  let end = words.length
  const count = new Map<string, number>()
  for (const w of words) count.set(w, (count.get(w) ?? 0) + 1)
  while (end > 1) {
    const last = words[end - 1]!
    const suffix =
      count.get(last)! > 1 ? 1 : TRAILING.atEnd(words.slice(Math.max(0, end - TRAILING.longest), end))
    if (suffix === 0 || suffix >= end) break
    for (let i = end - suffix; i < end; i++) count.set(words[i]!, count.get(words[i]!)! - 1)
    end -= suffix
  }
  return end === words.length ? words : words.slice(0, end)
}
