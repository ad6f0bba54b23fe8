import { categoryNameKey, type Category } from '../../../domain/categories/category.js'
import type { Rule } from '../../../domain/rules/rule.js'
import type { CompiledRules } from '../../ports/compiled-rules.js'
import type { RuleRepository } from '../../ports/rule-repository.js'
import type {
  CategorizationStep,
  CategorizationSubject,
  CategorySuggestion,
} from '../categorization/categorization-step.js'
import { RuleWorkPace, pacedRuleSet, type RuleWorkBudget } from './rule-work-pace.js'

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
 * that matches gives its actions, with source `rule` and confidence 1. The rules are loaded once
 * per batch; each rule version is compiled once (CompiledRules). A large batch (an import's
 * commit, a recategorisation) is matched in slices that give the event loop a turn; every
 * subject is answered (no request budget here: the batch's size is bounded by its own route).
 * Hits are not counted here: the pipeline records them (RuleRepository.recordHits) for the
 * suggestions it keeps, since a dry run keeps none.
 */
export class RuleStep implements CategorizationStep {
  readonly source = 'rule' as const
  readonly #rules: RuleRepository
  readonly #compiledRules: CompiledRules
  readonly #budget: RuleWorkBudget

  constructor(deps: { rules: RuleRepository; compiledRules: CompiledRules; ruleWorkBudget: RuleWorkBudget }) {
    this.#rules = deps.rules
    this.#compiledRules = deps.compiledRules
    this.#budget = deps.ruleWorkBudget
  }

  async suggestAll(
    userId: string,
    subjects: readonly CategorizationSubject[],
    categories: readonly Category[],
  ): Promise<(CategorySuggestion | null)[]> {
    const pace = new RuleWorkPace(this.#budget)
    const set = await pacedRuleSet(await this.#rules.listEnabled(userId), this.#compiledRules, pace)
    if (set.size === 0) return subjects.map(() => null)
    const suggestions: (CategorySuggestion | null)[] = []
    for (const subject of subjects) {
      const rule = await set.firstPaced(subject, pace.pace)
      suggestions.push(rule ? ruleSuggestion(rule, categories) : null)
    }
    return suggestions
  }
}
