import { categoryNameKey, type Category } from '../../../domain/categories/category.js'
import { RuleSet } from '../../../domain/rules/rule-match.js'
import type { Rule } from '../../../domain/rules/rule.js'
import type { RuleRepository } from '../../ports/rule-repository.js'
import type {
  CategorizationStep,
  CategorizationSubject,
  CategorySuggestion,
} from '../categorization/categorization-step.js'

/**
 * What a rule does to a transaction: its category (the user's category of that name, as the
 * user's list spells it; none when the list no longer has it), merchant rename and notes.
 */
export function ruleSuggestion(rule: Rule, categories: readonly Category[]): CategorySuggestion {
  const wanted = rule.actions.category
  const category =
    wanted === undefined
      ? undefined
      : categories.find((c) => categoryNameKey(c.name) === categoryNameKey(wanted))
  return {
    source: 'rule',
    category: category?.name ?? null,
    confidence: 1,
    ruleId: rule.id,
    ...(rule.actions.merchant !== undefined && { merchant: rule.actions.merchant }),
    ...(rule.actions.notesAppend !== undefined && { notesAppend: rule.actions.notesAppend }),
  }
}

/**
 * The first step of categorisation (docs/rules.md): the highest-priority enabled rule of the user
 * that matches gives its actions, with source `rule` and confidence 1. The rules are loaded and
 * compiled once per batch.
 * Hits are not counted here: the pipeline records them (RuleRepository.recordHits) for the
 * suggestions it keeps, since a dry run keeps none.
 */
export class RuleStep implements CategorizationStep {
  readonly source = 'rule' as const
  readonly #rules: RuleRepository

  constructor({ rules }: { rules: RuleRepository }) {
    this.#rules = rules
  }

  async suggestAll(
    userId: string,
    subjects: readonly CategorizationSubject[],
    categories: readonly Category[],
  ): Promise<(CategorySuggestion | null)[]> {
    const set = new RuleSet(await this.#rules.listEnabled(userId))
    return subjects.map((subject) => {
      const rule = set.first(subject)
      return rule ? ruleSuggestion(rule, categories) : null
    })
  }
}
