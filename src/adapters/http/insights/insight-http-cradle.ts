import type { RunDailyInsights } from '../../../application/use-cases/insights/run-daily-insights.js'

/** What the insight routes resolve. */
export interface InsightHttpCradle {
  runDailyInsights: RunDailyInsights
}
