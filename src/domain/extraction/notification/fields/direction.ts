import type { TransactionType } from '../../../ledger/transaction.js'
import type { MoneyMention } from '../../money-mentions.js'
import type { Direction } from '../../notification.js'
import { wordsOf } from '../lexicon/index.js'

export interface Wording {
  readonly type: TransactionType
  readonly direction: Direction
  /** How distinctive the wording is: a money verb (strong) or only a wallet's layout (weak). */
  readonly strength: 'strong' | 'weak'
}

// Tried in this order; the first family whose words appear decides (see lexicon/lexicon.ts).
const FAMILIES: readonly (readonly [RegExp, TransactionType, Direction])[] = [
  [wordsOf((l) => l.refund), 'income', 'credit'],
  [wordsOf((l) => l.transferIn), 'transfer', 'credit'],
  [wordsOf((l) => l.income), 'income', 'credit'],
  // Nigerian layouts mark the way after the amount: "NGN 15,000.00 DR", "... CR Desc: ...".
  [/(?<=\d ?)CR(?![\p{L}\p{N}])/u, 'income', 'credit'],
  [wordsOf((l) => l.expenseFirst), 'expense', 'debit'],
  [wordsOf((l) => l.transferOut), 'transfer', 'debit'],
  [wordsOf((l) => l.expense), 'expense', 'debit'],
  [/(?<=\d ?)DR(?![\p{L}\p{N}])/u, 'expense', 'debit'],
]

// ICICI writes the payee's side too: "Acct XX907 debited for Rs 1,499.00; BIGBASKET credited."
const PAYEE_CREDITED = /; ?[^;.]{1,40} credited/giu
// Money out over a bank rail to a named beneficiary is a transfer, whatever verb the bank uses.
const BANK_RAIL = /(?<![\p{L}\p{N}])(?:NEFT|IMPS|RTGS|SPEI|EFT)(?![\p{L}\p{N}])/u
// Money in that the bank calls a transfer is a transfer in, unless it is pay: "Ingreso por
// transferencia", "reçu un virement", "Otrzymano przelew". A rail's name alone (IMPS, NEFT, SPEI)
// and Pix keep their credits income, as their alerts are read everywhere else.
const TRANSFER_WORD =
  /(?<![\p{L}\p{N}])(?:transfer(?:encia|ência)?|trf|virement|przelew|bonifico|overboeking|havale)(?![\p{L}\p{N}])|[üu]berweisung(?![\p{L}\p{N}])|振込|送金|이체/iu
const PIX = /(?<![\p{L}])pix(?![\p{L}])/iu
const PAY = wordsOf((l) => l.pay)
// The payer's own words (a transfer's title) are not the bank's: "Przelew przychodzący ... tytuł:
// zwrot za wakacje" is a transfer in, not a refund.
const MEMO =
  /(?<![\p{L}])(?:tytuł|tytul|verwendungszweck|concepto|libell[ée]|causale|omschrijving):? [^.;]{0,60}/giu
const CARD_BILL = /(?:paid|payment)(?: of [^ ]{1,20})? (?:to|towards) [^.]{0,30}credit card/iu

// Savings banks' pushes name only a booking and sign the amount: "Neue Buchung: -45,67 EUR REWE",
// "Neuer Umsatz: +2.850,00 EUR". The sign is the direction.
const SIGNED_BOOKING =
  /(?<![\p{L}])(?:neue buchung|neuer umsatz|kontobewegung|new transaction|nouvelle op[ée]ration|nuevo movimiento)(?![\p{L}])/iu

/** The direction of a signed amount in a booking notice, or undefined when the text is not one or the amount has no sign. */
export function signedBookingOf(text: string, moved: MoneyMention): Wording | undefined {
  if (!SIGNED_BOOKING.test(text)) return undefined
  if (moved.negative) return { type: 'expense', direction: 'debit', strength: 'strong' }
  if (text[moved.start - 1] === '+') return { type: 'income', direction: 'credit', strength: 'strong' }
  return undefined
}

/** The direction the wording gives the event, or undefined when no money word is present. */
export function wordingOf(text: string): Wording | undefined {
  const own = text.replace(PAYEE_CREDITED, ';').replace(MEMO, '')
  for (const [pattern, type, direction] of FAMILIES) {
    if (!pattern.test(own)) continue
    if (direction === 'debit' && type === 'expense' && (BANK_RAIL.test(own) || CARD_BILL.test(own)))
      return { type: 'transfer', direction, strength: 'strong' }
    if (
      type === 'income' &&
      pattern !== FAMILIES[0]![0] &&
      TRANSFER_WORD.test(own) &&
      !PAY.test(own) &&
      !PIX.test(own)
    )
      return { type: 'transfer', direction, strength: 'strong' }
    return { type, direction, strength: 'strong' }
  }
  return undefined
}
