import { asValue } from 'awilix'
import type { InsightThresholds } from '../../domain/insights/insight.js'
import type { InsightNotifier } from '../../application/ports/insight-notifier.js'
import type { BudgetPaceSource } from '../../application/ports/budget-pace-source.js'
import type { InsightRepository } from '../../application/ports/insight-repository.js'
import type { TransactionRepository } from '../../application/ports/ledger-repositories.js'
import type { RecurringSource } from '../../application/ports/recurring-source.js'
import { RunDailyInsights } from '../../application/use-cases/insights/run-daily-insights.js'
import { KyselyInsightRepository } from '../../adapters/postgres/kysely-insight-repository.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface InsightsCradle {
  insights: InsightRepository
  insightThresholds: InsightThresholds
  runDailyInsights: RunDailyInsights
}

interface InsightsNeeds extends Pick<FoundationCradle, 'db' | 'clock' | 'ids' | 'log'> {
  transactions: TransactionRepository
  /** The recurring area's: the history recurring series are detected in. */
  recurringSource: RecurringSource
  /** The notifications area's: alert insights become notifications and pushes. */
  insightNotifier: InsightNotifier
  /** The budgets area's: over-pace budget lines become insights. */
  budgetPace: BudgetPaceSource
}

const singleton = singletonsOf<InsightsCradle & InsightsNeeds>()

/** The daily insights over the caller's transactions (user_insights). */
export const insightsArea = defineArea<InsightsCradle, InsightsNeeds>('insights', ({ config }) => ({
  insights: singleton(KyselyInsightRepository),
  insightThresholds: asValue(config.insights),
  runDailyInsights: singleton(RunDailyInsights),
}))
