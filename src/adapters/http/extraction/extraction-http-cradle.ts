import type { ParseBill } from '../../../application/use-cases/extraction/parse-bill.js'
import type { ParseNotification } from '../../../application/use-cases/extraction/parse-notification.js'

/** What the /ai extraction routes need. */
export interface ExtractionHttpCradle {
  parseNotification: ParseNotification
  parseBill: ParseBill
}
