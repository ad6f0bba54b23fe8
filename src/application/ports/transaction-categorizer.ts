import type { Transaction, TransactionDraft } from '../../domain/ledger/transaction.js'

/** A draft as categorisation gives it back. */
export interface CategorizedDraft extends TransactionDraft {
  /**
   * The rule whose answer the draft took (its category, rename or notes): one hit of that rule.
   * A preview keeps it so that the hit can be counted when the draft is written (an import's commit).
   */
  readonly ruleId?: string
}

/**
 * Categorisation as the ledger's write paths see it (docs/categories.md). Implemented by the
 * categorisation pipeline; the ledger, imports and bank sync call it. Neither method throws for an
 * unavailable step (no embedder, no model): the draft stays uncategorised.
 */
export interface TransactionCategorizer {
  /**
   * Drafts in, drafts out, in the same order: a draft without a category gets one when a step
   * finds it (category, categorySource, categoryConfidence; a rule may also rename the merchant
   * or append notes); one no step finds a category for comes back with categorySource `none` and
   * no confidence. A draft with a category is the user's choice and comes back unchanged.
   * `preview`: what would happen (an import preview): rule hits are not counted. `localOnly`: only
   * the steps that ask no server (rules, learned), for a single create that must not wait on the
   * embedding server or the model; `completeLater` runs the others once it is saved.
   */
  categorize(
    userId: string,
    drafts: readonly TransactionDraft[],
    options?: { readonly preview?: boolean; readonly localOnly?: boolean },
  ): Promise<CategorizedDraft[]>
  /**
   * Saved transactions the local steps left uncategorised go through the steps that ask a server
   * (similar, model), in the background once the caller's unit of work has committed: the write's
   * answer does not wait for them. Returns at once; nothing to do when no embedder or model is
   * configured. A failure is logged; POST /transactions/categorize catches up on what is left.
   */
  completeLater(userId: string, transactionIds: readonly string[]): Promise<void>
  /** Told that the user chose the transaction's category (created with one, or changed it): learning. */
  chosen(userId: string, transaction: Transaction): Promise<void>
}
