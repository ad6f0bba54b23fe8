import { z } from 'zod'
import { RULE_FIELDS, RULE_OPERATORS } from '../../../domain/rules/rule.js'
import { RULE_CONDITIONS_MAX, RULE_PRIORITY_RANGE } from '../../../domain/rules/rule-validation.js'
import { PATTERN_MAX_LENGTH } from '../../../domain/rules/rule-pattern.js'
import { CATEGORY_NAME_MAX } from '../../../domain/categories/category.js'

const dateTime = () => z.string().meta({ format: 'date-time' })
const decimal = () => z.string().meta({ pattern: '^-?\\d+(\\.\\d+)?$', description: 'an exact decimal' })
const scalar = () => z.union([z.string().max(PATTERN_MAX_LENGTH), z.number()])

export const conditionIn = z
  .strictObject({
    field: z.enum(RULE_FIELDS),
    op: z
      .enum(RULE_OPERATORS)
      .describe(
        'merchant, description: is, contains, starts_with, ends_with (ignoring case), matches (an RE2 regular expression); ' +
          'amount: is, gt, lt, between; account_id, type, currency: is',
      ),
    value: z
      .union([scalar(), z.tuple([scalar(), scalar()])])
      .describe('text, an amount, or for between a pair [low, high] of amounts (inclusive)'),
  })
  .meta({ id: 'RuleCondition' })

const actionFields = {
  category: z
    .string()
    .min(1)
    .max(CATEGORY_NAME_MAX)
    .describe('a category name, any case: one of yours, or a new one made on the write'),
  merchant: z.string().min(1).max(200).describe("renames the transaction's merchant"),
  notes_append: z.string().min(1).max(500).describe('added to the notes on a new line, once'),
}

export const actionsIn = z
  .strictObject({
    category: actionFields.category.optional(),
    merchant: actionFields.merchant.optional(),
    notes_append: actionFields.notes_append.optional(),
  })
  .meta({ id: 'RuleActions', description: 'at least one of category, merchant, notes_append' })

const ruleFields = {
  conditions: z.array(conditionIn).max(RULE_CONDITIONS_MAX).describe('at least one'),
  match: z.enum(['all', 'any']).describe('all conditions must hold, or any one; default all'),
  actions: actionsIn,
  priority: z
    .number()
    .int()
    .min(RULE_PRIORITY_RANGE.min)
    .max(RULE_PRIORITY_RANGE.max)
    .describe('higher runs first; default 0'),
  enabled: z.boolean().describe('default true'),
}

export const ruleIn = z
  .strictObject({
    ...ruleFields,
    match: ruleFields.match.optional(),
    priority: ruleFields.priority.optional(),
    enabled: ruleFields.enabled.optional(),
  })
  .meta({ id: 'RuleDraft' })

export const rulePatch = z
  .strictObject({
    conditions: ruleFields.conditions.optional(),
    match: ruleFields.match.optional(),
    actions: ruleFields.actions.optional().describe('replaces the actions as a whole'),
    priority: ruleFields.priority.optional(),
    enabled: ruleFields.enabled.optional(),
  })
  .meta({ id: 'RulePatch' })

export const ruleOut = z
  .object({
    id: z.guid(),
    conditions: z.array(
      z.object({
        field: z.enum(RULE_FIELDS),
        op: z.enum(RULE_OPERATORS),
        value: z.union([z.string(), z.tuple([z.string(), z.string()])]),
      }),
    ),
    match: z.enum(['all', 'any']),
    actions: z.object({
      category: z.string().optional(),
      merchant: z.string().optional(),
      notes_append: z.string().optional(),
    }),
    priority: z.number().int(),
    enabled: z.boolean(),
    created_from: z.enum(['user', 'learned']).describe('learned: made from two consistent choices of yours'),
    hits: z.number().int().describe('transactions the rule has categorised or changed'),
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'Rule' })

export const ruleChangeOut = z
  .object({
    id: z.guid().describe("the transaction's id"),
    date: dateTime(),
    amount: decimal(),
    currency: z.string(),
    type: z.enum(['expense', 'income', 'transfer']),
    merchant: z.string().nullable(),
    description: z.string().nullable(),
    category: z
      .string()
      .nullable()
      .describe('the current category (null: rules change uncategorised transactions only)'),
    new_category: z.string().nullable().describe('null: the category stays'),
    new_merchant: z.string().nullable().describe('null: the merchant stays'),
    new_notes: z.string().nullable().describe('the notes after the append; null: the notes stay'),
    rule_id: z.guid(),
  })
  .meta({ id: 'RuleChange' })

const changesFields = {
  count: z.number().int().describe('every transaction changed (or that would be) by this call'),
  limit: z.number().int().describe('at most this many changes are listed, newest first'),
  changes: z.array(ruleChangeOut),
  complete: z
    .boolean()
    .describe('true: every uncategorised transaction was gone through; false: the time budget ran out first'),
  next_cursor: z
    .string()
    .nullable()
    .describe('when not complete: send it back as `cursor` to go on from where this call stopped; else null'),
}

const cursor = z
  .string()
  .max(512)
  .describe("the previous answer's next_cursor: go on after the transactions it went through")

export const rulePreviewOut = z.object(changesFields).meta({ id: 'RulePreview' })
export const previewQuery = z.object({ cursor: cursor.optional() })

export const applyIn = z
  .strictObject({
    dry_run: z.boolean().describe('true: answer what would change and write nothing'),
    cursor: cursor.optional(),
  })
  .meta({ id: 'RulesApplyRequest' })

export const applyOut = z.object({ dry_run: z.boolean(), ...changesFields }).meta({ id: 'RulesApplyResult' })
