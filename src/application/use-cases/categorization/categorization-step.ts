import type { Category } from '../../../domain/categories/category.js'
import type { AutomaticCategorySource } from '../../../domain/rules/rule.js'
import type { TransactionDraft, TransactionType } from '../../../domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../../domain/money.js'

/** What categorisation reads of a transaction, saved or about to be. */
export interface CategorizationSubject {
  readonly userId: string
  /** The saved transaction's id; null for a draft (an import preview row, a new transaction). */
  readonly id: string | null
  readonly merchant: string | null
  readonly description: string | null
  readonly amount: DecimalString
  readonly type: TransactionType
  readonly currency: CurrencyCode
  readonly accountId: string | null
}

/** What categorisation reads of a draft (id: the saved transaction's, null for a new one). */
export function subjectOf(
  userId: string,
  draft: TransactionDraft,
  id: string | null = null,
): CategorizationSubject {
  return {
    userId,
    id,
    merchant: draft.merchant,
    description: draft.description,
    amount: draft.amount,
    type: draft.type,
    currency: draft.currency,
    accountId: draft.accountId,
  }
}

/** One step's answer. A rule may also rename the merchant or append to the notes. */
export interface CategorySuggestion {
  readonly source: AutomaticCategorySource
  /** A name from the user's categories, or null when the step changes other fields only. */
  readonly category: string | null
  /** 0-1: 1 for a rule, the share of agreeing choices for learned, the similarity, the model's. */
  readonly confidence: number
  readonly merchant?: string
  readonly notesAppend?: string
  /** The rule that matched, for its hit count and for "why" in the API. */
  readonly ruleId?: string
}

/**
 * One step of the categorisation pipeline (docs/categories.md "Automatic categorisation"): rules,
 * learned, similar, model, tried in that order until one names a category. A step never throws
 * for an unavailable dependency (no embedder, no model): it answers null.
 */
export interface CategorizationStep {
  readonly source: AutomaticCategorySource
  /**
   * True when the step would ask a server now (the embedding server, the model): such a step does
   * not hold up a single create's answer, it runs right after (TransactionCategorizer.completeLater).
   * Left out: the step is local (rules, learned).
   */
  asksServer?(): Promise<boolean>
  /**
   * The answers for a batch of one user's subjects, one per subject, in order (a single create is
   * a batch of one). A step reads what it needs (rules, learned choices, vectors) and calls out
   * (embedder, model) once per batch, not per subject.
   */
  suggestAll(
    userId: string,
    subjects: readonly CategorizationSubject[],
    categories: readonly Category[],
  ): Promise<(CategorySuggestion | null)[]>
}
