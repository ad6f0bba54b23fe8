import { LEXICONS } from '../../lexicon/index.js'

/**
 * The building blocks of every name pattern: a name is at most six words of at most 40 characters,
 * read up to a stop (a stop word, punctuation, a date, a long number, an amount), with bounded
 * quantifiers only, so a failed attempt costs at most one name's length.
 */

// Prepositions match in any case ("At", "AT"): a plain word is spelt letter by letter as [aA].
const anyCase = (word: string) =>
  /[[\]\\(]/.test(word)
    ? word
    : [...word]
        .map((ch) =>
          ch.toLowerCase() !== ch.toUpperCase() ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : ch,
        )
        .join('')

/** An alternation of prepositions or labels, longest first, in any case. */
export const alternation = (words: readonly string[]): string =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(anyCase)
    .join('|')

// Stop words end a name only in lower case or capitalised ("on", "On"): "PRET A MANGER" keeps its "A".
const capitalised = (word: string) =>
  /^\p{Ll}/u.test(word) && word.length > 1 ? `(?:${word}|${word[0]!.toUpperCase()}${word.slice(1)})` : word
const STOP_WORDS = [...new Set(LEXICONS.flatMap((l) => l.stop))]
  .sort((a, b) => b.length - a.length)
  .map(capitalised)
  .join('|')

// A name also ends before an amount ("ANDI PRATAMA Rp 1.000.000", "Spotify AB 15,99 €").
const AMOUNT_AHEAD = String.raw` (?:Rp|Rs|INR|IDR|EUR|USD|GBP|TL|TRY|PLN|RON|KRW|JPY|[$€£¥₹₩₺])\.? ?\d`
export const STOP_INNER = String.raw` (?:${STOP_WORDS})(?![\p{L}\p{N}])| ?[.,;:!।](?: |$)| ?\(| ?[^\p{L}\p{N}\s]{0,4}$| - | \d{1,2}[:/]| \d{6,}| ?\||${AMOUNT_AHEAD}|$`
export const STOP = `(?=${STOP_INNER})`
export const WORD = String.raw`[\p{L}\p{N}_&'’*#@$-](?:[\p{L}\p{M}\p{N}_&'’*#./@-]{0,40}[\p{L}\p{M}\p{N}_&*#@-])?`
// A title before a name ("M. LAURENT", "Mr. Shah") and a Polish company's "SP. Z O.O." keep their dots.
const TITLE = String.raw`(?:(?:M|Mme|Mlle|Mr|Mrs|Ms|Dr|Sr|Sra|Hr|Fr)\.? )?`
const NAME_WORD = String.raw`(?:[Ss][Pp]\. [Zz] [Oo]\.[Oo]|${WORD})`
export const NAME = String.raw`(?![\d.,:]{1,20}(?: |$|[ap]m))((?=[\p{L}\p{N}$*])${TITLE}${NAME_WORD}(?: ${NAME_WORD}){0,5}?)`
const UPPER_WORD = String.raw`\p{Lu}[\p{Lu}\p{N}&.'*-]{0,30}`
export const UPPER_NAME = String.raw`(${UPPER_WORD}(?: ${UPPER_WORD}){0,5})`
/**
 * A name in capitals just before `word` (after a space, or glued as a Turkish suffix is): the
 * engine finds the word first and reads the name backwards from it ("MIGROS KADIKOY işyerinden",
 * "RAMESH KIRANA को", "MIGROS'tan"), instead of trying a name at every capital of the text.
 */
export const upperNameBefore = (word: string, glue: ' ' | '' = ' '): RegExp =>
  new RegExp(
    String.raw`(?:${word})(?![\p{L}\p{M}])(?<=(?<![\p{L}\p{N}])${UPPER_NAME}${glue}(?:${word}))`,
    'gu',
  )
export const START = String.raw`(?<![\p{L}\p{N}])`

/** The name after one of `prepositions` (an alternation source), up to a stop. */
export const after = (prepositions: string): RegExp =>
  new RegExp(`${START}(?:${prepositions}) (?=${NAME}${STOP})`, 'gu')

/** Extra patterns of one language family, tried before the prepositions of the languages a text is in. */
export interface FamilyNames {
  readonly debit: readonly RegExp[]
  readonly credit: readonly RegExp[]
}
