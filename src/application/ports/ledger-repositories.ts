import type { Account, AccountDraft } from '../../domain/ledger/account.js'
import type { Holding, HoldingDraft } from '../../domain/ledger/holding.js'
import type { Transaction, TransactionDraft, TransactionType } from '../../domain/ledger/transaction.js'
import type { OwnedRepository } from './owned-repository.js'

export type AccountFilter = Record<string, never>

export interface TransactionFilter {
  readonly from?: Date
  readonly to?: Date
  readonly accountId?: string
  /** Any of these category names, ignoring case (the transactions' use case adds a category's children). */
  readonly categories?: readonly string[]
  readonly type?: TransactionType
  /** Only pending (true) or only posted (false) transactions. */
  readonly pending?: boolean
}

export interface HoldingFilter {
  readonly accountId?: string
}

export interface AccountRepository extends OwnedRepository<Account, AccountDraft, AccountFilter> {
  /** True when the account exists and is the user's. */
  isOwnedBy(userId: string, accountId: string): Promise<boolean>
}

export interface TransactionRepository extends OwnedRepository<
  Transaction,
  TransactionDraft,
  TransactionFilter
> {
  /** Every transaction of the user in [from, to), oldest first: for summaries, insights and tools. */
  listBetween(userId: string, from: Date, to: Date, limit?: number): Promise<Transaction[]>
}

export interface HoldingRepository extends OwnedRepository<Holding, HoldingDraft, HoldingFilter> {
  /** All of the user's holdings (a portfolio is small), newest first. */
  listAll(userId: string): Promise<Holding[]>
}
