import type { Insight, InsightFinding } from '../../src/domain/insights/insight.js'
import type { Transaction, TransactionDraft } from '../../src/domain/ledger/transaction.js'
import type { InsightNotifier } from '../../src/application/ports/insight-notifier.js'
import type { InsightRepository, SavedInsights } from '../../src/application/ports/insight-repository.js'
import type { TransactionRepository } from '../../src/application/ports/ledger-repositories.js'
import { InMemoryOwnedRepository } from './in-memory-owned-repository.js'

/** Transactions in memory, with the insight rules' listBetween. */
export class InsightsInMemoryTransactions
  extends InMemoryOwnedRepository<Transaction, TransactionDraft>
  implements TransactionRepository
{
  constructor(seed: readonly Transaction[] = []) {
    super((t) => t.occurredAt)
    for (const tx of seed) this.rows.set(tx.id, tx)
  }

  async listBetween(userId: string, from: Date, to: Date): Promise<Transaction[]> {
    return [...this.rows.values()]
      .filter((t) => t.userId === userId && t.occurredAt >= from && t.occurredAt < to)
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id.localeCompare(b.id))
  }
}

/** user_insights in memory: (user, kind, date, subject) is the identity. */
export class InsightsInMemoryRepository implements InsightRepository {
  readonly rows: Insight[] = []

  async saveAll(
    userId: string,
    findings: readonly InsightFinding[],
    now: Date,
    newId: () => string,
  ): Promise<SavedInsights> {
    const created: Insight[] = []
    const insights = findings.map((f) => {
      const existing = this.rows.find(
        (r) => r.userId === userId && r.kind === f.kind && r.date === f.date && r.subject === f.subject,
      )
      if (existing) return existing
      const insight: Insight = { ...f, id: newId(), userId, createdAt: now }
      this.rows.push(insight)
      created.push(insight)
      return insight
    })
    return { insights, created }
  }
}

/** Records what it was asked to tell; can be made to fail. */
export class InsightsRecordingNotifier implements InsightNotifier {
  readonly calls: { userId: string; insights: readonly Insight[] }[] = []
  failing = false

  async notifyNewAlerts(userId: string, insights: readonly Insight[]): Promise<void> {
    this.calls.push({ userId, insights })
    if (this.failing) throw new Error('push is down')
  }
}
