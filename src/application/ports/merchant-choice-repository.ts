import type { MerchantChoice } from '../../domain/categories/merchant-choice.js'

/**
 * What the user chose per merchant key (docs/categories.md "Learned"), and the rule learning made
 * for a merchant. Every method names the user: another user's choices never exist here.
 */
export interface MerchantChoiceRepository {
  /** The user's choices for each of these keys, in one read; a key never chosen is absent. */
  forKeys(userId: string, keys: readonly string[]): Promise<Map<string, MerchantChoice[]>>
  /** Adds one choice of the category for the key (at `now`); answers the key's choices after it. */
  record(userId: string, key: string, categoryId: string, now: Date): Promise<MerchantChoice[]>
  /**
   * The id of the rule learning made for the key, undefined when it made none. The id stays
   * when the user deleted the rule: learning never makes a merchant's rule twice.
   */
  learnedRule(userId: string, key: string): Promise<string | undefined>
  /** The merchant key learning made the rule `ruleId` for; undefined for any other rule. */
  keyOfRule(userId: string, ruleId: string): Promise<string | undefined>
  /** The key's choices become exactly these (none: the merchant is forgotten). */
  replace(userId: string, key: string, choices: readonly MerchantChoice[]): Promise<void>
  /** Claims the key's rule for `ruleId`; false when the key has one already (of two racing choices, one makes the rule). */
  claimRule(userId: string, key: string, ruleId: string, now: Date): Promise<boolean>
}
