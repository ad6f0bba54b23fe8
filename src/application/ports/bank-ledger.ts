import type { CategorySource } from '../../domain/categories/category.js'
import type { BankTransaction } from '../../domain/bank-sync/bank-feed-data.js'

/** What applying one bank account's transactions did to the ledger. */
export interface BankLedgerOutcome {
  readonly created: number
  readonly merged: number
  readonly skipped: number
  readonly pendingReplaced: number
  readonly pendingRemoved: number
}

export interface BankLedgerInput {
  readonly userId: string
  /** The user's account the bank account is linked to. */
  readonly accountId: string
  readonly currency: string
  readonly transactions: readonly BankTransaction[]
  /** The window fetched: a pending transaction of this account older than `pendingExpiresBefore` and not in it is removed. */
  readonly pendingExpiresBefore: Date
  readonly now: Date
  /**
   * What categorisation decided for the transactions not yet in the ledger, by the bank's id
   * (docs/categories.md): a new transaction is inserted with it. One without an entry goes in
   * uncategorised.
   */
  readonly categorized?: ReadonlyMap<string, BankTransactionCategory>
}

/** The category fields (and a rule's rename and notes) of one new bank transaction. */
export interface BankTransactionCategory {
  readonly category: string | null
  readonly categorySource: CategorySource
  readonly categoryConfidence: number | null
  readonly merchant: string | null
  readonly notes: string | null
}

/**
 * Writes a bank account's fetched transactions into the linked ledger account through the same
 * rules as statement import (docs/imports.md): the bank's id is the external id (a transaction
 * seen before is skipped); a posted transaction replaces its pending version in place (same id;
 * by the bank's id when it kept it, else the same direction, amount within 20% and date within
 * 5 days); a payment recorded first from a notification or a bill is merged, not duplicated;
 * everything else is new (reconciled once posted; a pending one is not). A bank id repeated
 * within one call counts once. One transaction per call: all or nothing.
 */
export interface BankLedger {
  apply(input: BankLedgerInput): Promise<BankLedgerOutcome>
  /** Which of these bank ids the account does not hold yet: what a sync categorises before `apply`. */
  unseen(userId: string, accountId: string, externalIds: readonly string[]): Promise<Set<string>>
  /** The linked account's balance follows the bank's: a new version only when it changed. */
  setBalance(userId: string, accountId: string, balance: string, now: Date): Promise<void>
}
