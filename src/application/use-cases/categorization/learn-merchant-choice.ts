import { categoryNameKey } from '../../../domain/categories/category.js'
import { isAsLearned, learnedRule } from '../../../domain/categories/learned-rule.js'
import { CHOICES_FOR_A_RULE } from '../../../domain/categories/merchant-choice.js'
import { merchantKeyOf } from '../../../domain/categories/merchant-key.js'
import type { Transaction } from '../../../domain/ledger/transaction.js'
import type { CategoryRepository } from '../../ports/category-repository.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { MerchantChoiceRepository } from '../../ports/merchant-choice-repository.js'
import type { RuleDraft, RuleRepository } from '../../ports/rule-repository.js'

export interface LearnMerchantChoiceDeps {
  readonly merchantChoices: MerchantChoiceRepository
  readonly categories: CategoryRepository
  readonly rules: RuleRepository
  readonly clock: Clock
  readonly ids: IdGenerator
}

/**
 * Learning from the user's own choice (docs/categories.md "Learned"): the transaction's merchant
 * key is remembered with the category the user set. When one category reaches two choices for
 * the merchant, a visible rule (created_from `learned`) is made, once per merchant ever: a rule
 * the user deleted is not made again. A later choice of another category moves that rule along
 * while it is as learning wrote it; a rule the user edited is the user's and stays as it is.
 */
export class LearnMerchantChoice {
  readonly #deps: LearnMerchantChoiceDeps
  constructor({ merchantChoices, categories, rules, clock, ids }: LearnMerchantChoiceDeps) {
    // Taken out of the container's cradle now: nothing is looked up while serving a request.
    this.#deps = { merchantChoices, categories, rules, clock, ids }
  }

  async execute(userId: string, transaction: Transaction): Promise<void> {
    if (transaction.category === null) return
    const field = transaction.merchant ? 'merchant' : 'description'
    const key = merchantKeyOf(transaction)
    if (key === null) return
    const { merchantChoices, categories, rules, clock, ids } = this.#deps
    const wanted = categoryNameKey(transaction.category)
    const category = (await categories.list(userId)).find((c) => categoryNameKey(c.name) === wanted)
    if (!category) return
    const now = clock.now()
    const choices = await merchantChoices.record(userId, key, category.id, now)
    const agreeing = choices.find((c) => c.categoryId === category.id)?.choices ?? 0
    const draft = (): RuleDraft => ({
      ...learnedRule(key, field, category.name),
      match: 'all',
      enabled: true,
      createdFrom: 'learned',
    })

    const ruleId = await merchantChoices.learnedRule(userId, key)
    if (ruleId === undefined) {
      if (agreeing < CHOICES_FOR_A_RULE) return
      const id = ids.newId()
      if (await merchantChoices.claimRule(userId, key, id, now)) await rules.insert(userId, id, draft(), now)
      return
    }
    const rule = await rules.get(userId, ruleId)
    if (rule && rule.actions.category !== category.name && isAsLearned(rule, key, field))
      await rules.update(userId, ruleId, draft(), now)
  }
}
