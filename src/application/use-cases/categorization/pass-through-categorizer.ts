import type { TransactionDraft } from '../../../domain/ledger/transaction.js'
import type { TransactionCategorizer } from '../../ports/transaction-categorizer.js'

/**
 * Categorisation that finds nothing and learns nothing: drafts come back as they went in. The
 * categories area registers it as `transactionCategorizer` until the pipeline takes its place.
 */
export class PassThroughCategorizer implements TransactionCategorizer {
  async categorize(_userId: string, drafts: readonly TransactionDraft[]): Promise<TransactionDraft[]> {
    return [...drafts]
  }

  async chosen(): Promise<void> {}
}
