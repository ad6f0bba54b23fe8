import type { TransactionDraft } from '../ledger/transaction.js'
import { fitTransactionText } from '../ledger/transaction-text.js'
import { decimal, toCurrencyCode, toDecimalString, type CurrencyCode, type DecimalString } from '../money.js'
import type { BankTransaction } from './bank-feed-data.js'

/** The booking instant of a bank transaction: posted, else when it happened, else now (pending). */
export const whenOf = (t: BankTransaction, now: Date) => t.postedAt ?? t.transactedAt ?? now
/** Money out is an expense, money in income (the feed's sign). */
export const typeOf = (t: BankTransaction) => (decimal(t.amount).isNegative() ? 'expense' : 'income')
/** The bank's amount without its sign, at the scale the bank wrote it ('-40.00' -> '40.00'). */
export const amountOf = (t: BankTransaction) => (t.amount.startsWith('-') ? t.amount.slice(1) : t.amount)

/**
 * What a new bank transaction would be in the ledger, uncategorised: what categorisation reads.
 * The feed's texts are cut to the ledger's limits (fitTransactionText).
 */
export function bankTransactionDraft(
  t: BankTransaction,
  accountId: string,
  currency: string,
  now: Date,
): TransactionDraft {
  return fitTransactionText({
    // A feed's amounts and currencies are checked when the feed is read (adapters/bank-feeds).
    amount: toDecimalString(amountOf(t)) ?? ('0' as DecimalString),
    type: typeOf(t),
    currency: toCurrencyCode(currency) ?? ('XXX' as CurrencyCode),
    occurredAt: whenOf(t, now),
    accountId,
    description: t.description || null,
    merchant: t.payee,
    category: null,
    notes: null,
    source: 'bank_sync',
  })
}
