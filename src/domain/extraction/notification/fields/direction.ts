import type { TransactionType } from '../../../ledger/transaction.js'
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
const CARD_BILL = /(?:paid|payment)(?: of [^ ]{1,20})? (?:to|towards) [^.]{0,30}credit card/iu

/** The direction the wording gives the event, or undefined when no money word is present. */
export function wordingOf(text: string): Wording | undefined {
  const own = text.replace(PAYEE_CREDITED, ';')
  for (const [pattern, type, direction] of FAMILIES) {
    if (!pattern.test(own)) continue
    if (direction === 'debit' && type === 'expense' && (BANK_RAIL.test(own) || CARD_BILL.test(own)))
      return { type: 'transfer', direction, strength: 'strong' }
    return { type, direction, strength: 'strong' }
  }
  return undefined
}
