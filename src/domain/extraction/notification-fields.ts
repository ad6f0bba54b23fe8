import type { MoneyMention } from './money-mentions.js'
import type { Direction } from './notification.js'

/** Mention roles: the amount that moved, a balance, or an alert threshold ("more than the $1.00"). */
export type MentionRole = 'amount' | 'balance' | 'threshold'

const BALANCE_BEFORE =
  /(avl\.?\s*bal|avail(able)?\.?\s*(bal(ance)?|credit)|balance|\bbal\b|now have|saldo|kontostand|solde|disponible|verfügbar|left|remaining)[^.\d]{0,25}$/i
const BALANCE_AFTER = /^\s*(in your|left|remaining|available|avl)/i
const THRESHOLD_BEFORE =
  /(more than|over|exceed(s|ed|ing)?|above|greater than|limit( of)?|threshold)\s*(the|your)?\s*[-:]?\s*$/i
const THRESHOLD_AFTER = /^\s*(amount in your alert|alert|limit|threshold)/i

export function roleOf(text: string, m: MoneyMention): MentionRole {
  const before = text.slice(Math.max(0, m.start - 40), m.start)
  const after = text.slice(m.end, m.end + 30)
  if (THRESHOLD_BEFORE.test(before) || THRESHOLD_AFTER.test(after)) return 'threshold'
  if (BALANCE_BEFORE.test(before) || BALANCE_AFTER.test(after)) return 'balance'
  return 'amount'
}

const LAST4_PATTERNS: readonly RegExp[] = [
  /\b(?:ending|ends|endet|terminada|terminant|finissant)(?:\s+(?:in|with|on|auf|en|par))?\s*[:(\s.*xX•·]*(\d{4})(?!\d)/i,
  /\(\s*(?:\.{2,3}|[xX*•·]{2,})\s*(\d{4})\s*\)/,
  /(?:[•·*]{2,}|[xX]{2,}|\.{3})\s?(\d{4})(?!\d)/,
  /\b(?:card|account|acct|a\/c|konto|karte|tarjeta|cuenta|carte|compte|carta|conto|rekening)\.?(?:\s+no\.?|\s+number|\s+#)?\s*[:#]?\s*[xX*•·]*(\d{4})(?!\d)/i,
]

export function accountLast4Of(text: string): string | null {
  for (const pattern of LAST4_PATTERNS) {
    const match = pattern.exec(text)
    if (match?.[1]) return match[1]
  }
  return null
}

const REFERENCE =
  /\b(?:ref(?:erence)?\.?(?:\s*(?:no|number|id)\.?)?|txn\s*(?:id|no)\.?|transaction\s*(?:id|no\.?|number)|auth(?:orization)?\s*code|upi ref(?:\s*no)?)\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{3,})/i

export function referenceOf(text: string): string | null {
  return REFERENCE.exec(text)?.[1] ?? null
}

// Where a merchant or counterparty name stops.
const STOP = String.raw`(?=\s+(?:on|using|via|for|was|is|has|with|from|con|avec|to your|at \d|card|ending|account|exceeds|exceeding|more than|in your|avl|available|bal|balance|credited|debited|charged|refunded|paid|sent|taken|des|am|el|le|du|mit|met)\b|\s*[.,;:!(]\s|\s*[^\p{L}\p{N}\s]{0,4}$|\s+-\s|\s*\(|\s+\d{1,2}[:/]|\s*\|)`
// A name: up to six words of letters (any script), digits and the marks merchants use; never a bare number or time.
const WORD = String.raw`[\p{L}\p{N}_&'’*#@-](?:[\p{L}\p{N}_&'’*#./@-]*[\p{L}\p{N}_&*#@-])?`
const NAME = String.raw`(?![\d.,:]+(?:\s|$|[ap]m))((?=[\p{L}\p{N}])${WORD}(?:\s+${WORD}){0,5}?)`

const DEBIT_MERCHANT: readonly RegExp[] = [
  new RegExp(String.raw`\byou paid\s+${NAME}\s+(?=[-−]?\S?\d|[A-Z]{3}\s?\d)`, 'iu'),
  new RegExp(String.raw`\bcompleted\s+${NAME}'s request`, 'iu'),
  new RegExp(String.raw`\bvon\s+${NAME}\s+(?:abgebucht|eingezogen)`, 'iu'),
  // E-mail layouts label the fields: "... Merchant My Favorite Merchant Amount $2.00".
  new RegExp(String.raw`\bMerchant:?\s+${NAME}(?=\s+(?:Amount|Date|Account|Card)\b|\s*$)`, 'u'),
  new RegExp(String.raw`\b(?:at|@|bei|chez|en|presso)\s+${NAME}${STOP}`, 'iu'),
  new RegExp(
    String.raw`\b(?:with|to|aan)\s+(?!your\b|you\b|the\b|card\b|(?:amex|visa|mastercard|debit|credit)\b)${NAME}${STOP}`,
    'iu',
  ),
]

const CREDIT_MERCHANT: readonly RegExp[] = [
  // A sentence that starts with the payer: "Venmo: Tom paid you", "You've got money! Jo Doe sent you".
  new RegExp(
    String.raw`(?:^|[:.!?]\s+)${NAME}\s+(?:paid you|sent you|completed your request|refunded)`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:from|von|de|da|van)\s+(?!your\b|you\b|the\b|(?:amex|visa|mastercard)\b)${NAME}${STOP}`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:at|@|bei|chez|en|presso)\s+${NAME}${STOP}`, 'iu'),
]

const NOT_A_MERCHANT =
  /^(you|your|the|a|an|this|that|card|account|amex|visa|mastercard|debit|credit|chase|savings|checking|current account|[\d\s.,:]+)$/i
const CARD_WORDS = /\b(amex|visa|mastercard|debit card|credit card|card|account)\b|[•·]{2,}|\.{3}\d/i

function clean(name: string): string | null {
  const trimmed = name
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:'’-]+$/, '')
    .trim()
  if (trimmed.length < 2 || trimmed.length > 60 || NOT_A_MERCHANT.test(trimmed) || CARD_WORDS.test(trimmed))
    return null
  return trimmed
}

/** The merchant or counterparty, from the phrases banks and wallets use for each direction. */
export function merchantOf(text: string, direction: Direction): string | null {
  const patterns = direction === 'credit' ? CREDIT_MERCHANT : DEBIT_MERCHANT
  for (const pattern of patterns) {
    const match = pattern.exec(text)
    const name = match?.[1] ? clean(match[1]) : null
    if (name) return name
  }
  return null
}
