import type { Transaction } from '../../domain/ledger/transaction.js'
import type { TransactionFilter } from './ledger-repositories.js'

/**
 * Reads a user's transactions for an export. Contract: only that user's rows; oldest first
 * (occurred_at, then id); in pages of at most `batchSize` read one after another (keyset), so
 * memory stays bounded whatever the number of transactions.
 */
export interface TransactionExportSource {
  /** The first and last occurred_at of the matching transactions (null when there are none). */
  span(userId: string, filter: TransactionFilter): Promise<{ first: Date; last: Date } | null>
  batches(userId: string, filter: TransactionFilter, batchSize: number): AsyncIterable<readonly Transaction[]>
}
