import { categoryNameKey } from '../../src/domain/categories/category.js'
import { byRulePriority } from '../../src/domain/rules/rule-match.js'
import type { Rule } from '../../src/domain/rules/rule.js'
import type { RuleDraft, RuleRepository } from '../../src/application/ports/rule-repository.js'
import { unknownRuleCategory } from '../../src/domain/rules/rule-validation.js'
import type { InMemoryCategoryRepository } from './in-memory-category-repository.js'

interface Stored {
  readonly rule: Omit<Rule, 'actions'> & { readonly actions: Omit<Rule['actions'], 'category'> }
  readonly categoryId: string | null
}

/**
 * The RuleRepository contract (test/contracts/rules.test.ts) in memory. Like the table, a rule
 * keeps its category's id and reads the name back from the categories, so a rename shows.
 */
export class InMemoryRuleRepository implements RuleRepository {
  readonly #rules = new Map<string, Stored>()
  readonly #categories: InMemoryCategoryRepository

  constructor(categories: InMemoryCategoryRepository) {
    this.#categories = categories
  }

  async listEnabled(userId: string): Promise<Rule[]> {
    return (await this.list(userId)).filter((r) => r.enabled)
  }

  async list(userId: string): Promise<Rule[]> {
    return [...this.#rules.values()]
      .filter((s) => s.rule.userId === userId)
      .map((s) => this.#read(s))
      .sort(byRulePriority)
  }

  async get(userId: string, id: string): Promise<Rule | undefined> {
    const stored = this.#rules.get(id)
    return stored && stored.rule.userId === userId ? this.#read(stored) : undefined
  }

  async insert(userId: string, id: string, draft: RuleDraft, now: Date): Promise<Rule> {
    this.#store(userId, id, draft, { hits: 0, createdAt: now, updatedAt: now })
    return (await this.get(userId, id))!
  }

  async update(userId: string, id: string, draft: RuleDraft, now: Date): Promise<Rule | undefined> {
    const old = await this.get(userId, id)
    if (!old) return undefined
    this.#store(userId, id, draft, { hits: old.hits, createdAt: old.createdAt, updatedAt: now })
    return this.get(userId, id)
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return (await this.get(userId, id)) !== undefined && this.#rules.delete(id)
  }

  async recordHits(userId: string, hits: ReadonlyMap<string, number>): Promise<void> {
    for (const [id, n] of hits) {
      const stored = this.#rules.get(id)
      if (stored?.rule.userId === userId)
        this.#rules.set(id, { ...stored, rule: { ...stored.rule, hits: stored.rule.hits + n } })
    }
  }

  #store(
    userId: string,
    id: string,
    draft: RuleDraft,
    kept: { hits: number; createdAt: Date; updatedAt: Date },
  ): void {
    const { category, ...actions } = draft.actions
    let categoryId: string | null = null
    if (category !== undefined) {
      const found = (this.#categories.byUser.get(userId) ?? []).find(
        (c) => categoryNameKey(c.name) === categoryNameKey(category),
      )
      if (!found) throw unknownRuleCategory(category)
      categoryId = found.id
    }
    this.#rules.set(id, {
      rule: { ...draft, id, userId, actions, ...kept },
      categoryId,
    })
  }

  #read({ rule, categoryId }: Stored): Rule {
    const category = (this.#categories.byUser.get(rule.userId) ?? []).find((c) => c.id === categoryId)
    return { ...rule, actions: { ...(category && { category: category.name }), ...rule.actions } }
  }
}
