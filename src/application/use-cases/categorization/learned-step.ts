import type { Category } from '../../../domain/categories/category.js'
import { learnedCategory } from '../../../domain/categories/merchant-choice.js'
import { merchantKeyOf } from '../../../domain/categories/merchant-key.js'
import type { MerchantChoiceRepository } from '../../ports/merchant-choice-repository.js'
import type { CategorizationStep, CategorizationSubject, CategorySuggestion } from './categorization-step.js'

/**
 * Step 2, `learned` (docs/categories.md "Learned"): the category the user last chose for the
 * merchant key, with the share of the user's choices for it that agree as the confidence. The
 * user's choices are read once per batch, for the batch's keys.
 */
export class LearnedStep implements CategorizationStep {
  readonly source = 'learned'
  readonly #choices: MerchantChoiceRepository

  constructor({ merchantChoices }: { merchantChoices: MerchantChoiceRepository }) {
    this.#choices = merchantChoices
  }

  async suggestAll(
    userId: string,
    subjects: readonly CategorizationSubject[],
    categories: readonly Category[],
  ): Promise<(CategorySuggestion | null)[]> {
    const keys = subjects.map(merchantKeyOf)
    const known = keys.filter((k): k is string => k !== null)
    if (known.length === 0) return subjects.map(() => null)
    const choices = await this.#choices.forKeys(userId, [...new Set(known)])
    const nameOf = new Map(categories.map((c) => [c.id, c.name]))
    return keys.map((key) => {
      const learned = key === null ? null : learnedCategory(choices.get(key) ?? [])
      const category = learned && nameOf.get(learned.categoryId)
      return learned && category
        ? { source: 'learned' as const, category, confidence: learned.confidence }
        : null
    })
  }
}
