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
 * transaction (docs/categories.md "Merchant key"). Insights group merchants by it too.
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

/** Drops the words before the name; never the last word. */
function dropLeadingNoise(words: readonly string[]): readonly string[] {
  let rest = words
  while (rest.length > 1) {
    const first = rest[0]!
    if (first === '*' || /^\d+$/.test(first) || (isNumberTag(first) && !isBrandWithDigits(first))) {
      rest = rest.slice(1)
      continue
    }
    const processor = PROCESSORS.atStart(rest)
    if (processor > 0 && rest[processor] === '*' && rest.length > processor + 1) {
      rest = rest.slice(processor + 1)
      continue
    }
    const noise = LEADING.atStart(rest)
    if (noise > 0 && rest.length > noise) {
      rest = rest.slice(noise)
      continue
    }
    break
  }
  return rest
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

function applyAliases(words: readonly string[]): readonly string[] {
  let out = words
  for (const { from, to } of ALIASES) {
    for (let i = 0; i + from.length <= out.length; i++)
      if (from.every((w, k) => out[i + k] === w))
        out = [...out.slice(0, i), ...to, ...out.slice(i + from.length)]
  }
  return out
}

/** Drops places, company forms, shop-kind words, currencies and a repeated word from the end; never the last word. */
function dropTrailingNoise(words: readonly string[]): readonly string[] {
  let rest = words
  while (rest.length > 1) {
    const last = rest[rest.length - 1]!
    const suffix = rest.slice(0, -1).includes(last) ? 1 : TRAILING.atEnd(rest)
    if (suffix === 0 || suffix >= rest.length) break
    rest = rest.slice(0, rest.length - suffix)
  }
  return rest
}
