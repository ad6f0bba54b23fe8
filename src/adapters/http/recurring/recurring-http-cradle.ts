import type { ListRecurring } from '../../../application/use-cases/recurring/list-recurring.js'

/** What the recurring routes need. */
export interface RecurringHttpCradle {
  listRecurring: ListRecurring
}
