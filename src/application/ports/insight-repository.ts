import type { Insight, InsightFinding } from '../../domain/insights/insight.js'

export interface SavedInsights {
  /** One stored insight per finding, in the findings' order: new or already there. */
  readonly insights: readonly Insight[]
  /** The ones this call stored (the rest existed already). */
  readonly created: readonly Insight[]
}

/**
 * The user's insights (user_insights). An insight's identity is (user, kind, date, subject):
 * saving a finding that already exists stores nothing and returns the stored one, even when two
 * calls race. Every method touches only `userId`'s rows.
 */
export interface InsightRepository {
  saveAll(
    userId: string,
    findings: readonly InsightFinding[],
    now: Date,
    newId: () => string,
  ): Promise<SavedInsights>
}
