import type { Direction } from '../../notification.js'
import { LEXICONS, type Lexicon } from '../lexicon/index.js'
import { CODES } from '../currency-marks.js'

/**
 * The merchant or counterparty, from the phrases banks and wallets use for each direction. Every
 * pattern starts at a fixed word (a preposition or a label) and reads a name of at most six words
 * of at most 40 characters each, up to a stop: bounded quantifiers only, so a failed attempt costs
 * at most one name's length.
 */
const cased = (word: string) => {
  // Prepositions match in any case ("At", "AT"); a word is spelled letter by letter as [aA].
  let out = ''
  for (const ch of word) {
    const lower = ch.toLowerCase()
    const upper = ch.toUpperCase()
    out += lower !== upper ? `[${lower}${upper}]` : ch
  }
  return out
}
const capitalised = (word: string) =>
  /^\p{Ll}/u.test(word) && word.length > 1 ? `(?:${word}|${word[0]!.toUpperCase()}${word.slice(1)})` : word
const unique = (pick: (l: Lexicon) => readonly string[]) => [...new Set(LEXICONS.flatMap(pick))]
// Prepositions are written without regex classes, except a few with [àa]-style classes kept as they are.
const prepositions = (pick: (l: Lexicon) => readonly string[]) =>
  unique(pick)
    .sort((a, b) => b.length - a.length)
    .map((p) => (/[[\]\\]/.test(p) ? p : cased(p)))
    .join('|')

// Stop words end a name only in lower case or capitalised ("on", "On"): "PRET A MANGER" keeps its "A".
const STOP_WORDS = unique((l) => l.stop)
  .sort((a, b) => b.length - a.length)
  .map(capitalised)
  .join('|')
const STOP_INNER = String.raw` (?:${STOP_WORDS})(?![\p{L}\p{N}])| ?[.,;:!(](?: |$)| ?[^\p{L}\p{N}\s]{0,4}$| - | \d{1,2}[:/]| \d{6,}| ?\||$`
const STOP = `(?=${STOP_INNER})`
const WORD = String.raw`[\p{L}\p{N}_&'’*#@$-](?:[\p{L}\p{N}_&'’*#./@-]{0,40}[\p{L}\p{N}_&*#@-])?`
const NAME = String.raw`(?![\d.,:]{1,20}(?: |$|[ap]m))((?=[\p{L}\p{N}$*])${WORD}(?: ${WORD}){0,5}?)`
const UPPER_WORD = String.raw`\p{Lu}[\p{Lu}\p{N}&.'*-]{0,30}`
const UPPER_NAME = String.raw`(${UPPER_WORD}(?: ${UPPER_WORD}){0,5})`
const START = String.raw`(?<![\p{L}\p{N}])`

const LABEL = String.raw`${START}(?:Desc|Des|Description|Merchant|Info|[Ee]stab\.?|ご利用先|na conta):? ?${NAME}(?= (?:Date|Bal|Avail|Avl|Amount|Card)\b|${STOP_INNER})`

const DEBIT: readonly RegExp[] = [
  new RegExp(LABEL, 'gu'),
  new RegExp(String.raw`; ?${NAME} credited`, 'gu'),
  new RegExp(String.raw`${START}[Yy]ou paid ${NAME} (?=[-−]?\S?\d|[A-Z]{3} ?\d)`, 'gu'),
  new RegExp(String.raw`${UPPER_NAME} (?:işyerinde|işyerinden|alıcısına)`, 'gu'),
  new RegExp(String.raw`${START}(?:card|karta|tarjeta|cart[ãa]o) [*xX•]{1,4}\d{4}, ${NAME}, `, 'giu'),
  new RegExp(
    String.raw`${START}(?:${prepositions((l) => l.payee.filter((p) => p.length > 1 || p === '@'))}) ${NAME}${STOP}`,
    'gu',
  ),
  new RegExp(String.raw`${START}(?:[Ff]or|a|w|[àa]) ${NAME}${STOP}`, 'gu'),
  // Korean card alerts end with the shop after the time: "... 11/24 12:31 스타벅스강남".
  new RegExp(String.raw`\d{1,2}:\d{2} ${NAME}$`, 'gu'),
]

const CREDIT: readonly RegExp[] = [
  new RegExp(LABEL, 'gu'),
  // HDFC NEFT credits: "NEFT Cr-CITI0000002-ACME SOFTWARE PVT LTD-SALARY NOV".
  /NEFT Cr-[A-Z0-9]{11}-([A-Z0-9 &.]{2,60}?)-/gu,
  // A sentence that starts with the payer: "Venmo: Tom paid you", "You've got money! Jo Doe sent you".
  new RegExp(String.raw`(?:^|[:.!?] )${NAME} (?:paid you|sent you|completed your request|refunded)`, 'gu'),
  new RegExp(String.raw`${UPPER_NAME} tarafından`, 'gu'),
  new RegExp(String.raw`${START}(?:${prepositions((l) => l.payer)}) ${NAME}${STOP}`, 'gu'),
]

// Names that are not a merchant: pronouns, card and account words, rails, currency codes.
const NOT_A_MERCHANT = new RegExp(
  String.raw`^(?:you|your|yours|the|a|an|this|that|card|account|amex|visa|mastercard|debit|credit|chase|savings|checking|current account|mob bk|ihrem konto|votre compte|tu cuenta|sua conta|${CODES.join('|')})$`,
  'iu',
)
const CARD_WORDS =
  /(?<![\p{L}])(?:amex|visa|mastercard|debit card|credit card|card|account|a\/c|cart[ãa]o|tarjeta|karte|carte|carta|kartu|karta|konto|cuenta|conta|rekening|wallet)(?![\p{L}])|[•·]{2,}|\.{3}\d/iu
const RAIL_PREFIX =
  /^(?:(?:POS|PURCHASE|TRF|FROM|TO|REVERSAL|NIP|WEB|EFT|IMPS|NEFT|RTGS|UPI|SPEI|ATM WDL|TRANSFER)(?: |$))+/u
const AMOUNT_LIKE = /^(?:[A-Z]{3}|R\$|Rs\.?|Rp|KSh|Ksh)? ?\d|\d{6,}/u

function clean(name: string): string | null {
  const trimmed = name
    .replace(/\s+/g, ' ')
    .replace(RAIL_PREFIX, '')
    .replace(/[\s.,;:'’-]+$/u, '')
    .trim()
  if (
    trimmed.length < 2 ||
    trimmed.length > 60 ||
    NOT_A_MERCHANT.test(trimmed) ||
    CARD_WORDS.test(trimmed) ||
    AMOUNT_LIKE.test(trimmed) ||
    /^(?:transfer|imps|neft|upi|rtgs|ref)$/iu.test(trimmed)
  )
    return null
  return trimmed
}

/** The merchant or counterparty, or null when no pattern names one. */
export function merchantOf(text: string, direction: Direction): string | null {
  for (const pattern of direction === 'credit' ? CREDIT : DEBIT) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1] ? clean(match[1]) : null
      if (name) return name
    }
  }
  return null
}

/** Wallets write "Blue Bottle Coffee: $6.25 with Mastercard ••9043": the name before the colon. */
export function leadingNameOf(text: string, amountStart: number): string | null {
  const head = /^([^:]{2,40}): ?$/u.exec(text.slice(0, amountStart))
  return head?.[1] ? clean(head[1]) : null
}
