import { ValidationError } from '../../../domain/errors.js'
import type { Account } from '../../../domain/ledger/account.js'
import type { Transaction } from '../../../domain/ledger/transaction.js'
import type { AccountRepository, TransactionFilter } from '../../ports/ledger-repositories.js'
import type { TransactionExportSource } from '../../ports/transaction-export-source.js'

const BATCH = 1000

export interface TransactionExport {
  /** The account named by the filter, for the file's header (OFX); null for all accounts. */
  readonly account: Account | null
  /** The first and last occurred_at (null: nothing to export). */
  readonly span: { readonly first: Date; readonly last: Date } | null
  /** Oldest first, a page at a time. */
  readonly batches: AsyncIterable<readonly Transaction[]>
}

/** The caller's transactions for GET /transactions/export, streamed a page at a time. */
export class ExportTransactions {
  readonly #accounts: AccountRepository
  readonly #source: TransactionExportSource
  constructor(deps: { accounts: AccountRepository; transactionExportSource: TransactionExportSource }) {
    this.#accounts = deps.accounts
    this.#source = deps.transactionExportSource
  }

  async execute({
    userId,
    filter,
  }: {
    userId: string
    filter: TransactionFilter
  }): Promise<TransactionExport> {
    let account: Account | null = null
    if (filter.accountId) {
      account = (await this.#accounts.get(userId, filter.accountId)) ?? null
      if (!account) throw ValidationError.field('/query/account_id', 'is not one of your accounts')
    }
    const span = await this.#source.span(userId, filter)
    return { account, span, batches: this.#source.batches(userId, filter, BATCH) }
  }
}
