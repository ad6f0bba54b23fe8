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

/**
 * What the user's choices for a merchant become when the user edits or deletes the rule learning
 * made from them (docs/categories.md "Learned"): rules come first, so the memory follows the rule.
 * The rule's category takes every choice counted for the merchant, chosen last `now`; a rule with
 * no category, or deleted (`categoryId` null), forgets them. Undefined when nothing changes (the
 * rule names the category already learned, or nothing was learned and nothing is to be forgotten).
 */
export function choicesFollowingRule(
  choices: readonly MerchantChoice[],
  categoryId: string | null,
  now: Date,
): MerchantChoice[] | undefined {
  if (categoryId === null) return choices.length === 0 ? undefined : []
  if (learnedCategory(choices)?.categoryId === categoryId) return undefined
  const total = choices.reduce((sum, c) => sum + c.choices, 0)
  return [{ categoryId, choices: Math.max(1, total), lastChosenAt: now }]
}

/** Confidences are kept to three decimals (a REAL column, and stable in tests). */
export function roundConfidence(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000
}
