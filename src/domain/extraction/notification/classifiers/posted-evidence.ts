import { WORD_END, WORD_START, wordsOf } from '../lexicon/index.js'

/**
 * The positive gate: the rules answer "transaction" only when the text says money moved. A bank
 * names a booked event with a completed money verb ("debited", "abgebucht", "reçu", "pagaste",
 * 승인, ご利用) or a booking noun (Gutschrift, Lastschrift, abono, cargo, afschrijving, "Credit
 * Alert"); those are evidence. A bare payment noun ("payment", "Zahlung", "paiement", "pago",
 * "pagamento", "prélèvement", 결제) is not: it names a payment that may not have happened
 * (waiting for approval, set for later, refused in words no list holds). A text whose only money
 * word is such a noun is left to the model (the rules answer `unknown`).
 *
 * Layouts the rules know without a money word (a savings bank's signed booking, a wallet's
 * "$12.00 with Visa ••1234") are their own evidence; the caller does not ask for more.
 */
const DONE = wordsOf((l) => [...l.done, ...l.completed])
// Outcome words of a booked payment that the lexicons' families do not hold.
// English "made a ... transaction/purchase/payment" ("AUTHORIZED USER made an online, phone, or
// mail transaction of $2.00") says it happened; a bounded gap keeps the search linear.
const SUCCEEDED = new RegExp(
  `${WORD_START}(?:successful(?:ly)?|was taken|accept[ée]e?|zaakceptowan[aey]|effettuat[oa]|aprobad[ao]|made an? [^.!?\\n]{0,40}?(?:transaction|purchase|payment)(?! request))${WORD_END}|했어요|했습니다|ありました`,
  'iu',
)
const MONEY_WORD = wordsOf((l) => [
  ...l.refund,
  ...l.transferIn,
  ...l.income,
  ...l.expenseFirst,
  ...l.transferOut,
  ...l.expense,
])
// The nouns that name a payment without saying it was made, in every language of the lexicons; a
// card payment ("Płatność kartą", "paiement par carte", "Paiement CB", "card payment") is an
// alert of a card's use, which is booked.
const CARD = '(?:card|carte|cb|kart[ąa]|tarjeta|carta|karte)'
const BARE_PAYMENT = new RegExp(
  `(?<!${CARD} )${WORD_START}(?:payments?|zahlung|paiement|pr[ée]l[èe]vement|pago|pagamento|pagamento|betaling|p[łl]atno[śs][ćc]|pembayaran|[öo]deme|plat[aă]|direct debit|transaction|transacci[óo]n|transa[çc][ãa]o)${WORD_END}(?! (?:by |par |con |with )?${CARD}${WORD_END})|결제|支払`,
  'giu',
)

/** Whether the text carries a word saying the money moved. */
export function saysMoneyMoved(text: string): boolean {
  return DONE.test(text) || SUCCEEDED.test(text) || MONEY_WORD.test(text.replace(BARE_PAYMENT, ' '))
}
