import type { TransactionType } from '../ledger/transaction.js'
import type { Direction, NonTransactionReason } from './notification.js'

/**
 * The words of bank, card and wallet notifications (English, with the common German, Spanish,
 * French, Dutch and Italian ones). Order matters: the first family that matches decides.
 */
const NOT_TRANSACTION: readonly (readonly [NonTransactionReason, RegExp])[] = [
  [
    'one_time_password',
    /\b(otp|one[- ]time (pass(word|code)?|code)|verification code|security code|login code|auth(entication|orization)? code|passcode|do not share|don'?t share|never share|bestätigungscode|sicherheitscode|código de (verificación|seguridad)|code de (vérification|sécurité))\b/i,
  ],
  [
    'failed_or_declined',
    /\b(declined|was not (approved|completed|processed|successful)|unsuccessful|failed|could not be (processed|completed)|couldn'?t (process|complete)|insufficient funds|rejected|denied|abgelehnt|fehlgeschlagen|rechazad[ao]|denegad[ao]|refusée?|échoué|rifiutat[ao])\b/i,
  ],
  [
    'reminder',
    /\b(payment (is )?due|due (on|by|date|in)|minimum payment|statement (is )?(now )?(ready|available)|will be (debited|charged|deducted|taken|collected)|scheduled (for|to)|upcoming (payment|charge|bill)|reminder|requested \S+ from you|is requesting|requests? (money|payment|\S?\d)|sent you a request|you charged [^$£€\d]{2,40}[$£€]|fällig|vencimiento|échéance)\b/i,
  ],
]

// Promotions: an offer and no past-tense money verb.
const PROMOTION =
  /(\b(offers?|limited time|apply now|pre-?approved|exclusive|congratulations|you('ve| have)? won|win up to|earn up to|get up to|promo|vouchers?|coupons?|discount|invite|bonus|upgrade now|refer a friend|don'?t miss|sign up|angebot|oferta|promoción|offre|rabatt|descuento|réduction)\b|\d+\s?% (off|cash ?back|rabatt|descuento|de réduction))/i
const PAST_MONEY_VERB =
  /\b(debited|credited|spent|paid|charged|received|sent|refunded|withdrawn|deposited|transferred|purchased|made a|was used|abgebucht|gutgeschrieben|bezahlt|pagado|cargado|recibido|payé|débité|crédité|addebitat[oi])\b/i

export function nonTransactionReason(text: string): NonTransactionReason | undefined {
  for (const [reason, pattern] of NOT_TRANSACTION) if (pattern.test(text)) return reason
  if (PROMOTION.test(text) && !PAST_MONEY_VERB.test(text)) return 'promotion'
  return undefined
}

export interface Wording {
  readonly type: TransactionType
  readonly direction: Direction
  /** How distinctive the wording is: a bank verb (strong) or only a wallet's layout (weak). */
  readonly strength: 'strong' | 'weak'
}

const FAMILIES: readonly (readonly [RegExp, TransactionType, Direction])[] = [
  [
    /\b(refund(ed)?|reversal|reversed|returned to|erstattet|rückerstattung|gutschrift|reembolso|reembolsad[ao]|devolución|remboursement|remboursé|rimborso)\b/i,
    'income',
    'credit',
  ],
  [
    /\b(received your payment|payment( of .{1,25}?)? (has been |was )?(received|posted)|thank you for your payment|zahlung erhalten|top[- ]?up|added to your \w+ via|was added via)\b/i,
    'transfer',
    'credit',
  ],
  [
    /\b((transfer|überweisung|transferencia|virement|bonifico|overboeking)\b.{0,40}\b(received|from|incoming|credited|eingegangen|recibida|reçu)|(received|incoming|eingegangen|recibido|reçu)\b.{0,40}\b(transfer|überweisung|transferencia|virement|bonifico))/i,
    'transfer',
    'credit',
  ],
  [
    /\b(paid you|sent you|credited|received|deposit(ed)?|direct deposit|salary|payroll|added to your|completed your request|has been added|incoming payment|gutgeschrieben|eingegangen|zahlungseingang|abonad[ao]|ingreso|recibido|reçu|crédité|accreditat[oi]|bijgeschreven|cash ?back of)\b/i,
    'income',
    'credit',
  ],
  [
    /\b(transfer(red)?|sent|wire|überweisung|transferencia|virement|bonifico|overboeking|bizum)\b/i,
    'transfer',
    'debit',
  ],
  [
    /\b(debited|debit of|completed [^.]{1,40}'s request|spent|betaald|retirada|reintegro|purchase[sd]?|paid|charged?|payment (of|to|at)|transaction|withdrawn|withdrawal|you made|used (at|for)|bought|card payment|direct debit|abgebucht|belastet|bezahlt|zahlung|kartenzahlung|lastschrift|compra|cargo|pago|achat|paiement|débité|prélèvement|pagamento|addebit[oa]|betaling|afgeschreven)\b/i,
    'expense',
    'debit',
  ],
]

/** The direction the wording gives the event, or undefined when no money verb is present. */
export function wordingOf(text: string): Wording | undefined {
  for (const [pattern, type, direction] of FAMILIES) {
    if (pattern.test(text)) return { type, direction, strength: 'strong' }
  }
  return undefined
}

/** Wallets (Google Wallet, Apple Pay) write only "$12.00 with Visa ••1234" or "£4.20 at Pret". */
export const WALLET_LAYOUT = /^\s*[-−]?\S{0,4}\d[\d.,\s]*\S{0,4}\s+(with|at|using|on)\s+\S/i
