import { categoryNameKey } from '../../../domain/categories/category.js'
import { NotFoundError } from '../../../domain/errors.js'
import { checkRule, unknownRuleCategory } from '../../../domain/rules/rule-validation.js'
import type { Rule } from '../../../domain/rules/rule.js'
import type { RuleDraft } from '../../ports/rule-repository.js'
import type { RulesDeps } from './rules-deps.js'

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

  /** The draft checked for meaning, its category spelled as the user's list spells it. */
  async #checked(userId: string, draft: RuleDraft): Promise<RuleDraft> {
    const conditions = checkRule(draft.conditions, draft.actions)
    const wanted = draft.actions.category
    if (wanted === undefined) return { ...draft, conditions }
    const category = (await this.#deps.categories.list(userId)).find(
      (c) => categoryNameKey(c.name) === categoryNameKey(wanted),
    )
    if (!category) throw unknownRuleCategory(wanted)
    return { ...draft, conditions, actions: { ...draft.actions, category: category.name } }
  }
}
