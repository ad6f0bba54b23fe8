import type { InsightFinding } from '../../domain/insights/insight.js'

/**
 * The budgets' part of the daily insights: a `budget_over_pace` finding for each line of the
 * current month's budget that is over pace (docs/budgets.md). An identity per category and month,
 * so the daily run stores each at most once a month. No budget: no findings.
 */
export interface BudgetPaceSource {
  overPace(userId: string, now: Date): Promise<InsightFinding[]>
}
