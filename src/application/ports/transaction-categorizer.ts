import type { Transaction, TransactionDraft } from '../../domain/ledger/transaction.js'

/**
 * Categorisation as the ledger's write paths see it (docs/categories.md). Implemented by the
 * categorisation pipeline; the ledger, imports and bank sync call it. Neither method throws for an
 * unavailable step (no embedder, no model): the draft stays uncategorised.
 */
export interface TransactionCategorizer {
  /**
   * Drafts in, drafts out, in the same order: a draft without a category gets one when a step
   * finds it (category, categorySource, categoryConfidence; a rule may also rename the merchant
   * or append notes). A draft with a category is the user's choice and comes back unchanged.
   * `preview`: what would happen (an import preview): rule hits are not counted.
   */
  categorize(
    userId: string,
    drafts: readonly TransactionDraft[],
    options?: { readonly preview?: boolean },
  ): Promise<TransactionDraft[]>
  /** Told that the user chose the transaction's category (created with one, or changed it): learning. */
  chosen(userId: string, transaction: Transaction): Promise<void>
}
