import { ValidationError, type FieldError } from '../errors.js'
import { TRANSACTION_TYPES } from '../ledger/transaction.js'
import { decimal, toCurrencyCode, toDecimalString } from '../money.js'
import { compilePattern } from './rule-pattern.js'
import type { RuleActions, RuleCondition, RuleField, RuleOperator } from './rule.js'

export const RULE_CONDITIONS_MAX = 20
/**
 * The most rules a user writes (created_from `user`): every transaction write tests the user's
 * rules, so their number bounds its cost (docs/rules.md "Limits"). Learned rules are not counted:
 * learning makes at most one per merchant, each a single `contains` condition.
 */
export const USER_RULES_MAX = 500
export const RULE_TEXT_VALUE_MAX_LENGTH = 200
export const RULE_PRIORITY_RANGE = { min: -1_000_000, max: 1_000_000 } as const

/** The operators that make sense on each field (docs/rules.md "Conditions"). */
export const OPERATORS_BY_FIELD: Readonly<Record<RuleField, readonly RuleOperator[]>> = {
  merchant: ['is', 'contains', 'starts_with', 'ends_with', 'matches'],
  description: ['is', 'contains', 'starts_with', 'ends_with', 'matches'],
  amount: ['is', 'gt', 'lt', 'between'],
  account_id: ['is'],
  type: ['is'],
  currency: ['is'],
}

type Checked = { readonly value: RuleCondition['value'] } | { readonly error: string }

function checkAmount(op: RuleOperator, value: RuleCondition['value']): Checked {
  if (op === 'between') {
    if (typeof value === 'string') return { error: 'between takes a pair [low, high] of amounts' }
    const [low, high] = value.map((v) => toDecimalString(v))
    if (low === undefined || high === undefined) return { error: 'between takes two decimal amounts' }
    if (decimal(low).gt(high)) return { error: 'between needs low <= high' }
    return { value: [low, high] }
  }
  const amount = typeof value === 'string' ? toDecimalString(value) : undefined
  return amount === undefined ? { error: `${op} takes one decimal amount, e.g. "12.50"` } : { value: amount }
}

function checkText(field: RuleField, op: RuleOperator, value: string): Checked {
  const text = value.trim()
  if (text === '') return { error: 'the value is empty' }
  if (op === 'matches') {
    const pattern = compilePattern(value)
    return typeof pattern === 'string' ? { error: pattern } : { value }
  }
  if (text.length > RULE_TEXT_VALUE_MAX_LENGTH)
    return { error: `the value is longer than ${RULE_TEXT_VALUE_MAX_LENGTH} characters` }
  if (field === 'type' && !(TRANSACTION_TYPES as readonly string[]).includes(text.toLowerCase()))
    return { error: `type is one of ${TRANSACTION_TYPES.join(', ')}` }
  if (field === 'type') return { value: text.toLowerCase() }
  if (field === 'currency') {
    const code = toCurrencyCode(text)
    return code === undefined ? { error: 'currency is a three-letter code' } : { value: code }
  }
  return { value: text }
}

function checkCondition(condition: RuleCondition): Checked & { readonly pointer?: 'op' | 'value' } {
  const { field, op, value } = condition
  if (!OPERATORS_BY_FIELD[field].includes(op))
    return {
      pointer: 'op',
      error: `${op} does not apply to ${field}: use ${OPERATORS_BY_FIELD[field].join(', ')}`,
    }
  if (field === 'amount') return { pointer: 'value', ...checkAmount(op, value) }
  if (typeof value !== 'string') return { pointer: 'value', error: `${op} takes one text value` }
  return { pointer: 'value', ...checkText(field, op, value) }
}

/**
 * A rule's conditions and actions checked for meaning, the shape being the HTTP schema's: each
 * condition's operator fits its field, its value fits the operator (a decimal amount, a pair with
 * low <= high, a type or currency that exists, a pattern that compiles and cannot backtrack
 * catastrophically), at least one condition and one action. Returns the conditions in their
 * canonical form (trimmed text, canonical amounts, upper-case currency); throws ValidationError
 * with one pointer per bad value.
 */
export function checkRule(conditions: readonly RuleCondition[], actions: RuleActions): RuleCondition[] {
  const errors: FieldError[] = []
  if (conditions.length === 0)
    errors.push({ pointer: '/conditions', detail: 'a rule needs at least one condition' })
  if (conditions.length > RULE_CONDITIONS_MAX)
    errors.push({ pointer: '/conditions', detail: `a rule has at most ${RULE_CONDITIONS_MAX} conditions` })
  const canonical = conditions.map((condition, i) => {
    const checked = checkCondition(condition)
    if ('error' in checked) {
      errors.push({ pointer: `/conditions/${i}/${checked.pointer ?? 'value'}`, detail: checked.error })
      return condition
    }
    return { ...condition, value: checked.value }
  })
  if (actions.category === undefined && actions.merchant === undefined && actions.notesAppend === undefined)
    errors.push({
      pointer: '/actions',
      detail: 'a rule needs at least one action: category, merchant or notes_append',
    })
  if (errors.length > 0) throw new ValidationError(errors)
  return canonical
}

/** A new rule beyond USER_RULES_MAX: the whole request is refused, naming the limit. */
export function tooManyRules(): ValidationError {
  return ValidationError.field(
    '',
    `you have ${USER_RULES_MAX} rules, the most a user may write: delete or merge rules before adding one`,
  )
}

/** A rule's category must be one of the user's (checked on write, where the name is resolved). */
export function unknownRuleCategory(name: string): ValidationError {
  return ValidationError.field('/actions/category', `"${name}" is not one of your categories`)
}
