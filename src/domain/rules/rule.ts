import type { CategorySource } from '../categories/category.js'

/** The transaction fields a rule condition can test (docs/rules.md). */
export const RULE_FIELDS = ['merchant', 'description', 'amount', 'account_id', 'type', 'currency'] as const
export type RuleField = (typeof RULE_FIELDS)[number]

export const RULE_OPERATORS = [
  'is',
  'contains',
  'starts_with',
  'ends_with',
  'matches',
  'gt',
  'lt',
  'between',
] as const
export type RuleOperator = (typeof RULE_OPERATORS)[number]

export interface RuleCondition {
  readonly field: RuleField
  readonly op: RuleOperator
  /** A string; for `between`, a pair [low, high]; amounts are decimal strings. */
  readonly value: string | readonly [string, string]
}

export interface RuleActions {
  /** A category name of the user's. */
  readonly category?: string
  /** Renames the transaction's merchant. */
  readonly merchant?: string
  readonly notesAppend?: string
}

export type RuleOrigin = 'user' | 'learned'

export interface Rule {
  readonly id: string
  readonly userId: string
  readonly conditions: readonly RuleCondition[]
  readonly match: 'all' | 'any'
  readonly actions: RuleActions
  /** Higher runs first. */
  readonly priority: number
  readonly enabled: boolean
  readonly createdFrom: RuleOrigin
  /** How many transactions the rule has categorised or changed. */
  readonly hits: number
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** The automatic sources, in the order the pipeline tries them. */
export type AutomaticCategorySource = Exclude<CategorySource, 'user' | 'none'>
