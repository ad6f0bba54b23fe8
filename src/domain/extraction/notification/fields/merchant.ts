import type { Direction } from '../../notification.js'
import { CODES } from '../currency-marks.js'
import { LEXICONS, wordsOf, type Lexicon } from '../lexicon/index.js'

/**
 * The merchant or counterparty, from the phrases banks and wallets use for each direction. Every
 * pattern starts at a fixed word (a preposition or a label) and reads a name of at most six words
 * of at most 40 characters each, up to a stop: bounded quantifiers only, so a failed attempt costs
 * at most one name's length. Names are read in a lookahead, so a rejected candidate ("de MXN
 * 320.00 ...") does not hide the next preposition.
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
const alternation = (words: readonly string[]) =>
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

const STOP_INNER = String.raw` (?:${STOP_WORDS})(?![\p{L}\p{N}])| ?[.,;:!](?: |$)| ?\(| ?[^\p{L}\p{N}\s]{0,4}$| - | \d{1,2}[:/]| \d{6,}| ?\||$`
const STOP = `(?=${STOP_INNER})`
const WORD = String.raw`[\p{L}\p{N}_&'’*#@$-](?:[\p{L}\p{N}_&'’*#./@-]{0,40}[\p{L}\p{N}_&*#@-])?`
const NAME = String.raw`(?![\d.,:]{1,20}(?: |$|[ap]m))((?=[\p{L}\p{N}$*])${WORD}(?: ${WORD}){0,5}?)`
const UPPER_WORD = String.raw`\p{Lu}[\p{Lu}\p{N}&.'*-]{0,30}`
const UPPER_NAME = String.raw`(${UPPER_WORD}(?: ${UPPER_WORD}){0,5})`
const START = String.raw`(?<![\p{L}\p{N}])`
const after = (prepositions: string) => new RegExp(`${START}(?:${prepositions}) (?=${NAME}${STOP})`, 'gu')

const LABEL = new RegExp(
  String.raw`${START}(?:(?:Desc|Des|Description|Merchant|Info|na conta):|[Ee]stab\.|ご利用先|Merchant(?= [^:]{2,60} Amount)) ?(?=${NAME}(?= (?:Date|Bal|Avail|Avl|Amount|Card)(?![\p{L}])|${STOP_INNER}))`,
  'gu',
)

/** Per language, its payee and payer prepositions; tried for the languages a text is written in first. */
interface Phrases {
  readonly lexicon: Lexicon
  readonly money: RegExp
  readonly payee: RegExp | undefined
  readonly payer: RegExp | undefined
}
const PHRASES: readonly Phrases[] = LEXICONS.map((lexicon) => ({
  lexicon,
  money: wordsOf(
    (l) => [...l.expense, ...l.income, ...l.transferOut, ...l.refund, ...l.transferIn],
    [lexicon],
  ),
  payee: lexicon.payee.length > 0 ? after(alternation(lexicon.payee)) : undefined,
  payer: lexicon.payer.length > 0 ? after(alternation(lexicon.payer)) : undefined,
}))
const ANY_PAYEE = after(alternation(LEXICONS.flatMap((l) => l.payee)))
const ANY_PAYER = after(alternation(LEXICONS.flatMap((l) => l.payer)))
const FOR = after('[Ff]or')

const DEBIT_FIRST: readonly RegExp[] = [
  LABEL,
  // ICICI writes the payee's side: "Acct XX907 debited for Rs 1,499.00; BIGBASKET credited."
  new RegExp(String.raw`; ?(?=${NAME} credited)`, 'gu'),
  new RegExp(String.raw`${START}[Cc]ompleted (?=${NAME}'s request)`, 'gu'),
  new RegExp(String.raw`${START}von (?=${NAME} (?:abgebucht|eingezogen))`, 'gu'),
  new RegExp(String.raw`${START}[Yy]ou paid (?=${NAME} (?:[-−]?[^\p{L}\s]?\d|[A-Z]{3} ?\d))`, 'gu'),
  new RegExp(String.raw`(?=${UPPER_NAME} (?:işyerinde|işyerinden|alıcısına))`, 'gu'),
  new RegExp(String.raw`${START}(?:card|karta|tarjeta|cart[ãa]o) [*xX•]{1,4}\d{4}, (?=${NAME}, )`, 'giu'),
]
// Korean card alerts end with the shop after the time: "... 11/24 12:31 스타벅스강남".
const DEBIT_LAST: readonly RegExp[] = [FOR, new RegExp(String.raw`\d{1,2}:\d{2} (?=${NAME}$)`, 'gu')]

const CREDIT_FIRST: readonly RegExp[] = [
  LABEL,
  // HDFC NEFT credits: "NEFT Cr-CITI0000002-ACME SOFTWARE PVT LTD-SALARY NOV".
  /NEFT Cr-[A-Z0-9]{11}-(?=([A-Z0-9 &.]{2,60}?)-)/gu,
  // A sentence that starts with the payer: "Venmo: Tom paid you", "You've got money! Jo Doe sent you".
  new RegExp(
    String.raw`(?:^|[:.!?] )(?=${NAME} (?:paid you|sent you|completed your request|refunded))`,
    'gu',
  ),
  new RegExp(String.raw`(?=${UPPER_NAME} tarafından)`, 'gu'),
]

// Names that are not a merchant: pronouns, card and account words, rails, currency codes.
const NOT_A_MERCHANT = new RegExp(
  String.raw`^(?:you|your|yours|the|a|an|this|that|card|account|amex|visa|mastercard|debit|credit|chase|savings|checking|current account|mob bk|transfer|imps|neft|upi|rtgs|ref|${CODES.join('|')})$`,
  'iu',
)
const CARD_WORDS =
  /(?<![\p{L}])(?:amex|visa|mastercard|debit card|credit card|card|account|a\/c|cart[ãa]o|tarjeta|karte|carte|carta|kartu|karta|konto|cuenta|conta|rekening|wallet)(?![\p{L}])|[•·]{2,}|\.{3}\d|(?:credit|debit)$/iu
const RAIL_PREFIX =
  /^(?:(?:POS|PURCHASE|TRF|FROM|TO|REVERSAL|NIP|WEB|EFT|IMPS|NEFT|RTGS|UPI|SPEI|ATM WDL|TRANSFER)(?: |$))+/u
const AMOUNT_LIKE = /^[^\p{L}\p{N}]{0,3}\d|^(?:[A-Z]{3}|R\$|Rs\.?|Rp|KSh|Ksh) ?\d|\d{6,}/u
// The sender's name before the first colon ("Banco de Chile: ...") is not where a merchant is.
const SENDER_PREFIX = /^[^:\d]{2,30}: /u

function clean(name: string): string | null {
  const trimmed = name
    .replace(RAIL_PREFIX, '')
    .replace(/[\s.,;:'’-]+$/u, '')
    .trim()
  if (
    trimmed.length < 2 ||
    trimmed.length > 60 ||
    /^(?:you|your|the)(?![\p{L}])/iu.test(trimmed) ||
    NOT_A_MERCHANT.test(trimmed) ||
    CARD_WORDS.test(trimmed) ||
    AMOUNT_LIKE.test(trimmed)
  )
    return null
  return trimmed
}

function firstName(text: string, patterns: readonly (RegExp | undefined)[]): string | null {
  for (const pattern of patterns) {
    if (!pattern) continue
    for (const match of text.matchAll(pattern)) {
      const name = match[1] ? clean(match[1]) : null
      if (name) return name
    }
  }
  return null
}

/** The merchant or counterparty, or null when no pattern names one. */
export function merchantOf(text: string, direction: Direction): string | null {
  const body = text.replace(SENDER_PREFIX, '')
  // The languages the text is written in, English last (it shows up inside every other).
  const spoken = PHRASES.filter((p) => p.money.test(body)).sort(
    (a, b) => Number(a.lexicon.language === 'en') - Number(b.lexicon.language === 'en'),
  )
  if (direction === 'credit')
    return firstName(body, [...CREDIT_FIRST, ...spoken.map((p) => p.payer), ANY_PAYER])
  return firstName(body, [...DEBIT_FIRST, ...spoken.map((p) => p.payee), ANY_PAYEE, ...DEBIT_LAST])
}

/** Wallets write "Blue Bottle Coffee: $6.25 with Mastercard ••9043": the name before the colon. */
export function leadingNameOf(text: string, amountStart: number): string | null {
  const head = /^([^:]{2,40}): ?$/u.exec(text.slice(0, amountStart))
  return head?.[1] ? clean(head[1]) : null
}
