import type { RecategorizeTransactions } from '../../../application/use-cases/categorization/recategorize-transactions.js'

/** What POST /transactions/categorize needs. */
export interface CategorizationHttpCradle {
  recategorizeTransactions: RecategorizeTransactions
}
