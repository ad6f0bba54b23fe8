import type {
  CategorizedVector,
  TransactionVectorStore,
  UnembeddedTransaction,
} from '../../src/application/ports/transaction-vector-store.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import type { InMemoryTransactionRepository } from './in-memory-transaction-repository.js'

const teaches = (t: Transaction) =>
  t.category !== null &&
  (t.categorySource === 'user' || t.categorySource === 'rule' || t.categorySource === 'learned')
const textOf = (t: Transaction) =>
  [t.merchant, t.description]
    .map((x) => x?.trim() ?? '')
    .filter((x) => x !== '')
    .join(' ')
const newestFirst = (a: Transaction, b: Transaction) =>
  b.occurredAt.getTime() - a.occurredAt.getTime() || (a.id < b.id ? 1 : -1)

/** The TransactionVectorStore contract in memory, over the in-memory transactions. */
export class InMemoryTransactionVectorStore implements TransactionVectorStore {
  readonly #transactions: InMemoryTransactionRepository
  readonly vectors = new Map<
    string,
    { userId: string; model: string; text: string; vector: readonly number[] }
  >()

  constructor(transactions: InMemoryTransactionRepository) {
    this.#transactions = transactions
  }

  #mine(userId: string): Transaction[] {
    return [...this.#transactions.rows.values()]
      .filter((t) => t.userId === userId && teaches(t))
      .sort(newestFirst)
  }

  async categorized(userId: string, model: string, limit: number): Promise<CategorizedVector[]> {
    return this.#mine(userId)
      .flatMap((t) => {
        const v = this.vectors.get(t.id)
        return v && v.model === model && v.text === textOf(t)
          ? [{ transactionId: t.id, category: t.category!, vector: v.vector }]
          : []
      })
      .slice(0, limit)
  }

  async unembedded(userId: string, model: string, limit: number): Promise<UnembeddedTransaction[]> {
    return this.#mine(userId)
      .filter((t) => {
        const v = this.vectors.get(t.id)
        return textOf(t) !== '' && (!v || v.model !== model || v.text !== textOf(t))
      })
      .slice(0, limit)
      .map((t) => ({ transactionId: t.id, text: textOf(t) }))
  }

  async save(
    userId: string,
    model: string,
    vectors: readonly { transactionId: string; text: string; vector: readonly number[] }[],
  ): Promise<void> {
    for (const v of vectors)
      if (this.#transactions.rows.get(v.transactionId)?.userId === userId)
        this.vectors.set(v.transactionId, { userId, model, text: v.text, vector: v.vector })
  }
}
