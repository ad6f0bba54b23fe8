import type { z } from 'zod'
import type { Rule, RuleActions, RuleCondition } from '../../../domain/rules/rule.js'
import type { RuleInput } from '../../../application/use-cases/rules/manage-rules.js'
import { RULE_CHANGES_LISTED, type RuleChanges } from '../../../application/use-cases/rules/apply-rules.js'
import type { CursorCodec } from '../cursor-codec.js'
import type { actionsIn, conditionIn, ruleIn, rulePatch } from './rule-schemas.js'

const text = (v: string | number) => (typeof v === 'number' ? String(v) : v)

const conditionFromWire = (c: z.infer<typeof conditionIn>): RuleCondition => ({
  field: c.field,
  op: c.op,
  value: Array.isArray(c.value) ? [text(c.value[0]), text(c.value[1])] : text(c.value),
})

const actionsFromWire = (a: z.infer<typeof actionsIn>): RuleActions => ({
  ...(a.category !== undefined && { category: a.category }),
  ...(a.merchant !== undefined && { merchant: a.merchant }),
  ...(a.notes_append !== undefined && { notesAppend: a.notes_append }),
})

/** Wire bodies to the use case's input, and rules and their changes back to wire JSON. */
export const ruleMapper = {
  fromWire: (b: z.infer<typeof ruleIn>): RuleInput => ({
    conditions: b.conditions.map(conditionFromWire),
    match: b.match ?? 'all',
    actions: actionsFromWire(b.actions),
    priority: b.priority ?? 0,
    enabled: b.enabled ?? true,
  }),

  patchFromWire: (b: z.infer<typeof rulePatch>): Partial<RuleInput> => ({
    ...(b.conditions !== undefined && { conditions: b.conditions.map(conditionFromWire) }),
    ...(b.match !== undefined && { match: b.match }),
    ...(b.actions !== undefined && { actions: actionsFromWire(b.actions) }),
    ...(b.priority !== undefined && { priority: b.priority }),
    ...(b.enabled !== undefined && { enabled: b.enabled }),
  }),

  toWire: (r: Rule) => ({
    id: r.id,
    conditions: r.conditions.map((c) => ({
      field: c.field,
      op: c.op,
      value: typeof c.value === 'string' ? c.value : ([c.value[0], c.value[1]] as [string, string]),
    })),
    match: r.match,
    actions: {
      ...(r.actions.category !== undefined && { category: r.actions.category }),
      ...(r.actions.merchant !== undefined && { merchant: r.actions.merchant }),
      ...(r.actions.notesAppend !== undefined && { notes_append: r.actions.notesAppend }),
    },
    priority: r.priority,
    enabled: r.enabled,
    created_from: r.createdFrom,
    hits: r.hits,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }),

  changesToWire: (c: RuleChanges, cursors: CursorCodec) => ({
    complete: c.next === null,
    next_cursor: c.next === null ? null : cursors.encode({ sortKey: c.next.occurredAt, id: c.next.id }),
    count: c.count,
    limit: RULE_CHANGES_LISTED,
    changes: c.listed.map(({ target: t, change }) => ({
      id: t.id,
      date: t.occurredAt.toISOString(),
      amount: t.amount,
      currency: t.currency,
      type: t.type,
      merchant: t.merchant,
      description: t.description,
      category: null,
      new_category: change.category,
      new_merchant: change.merchant,
      new_notes: change.notes,
      rule_id: change.ruleId,
    })),
  }),
}
