import type { Rule, RuleActions, RuleCondition, RuleOrigin } from '../../domain/rules/rule.js'

export interface RuleDraft {
  readonly conditions: readonly RuleCondition[]
  readonly match: 'all' | 'any'
  readonly actions: RuleActions
  readonly priority: number
  readonly enabled: boolean
  readonly createdFrom: RuleOrigin
}

/**
 * The user's rules (docs/rules.md). Every method names the user: another user's rule looks missing.
 * A rule stores its category by id and reads it back by name, so a renamed category is seen under
 * its new name. `insert` and `update` take the draft as checked (domain/rules/rule-validation.ts)
 * and throw ValidationError (`/actions/category`) when the category is not one of the user's.
 */
export interface RuleRepository {
  /** The user's enabled rules, highest priority first (ties: oldest first). */
  listEnabled(userId: string): Promise<Rule[]>
  /** Every rule of the user, highest priority first. */
  list(userId: string): Promise<Rule[]>
  get(userId: string, id: string): Promise<Rule | undefined>
  insert(userId: string, id: string, draft: RuleDraft, now: Date): Promise<Rule>
  update(userId: string, id: string, draft: RuleDraft, now: Date): Promise<Rule | undefined>
  delete(userId: string, id: string): Promise<boolean>
  /**
   * Adds to the rules' hit counts (unknown ids are ignored). In a unit of work it locks the rules'
   * rows in id order, so two units counting hits on the same rules wait for each other.
   */
  recordHits(userId: string, hits: ReadonlyMap<string, number>): Promise<void>
}
