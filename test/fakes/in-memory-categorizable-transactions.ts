import type {
  CategorizableTransactions,
  CategoryAssignment,
} from '../../src/application/ports/categorizable-transactions.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import type { InMemoryTransactionRepository } from './in-memory-transaction-repository.js'

/** The CategorizableTransactions contract in memory, over the in-memory transactions. */
export class InMemoryCategorizableTransactions implements CategorizableTransactions {
  readonly #transactions: InMemoryTransactionRepository
  constructor(transactions: InMemoryTransactionRepository) {
    this.#transactions = transactions
  }

  async byIds(userId: string, ids: readonly string[]): Promise<Transaction[]> {
    return ids.flatMap((id) => {
      const t = this.#transactions.rows.get(id)
      return t?.userId === userId ? [t] : []
    })
  }

  async uncategorized(userId: string, limit: number): Promise<Transaction[]> {
    return [...this.#transactions.rows.values()]
      .filter((t) => t.userId === userId && t.category === null)
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || (a.id < b.id ? -1 : 1))
      .slice(0, limit)
  }

  async assign(userId: string, assignments: readonly CategoryAssignment[], now: Date): Promise<number> {
    let changed = 0
    for (const a of assignments) {
      const t = this.#transactions.rows.get(a.id)
      if (!t || t.userId !== userId || t.categorySource === 'user') continue
      this.#transactions.rows.set(a.id, {
        ...t,
        category: a.category,
        categorySource: a.source,
        categoryConfidence: a.confidence,
        version: t.version + 1,
        updatedAt: now,
      })
      changed++
    }
    return changed
  }
}
