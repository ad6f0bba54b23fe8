import type { CategoryKind } from '../../../domain/categories/category.js'
import { categoryKindOf } from '../../../domain/categories/category-name.js'
import { choicesFollowingRule } from '../../../domain/categories/merchant-choice.js'
import { NotFoundError } from '../../../domain/errors.js'
import { TRANSACTION_TYPES, type TransactionType } from '../../../domain/ledger/transaction.js'
import { USER_RULES_MAX, checkRule, tooManyRules } from '../../../domain/rules/rule-validation.js'
import type { Rule, RuleCondition } from '../../../domain/rules/rule.js'
import type { RuleDraft } from '../../ports/rule-repository.js'
import { resolveCategory } from '../categories/resolve-categories.js'
import type { RulesDeps } from './rules-deps.js'

/** The kind of a category a rule's action makes: the type every transaction it matches has, else expense. */
function kindOfRule(conditions: readonly RuleCondition[], match: RuleDraft['match']): CategoryKind {
  const type = conditions.find((c) => c.field === 'type' && c.op === 'is')?.value
  const sure = match === 'all' || conditions.length === 1
  return sure && typeof type === 'string' && (TRANSACTION_TYPES as readonly string[]).includes(type)
    ? categoryKindOf(type as TransactionType)
    : 'expense'
}

/** What a user sends for a rule: the origin is `user` for a new rule and kept on an edit. */
export type RuleInput = Omit<RuleDraft, 'createdFrom'>

type ManageRulesDeps = Pick<
  RulesDeps,
  'rules' | 'categories' | 'merchantChoices' | 'unitOfWork' | 'clock' | 'ids'
>

/**
 * The caller's rules: list, read, create, change, delete (docs/rules.md). Another user's is
 * missing. Rules come first: editing or deleting a rule learning made moves or forgets the
 * merchant memory it came from (docs/categories.md "Learned"), in the same unit of work.
 */
export class ManageRules {
  readonly #deps: ManageRulesDeps
  constructor({ rules, categories, merchantChoices, unitOfWork, clock, ids }: ManageRulesDeps) {
    this.#deps = { rules, categories, merchantChoices, unitOfWork, clock, ids }
  }

  list(userId: string): Promise<Rule[]> {
    return this.#deps.rules.list(userId)
  }

  async get(userId: string, id: string): Promise<Rule> {
    const rule = await this.#deps.rules.get(userId, id)
    if (!rule) throw new NotFoundError('rule')
    return rule
  }

  /**
   * A new rule of the user's, refused (422) once the user has USER_RULES_MAX rules of their own.
   * Two creations at once may both pass the count: the bound is on cost, not exact.
   */
  async create(userId: string, input: RuleInput): Promise<Rule> {
    const { draft } = await this.#checked(userId, { ...input, createdFrom: 'user' })
    const own = (await this.#deps.rules.list(userId)).filter((r) => r.createdFrom === 'user').length
    if (own >= USER_RULES_MAX) throw tooManyRules()
    return this.#deps.rules.insert(userId, this.#deps.ids.newId(), draft, this.#deps.clock.now())
  }

  /** A partial change: what the patch leaves out stays; `actions` is replaced as a whole. */
  async update(userId: string, id: string, patch: Partial<RuleInput>): Promise<Rule> {
    const old = await this.get(userId, id)
    const { draft, categoryId } = await this.#checked(userId, { ...old, ...patch })
    return this.#deps.unitOfWork.run(async () => {
      const rule = await this.#deps.rules.update(userId, id, draft, this.#deps.clock.now())
      if (!rule) throw new NotFoundError('rule')
      if (rule.createdFrom === 'learned') await this.#memoryFollows(userId, id, categoryId)
      return rule
    })
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.#deps.unitOfWork.run(async () => {
      if (!(await this.#deps.rules.delete(userId, id))) throw new NotFoundError('rule')
      await this.#memoryFollows(userId, id, null)
    })
  }

  /**
   * The merchant memory a learned rule came from follows the rule (choicesFollowingRule): its
   * category after an edit, forgotten after a delete or when the rule sets no category. Without
   * it the learned step would still answer the old category for a spelling the rule's text does
   * not match, and the user's edit would not win.
   */
  async #memoryFollows(userId: string, ruleId: string, categoryId: string | null): Promise<void> {
    const { merchantChoices, clock } = this.#deps
    const key = await merchantChoices.keyOfRule(userId, ruleId)
    if (key === undefined) return
    const choices = (await merchantChoices.forKeys(userId, [key])).get(key) ?? []
    const after = choicesFollowingRule(choices, categoryId, clock.now())
    if (after) await merchantChoices.replace(userId, key, after)
  }

  /**
   * The draft checked for meaning, its category spelled as the user's list spells it: a name the
   * user has no category for is made one (resolveCategory), as on a transaction.
   */
  async #checked(
    userId: string,
    draft: RuleDraft,
  ): Promise<{ readonly draft: RuleDraft; readonly categoryId: string | null }> {
    const conditions = checkRule(draft.conditions, draft.actions)
    const wanted = draft.actions.category
    if (wanted === undefined) return { draft: { ...draft, conditions }, categoryId: null }
    const category = await resolveCategory(
      this.#deps.categories,
      userId,
      { name: wanted, kind: kindOfRule(conditions, draft.match), pointer: '/actions/category' },
      this.#deps.clock.now(),
    )
    return {
      draft: { ...draft, conditions, actions: { ...draft.actions, category: category.name } },
      categoryId: category.id,
    }
  }
}
