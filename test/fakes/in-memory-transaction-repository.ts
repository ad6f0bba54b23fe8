import type { Owned } from '../../src/domain/ledger/owned.js'
import type { Transaction, TransactionDraft } from '../../src/domain/ledger/transaction.js'
import type {
  TransactionFilter,
  TransactionRepository,
} from '../../src/application/ports/ledger-repositories.js'
import { InMemoryOwnedRepository } from './in-memory-owned-repository.js'

/** Transactions in memory, newest occurred first; filters as the port documents them. */
export class InMemoryTransactionRepository
  extends InMemoryOwnedRepository<Transaction, TransactionDraft, TransactionFilter>
  implements TransactionRepository
{
  protected sortKey(t: Transaction) {
    return t.occurredAt
  }
  protected matches(t: Transaction, f: TransactionFilter) {
    return (
      (!f.from || t.occurredAt >= f.from) &&
      (!f.to || t.occurredAt < f.to) &&
      (!f.accountId || t.accountId === f.accountId) &&
      (!f.categories?.length ||
        f.categories.some((name) => name.toLowerCase() === t.category?.toLowerCase())) &&
      (!f.type || t.type === f.type) &&
      (f.pending === undefined || t.pending === f.pending)
    )
  }
  protected build(owned: Owned, d: TransactionDraft): Transaction {
    return {
      ...owned,
      externalId: null,
      importId: null,
      reconciled: false,
      pending: false,
      categorySource: d.categorySource ?? (d.category === null ? 'none' : 'user'),
      categoryConfidence: d.categoryConfidence ?? null,
      amount: d.amount,
      type: d.type,
      currency: d.currency,
      occurredAt: d.occurredAt,
      accountId: d.accountId,
      description: d.description,
      merchant: d.merchant,
      category: d.category,
      notes: d.notes,
      source: d.source,
    }
  }

  async listBetween(userId: string, from: Date, to: Date, limit = 10_000): Promise<Transaction[]> {
    return [...this.rows.values()]
      .filter((t) => t.userId === userId && t.occurredAt >= from && t.occurredAt < to)
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || (a.id < b.id ? -1 : 1))
      .slice(0, limit)
  }
}
