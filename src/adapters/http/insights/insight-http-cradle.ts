import type { RunDailyInsights } from '../../../application/use-cases/insights/run-daily-insights.js'

/** What the insight routes need. */
export interface InsightHttpCradle {
  runDailyInsights: RunDailyInsights
}
