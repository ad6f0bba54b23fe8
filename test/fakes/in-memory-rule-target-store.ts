import type {
  RuleChange,
  RuleTarget,
  RuleTargetCursor,
  RuleTargetStore,
} from '../../src/application/ports/rule-target-store.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import type { InMemoryTransactionRepository } from './in-memory-transaction-repository.js'

const isTarget = (t: Transaction) => t.category === null && t.categorySource === 'none'

/** The RuleTargetStore contract in memory, over the in-memory transactions. */
export class InMemoryRuleTargetStore implements RuleTargetStore {
  readonly #transactions: InMemoryTransactionRepository
  constructor(transactions: InMemoryTransactionRepository) {
    this.#transactions = transactions
  }

  async uncategorized(userId: string, after: RuleTargetCursor | null, limit: number): Promise<RuleTarget[]> {
    const at = (t: { occurredAt: Date }) => t.occurredAt.getTime()
    return [...this.#transactions.rows.values()]
      .filter((t) => t.userId === userId && isTarget(t))
      .filter((t) => !after || at(t) < at(after) || (at(t) === at(after) && t.id < after.id))
      .sort((a, b) => at(b) - at(a) || (a.id < b.id ? 1 : -1))
      .slice(0, limit)
      .map((t) => ({
        id: t.id,
        occurredAt: t.occurredAt,
        amount: t.amount,
        type: t.type,
        currency: t.currency,
        accountId: t.accountId,
        merchant: t.merchant,
        description: t.description,
        notes: t.notes,
      }))
  }

  async write(userId: string, changes: readonly RuleChange[], now: Date): Promise<string[]> {
    const written: string[] = []
    for (const c of changes) {
      const t = this.#transactions.rows.get(c.id)
      if (!t || t.userId !== userId || !isTarget(t)) continue
      this.#transactions.rows.set(t.id, {
        ...t,
        ...(c.category === null
          ? {}
          : { category: c.category, categorySource: 'rule' as const, categoryConfidence: 1 }),
        merchant: c.merchant ?? t.merchant,
        notes: c.notes !== null && t.notes === c.notesBefore ? c.notes : t.notes,
        version: t.version + 1,
        updatedAt: now,
      })
      written.push(t.id)
    }
    return written
  }
}
