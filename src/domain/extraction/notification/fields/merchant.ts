import type { Direction } from '../../notification.js'
import { CODES } from '../currency-marks.js'
import { LEXICONS, wordsOf, type Lexicon } from '../lexicon/index.js'
import { EAST_ASIAN_NAMES } from './names/east-asian.js'
import { DE_BOOKING, FRENCH_NAMES, POLISH_NAMES } from './names/european.js'
import {
  after,
  alternation,
  NAME,
  START,
  STOP_INNER,
  upperNameBefore,
  type FamilyNames,
} from './names/name-source.js'
import { HINDI_NAMES, TURKISH_NAMES } from './names/postpositions.js'
import { merchantAfterPlatform, RAIL_REFERENCE_NAME } from './names/rails.js'

/**
 * The merchant or counterparty, from the phrases banks and wallets use for each direction. Every
 * pattern starts at a fixed word (a preposition, a label, a particle) and reads a bounded name up
 * to a stop (names/name-source.ts). Names are read in a lookahead, so a rejected candidate ("de
 * MXN 320.00 ...") does not hide the next preposition.
 */

// Labelled fields, in either direction: "Info: MYNTRA", "Ordenante: JUAN PÉREZ", "İşyeri: SHELL".
const LABELS = [
  'Desc:',
  'Des:',
  'Description:',
  'Merchant:',
  'Info:',
  'Info-',
  'na conta:',
  '[Ee]stab\\.',
  'ご利用先',
  'Ordenante:',
  'Beneficiario:',
  'Auftraggeber:',
  'Empfänger:',
  'Bénéficiaire:',
  'Émetteur:',
  'Ordinante:',
  'İşyeri:',
  'Isyeri:',
  'Gönderen:',
  'Alıcı:',
  'Payee:',
  'Remitter:',
  'Sender:',
]
const LABEL = new RegExp(
  String.raw`${START}(?:${LABELS.join('|')}|Merchant(?= [^:]{2,60} Amount)) ?(?=${NAME}(?= (?:Date|Bal|Avail|Avl|Amount|Card)(?![\p{L}])|${STOP_INNER}))`,
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

// The names a language family writes without a preposition before them.
const FAMILY_NAMES: Readonly<Record<string, FamilyNames>> = {
  ja: EAST_ASIAN_NAMES,
  ko: EAST_ASIAN_NAMES,
  hi: HINDI_NAMES,
  tr: TURKISH_NAMES,
  pl: POLISH_NAMES,
  fr: FRENCH_NAMES,
}

const DEBIT_FIRST: readonly RegExp[] = [
  RAIL_REFERENCE_NAME,
  LABEL,
  DE_BOOKING,
  // ICICI writes the payee's side: "Acct XX907 debited for Rs 1,499.00; BIGBASKET credited."
  new RegExp(String.raw`; ?(?=${NAME} credited)`, 'gu'),
  new RegExp(String.raw`${START}[Cc]ompleted (?=${NAME}'s request)`, 'gu'),
  new RegExp(String.raw`${START}von (?=${NAME} (?:abgebucht|eingezogen))`, 'gu'),
  new RegExp(String.raw`${START}[Yy]ou paid (?=${NAME} (?:[-−]?[^\p{L}\s]?\d|[A-Z]{3} ?\d))`, 'gu'),
  upperNameBefore('işyerinde|işyerinden|alıcısına'),
  new RegExp(String.raw`${START}(?:card|karta|tarjeta|cart[ãa]o) [*xX•]{1,4}\d{4}, (?=${NAME}, )`, 'giu'),
]
// Korean card alerts end with the shop after the time: "... 11/24 12:31 스타벅스강남".
const DEBIT_LAST: readonly RegExp[] = [FOR, new RegExp(String.raw`\d{1,2}:\d{2} (?=${NAME}$)`, 'gu')]

const CREDIT_FIRST: readonly RegExp[] = [
  RAIL_REFERENCE_NAME,
  LABEL,
  DE_BOOKING,
  // HDFC NEFT credits: "NEFT Cr-CITI0000002-ACME SOFTWARE PVT LTD-SALARY NOV".
  /NEFT Cr-[A-Z0-9]{11}-(?=([A-Z0-9 &.]{2,60}?)-)/gu,
  // A sentence that starts with the payer: "Venmo: Tom paid you", "Thomas Leroy vous a envoyé".
  new RegExp(
    String.raw`(?:^|[:.!?] )(?=${NAME} (?:paid you|sent you|completed your request|refunded|vous a (?:envoy|vir)|te ha(?:n)? (?:enviado|pagado)|ti ha inviato|hat dir))`,
    'gu',
  ),
  upperNameBefore('tarafından'),
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
const AMOUNT_LIKE = /^[^\p{L}\p{N}]{0,3}\d|^(?:[A-Z]{3}|R\$|Rs\.?|Rp|KSh|Ksh) ?\d|\d{6,}|^[Xx*]{1,8}\d{2,6}$/u
// The sender's name before the first colon ("Banco de Chile: ...") is not where a merchant is.
const SENDER_PREFIX = /^[^:\d]{2,30}: /u

// "SPOTIFY P1A2B3 accepté", "MCDONALDS WARSZAWA zaakceptowana": a name in capitals ends before
// the lower-case status word after it; a name in mixed case keeps its own ("Paul Gare de Lyon").
const CAPITALS_WORD = /^(?=[^\p{Ll}]*\p{Lu})[\p{Lu}\p{N}&.'*-]{2,}$/u
const LOWER_WORD = /^\p{Ll}+$/u
function withoutTrailingStatus(name: string): string {
  const words = name.split(' ')
  if (!words.some((w) => CAPITALS_WORD.test(w))) return name
  let end = words.length
  while (end > 1 && LOWER_WORD.test(words[end - 1]!)) end--
  return words.slice(0, end).join(' ')
}

function clean(name: string): string | null {
  const trimmed = withoutTrailingStatus(
    name
      .replace(RAIL_PREFIX, '')
      .replace(/[\s.,;:'’-]+$/u, '')
      .trim(),
  )
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
      const written = match[1]
      const name = written ? clean(written) : null
      if (!written || !name) continue
      // "Zomato - Hungry Kitchen": the merchant comes after the platform. The name starts at or
      // before the match's end (read in a lookahead, in the match, or in a lookbehind).
      const end = text.lastIndexOf(written, match.index + match[0].length) + written.length
      const behind = merchantAfterPlatform(name, text.slice(end, end + 160))
      return (behind && clean(behind)) || name
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
  const families = [...new Set(spoken.map((p) => FAMILY_NAMES[p.lexicon.language]))].flatMap((f) =>
    f ? [f] : [],
  )
  if (direction === 'credit')
    return firstName(body, [
      ...CREDIT_FIRST,
      ...families.flatMap((f) => f.credit),
      ...spoken.map((p) => p.payer),
      ANY_PAYER,
    ])
  return firstName(body, [
    ...DEBIT_FIRST,
    ...families.flatMap((f) => f.debit),
    ...spoken.map((p) => p.payee),
    ANY_PAYEE,
    ...DEBIT_LAST,
  ])
}

/** Wallets write "Blue Bottle Coffee: $6.25 with Mastercard ••9043": the name before the colon. */
export function leadingNameOf(text: string, amountStart: number): string | null {
  const head = /^([^:]{2,40}): ?$/u.exec(text.slice(0, amountStart))
  return head?.[1] ? clean(head[1]) : null
}
