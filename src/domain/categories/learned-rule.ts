import type { RuleActions, RuleCondition } from '../rules/rule.js'

/**
 * The priority of a rule learning makes: below the rules users write (docs/rules.md), so a rule of
 * the user's own decides first.
 */
export const LEARNED_RULE_PRIORITY = 0

/** The visible rule learning makes for a merchant key (docs/categories.md "Learned"). */
export interface LearnedRuleShape {
  readonly conditions: readonly RuleCondition[]
  readonly actions: RuleActions
  readonly priority: number
}

/**
 * The merchant key as a rule condition: the transaction's merchant (or its description, when the
 * key came from the description) contains the key. The key is lower case with digits and
 * punctuation dropped, so it matches every spelling that keeps the merchant's words together
 * ("SQ *BLUE BOTTLE #123" contains "blue bottle"); a spelling that splits them still gets the
 * category from the learned step itself.
 */
export function learnedRule(
  key: string,
  field: 'merchant' | 'description',
  category: string,
): LearnedRuleShape {
  return {
    conditions: [{ field, op: 'contains', value: key }],
    actions: { category },
    priority: LEARNED_RULE_PRIORITY,
  }
}

/**
 * True while the rule is as learning wrote it for the key (whatever the category): learning may
 * then follow the user's later choices. Once the user edited it, the rule is the user's and
 * learning leaves it alone.
 */
export function isAsLearned(
  rule: {
    readonly conditions: readonly RuleCondition[]
    readonly actions: RuleActions
    readonly priority: number
    readonly enabled: boolean
  },
  key: string,
  field: 'merchant' | 'description',
): boolean {
  const [condition, ...more] = rule.conditions
  const actionKeys = Object.keys(rule.actions).filter(
    (k) => rule.actions[k as keyof RuleActions] !== undefined,
  )
  return (
    more.length === 0 &&
    condition !== undefined &&
    condition.field === field &&
    condition.op === 'contains' &&
    condition.value === key &&
    actionKeys.length === 1 &&
    actionKeys[0] === 'category' &&
    rule.priority === LEARNED_RULE_PRIORITY &&
    rule.enabled
  )
}
