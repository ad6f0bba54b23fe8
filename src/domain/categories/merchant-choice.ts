/**
 * What the user chose for one merchant key (docs/categories.md "Learned"): how many times each
 * category, and when last. A choice is the user setting a transaction's category by hand.
 */
export interface MerchantChoice {
  readonly categoryId: string
  /** How many of the user's transactions from the merchant the user put in this category. */
  readonly choices: number
  readonly lastChosenAt: Date
}

/** Choices of one category for a merchant that make a visible rule (created_from `learned`). */
export const CHOICES_FOR_A_RULE = 2

/**
 * The category learned for a merchant: the user's latest choice wins (a correction takes effect
 * at once), with the share of the user's choices for the merchant that agree with it as the
 * confidence. Null when the user never chose.
 */
export function learnedCategory(
  choices: readonly MerchantChoice[],
): { readonly categoryId: string; readonly confidence: number } | null {
  let latest: MerchantChoice | undefined
  let total = 0
  for (const choice of choices) {
    total += choice.choices
    if (!latest || choice.lastChosenAt > latest.lastChosenAt) latest = choice
  }
  if (!latest || total === 0) return null
  return { categoryId: latest.categoryId, confidence: roundConfidence(latest.choices / total) }
}

/** Confidences are kept to three decimals (a REAL column, and stable in tests). */
export function roundConfidence(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000
}
