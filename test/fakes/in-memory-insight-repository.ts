import type { Insight, InsightFinding } from '../../src/domain/insights/insight.js'
import type { InsightRepository, SavedInsights } from '../../src/application/ports/insight-repository.js'

/** user_insights in memory: (user, kind, date, subject) is the identity. */
export class InMemoryInsightRepository implements InsightRepository {
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
