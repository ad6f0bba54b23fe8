import type { ParseBill } from '../../../application/use-cases/extraction/parse-bill.js'
import type { ParseNotification } from '../../../application/use-cases/extraction/parse-notification.js'
import type { RunDailyInsights } from '../../../application/use-cases/insights/run-daily-insights.js'

/** What the /ai extraction and insight routes resolve. */
export interface ExtractionHttpCradle {
  parseNotification: ParseNotification
  parseBill: ParseBill
  runDailyInsights: RunDailyInsights
}
