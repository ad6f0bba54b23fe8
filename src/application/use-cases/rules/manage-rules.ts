import type { CategoryKind } from '../../../domain/categories/category.js'
import { categoryKindOf } from '../../../domain/categories/category-name.js'
import { NotFoundError } from '../../../domain/errors.js'
import { TRANSACTION_TYPES, type TransactionType } from '../../../domain/ledger/transaction.js'
import { checkRule } from '../../../domain/rules/rule-validation.js'
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

/** The caller's rules: list, read, create, change, delete (docs/rules.md). Another user's is missing. */
export class ManageRules {
  readonly #deps: Pick<RulesDeps, 'rules' | 'categories' | 'clock' | 'ids'>
  constructor(deps: Pick<RulesDeps, 'rules' | 'categories' | 'clock' | 'ids'>) {
    this.#deps = deps
  }

  list(userId: string): Promise<Rule[]> {
    return this.#deps.rules.list(userId)
  }

  async get(userId: string, id: string): Promise<Rule> {
    const rule = await this.#deps.rules.get(userId, id)
    if (!rule) throw new NotFoundError('rule')
    return rule
  }

  async create(userId: string, input: RuleInput): Promise<Rule> {
    const draft = await this.#checked(userId, { ...input, createdFrom: 'user' })
    return this.#deps.rules.insert(userId, this.#deps.ids.newId(), draft, this.#deps.clock.now())
  }

  /** A partial change: what the patch leaves out stays; `actions` is replaced as a whole. */
  async update(userId: string, id: string, patch: Partial<RuleInput>): Promise<Rule> {
    const old = await this.get(userId, id)
    const draft = await this.#checked(userId, { ...old, ...patch })
    const rule = await this.#deps.rules.update(userId, id, draft, this.#deps.clock.now())
    if (!rule) throw new NotFoundError('rule')
    return rule
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.#deps.rules.delete(userId, id))) throw new NotFoundError('rule')
  }

  /**
   * The draft checked for meaning, its category spelled as the user's list spells it: a name the
   * user has no category for is made one (resolveCategory), as on a transaction.
   */
  async #checked(userId: string, draft: RuleDraft): Promise<RuleDraft> {
    const conditions = checkRule(draft.conditions, draft.actions)
    const wanted = draft.actions.category
    if (wanted === undefined) return { ...draft, conditions }
    const category = await resolveCategory(
      this.#deps.categories,
      userId,
      { name: wanted, kind: kindOfRule(conditions, draft.match), pointer: '/actions/category' },
      this.#deps.clock.now(),
    )
    return { ...draft, conditions, actions: { ...draft.actions, category: category.name } }
  }
}
