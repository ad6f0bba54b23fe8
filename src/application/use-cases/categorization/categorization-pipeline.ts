import { categoryNameKey } from '../../../domain/categories/category.js'
import type { AutomaticCategorySource } from '../../../domain/rules/rule.js'
import type { CategoryRepository } from '../../ports/category-repository.js'
import type { RuleRepository } from '../../ports/rule-repository.js'
import type { CategorizationStep, CategorizationSubject } from './categorization-step.js'

/** The order of the steps (docs/categories.md "Automatic categorisation"); the first that names a category wins. */
export const STEP_ORDER: readonly AutomaticCategorySource[] = ['rule', 'learned', 'similar', 'model']

/** What the pipeline decided for one subject. */
export interface PipelineResult {
  /** The winning step's answer, its category one of the user's names; null when no step named one. */
  readonly category: {
    readonly name: string
    readonly source: AutomaticCategorySource
    readonly confidence: number
  } | null
  /** A rule's rename of the merchant, if one matched. */
  readonly merchant?: string
  /** A rule's text for the notes, if one matched. */
  readonly notesAppend?: string
  /** The rule whose answer was taken (its category, rename or notes): what counts as its hit. */
  readonly ruleId?: string
}

/** Which steps a run takes (CategorizationPipeline.run). */
export type PipelineSteps = 'all' | 'local' | 'server'

export interface CategorizationPipelineDeps {
  readonly categories: CategoryRepository
  readonly rules: RuleRepository
  readonly categorizationSteps: readonly CategorizationStep[]
}

/**
 * Runs the steps over one user's batch, step by step: each step sees only the subjects no earlier
 * step categorised, all at once, so a step reads what it needs once per batch (and the embedder
 * and the model are called per batch, not per row). The user's categories are read once; an
 * answer naming no category of the user's is dropped (a step never invents one). A rule that
 * renames the merchant does so for the later steps too. Rule hits are recorded once per batch
 * (a hit: a rule whose answer was taken: its category, or its rename or notes).
 */
export class CategorizationPipeline {
  readonly #categories: CategoryRepository
  readonly #rules: RuleRepository
  readonly #steps: readonly CategorizationStep[]

  constructor({ categories, rules, categorizationSteps }: CategorizationPipelineDeps) {
    this.#categories = categories
    this.#rules = rules
    this.#steps = [...categorizationSteps].sort(
      (a, b) => STEP_ORDER.indexOf(a.source) - STEP_ORDER.indexOf(b.source),
    )
  }

  /** The steps that would ask a server now (similar with an embedder, model with a provider). */
  async serverSteps(): Promise<ReadonlySet<CategorizationStep>> {
    const asks = await Promise.all(this.#steps.map(async (s) => (s.asksServer ? s.asksServer() : false)))
    return new Set(this.#steps.filter((_, i) => asks[i]))
  }

  /**
   * `recordHits: false` for a dry run or a preview: what would happen is not a hit. `steps`:
   * `local` runs only the steps that ask no server (a single create: rules, learned), `server`
   * only those that do (what completes it afterwards), `all` (the default) every step.
   */
  async run(
    userId: string,
    subjects: readonly CategorizationSubject[],
    {
      recordHits = true,
      steps = 'all',
    }: { readonly recordHits?: boolean; readonly steps?: PipelineSteps } = {},
  ): Promise<PipelineResult[]> {
    const results: {
      category: PipelineResult['category']
      merchant?: string
      notesAppend?: string
      ruleId?: string
    }[] = subjects.map(() => ({ category: null }))
    if (subjects.length === 0) return results
    const server = steps === 'all' ? undefined : await this.serverSteps()
    const chosen = this.#steps.filter((s) => !server || server.has(s) === (steps === 'server'))
    if (chosen.length === 0) return results
    const categories = await this.#categories.list(userId)
    const byName = new Map(categories.map((c) => [categoryNameKey(c.name), c.name]))
    const current = [...subjects]
    let open = subjects.map((_, i) => i)
    const hits = new Map<string, number>()
    for (const step of chosen) {
      if (open.length === 0) break
      const asked = open.map((i) => current[i]!)
      const answers = await step.suggestAll(userId, asked, categories)
      const stillOpen: number[] = []
      open.forEach((index, n) => {
        const answer = answers[n] ?? null
        const result = results[index]!
        if (answer?.ruleId) {
          hits.set(answer.ruleId, (hits.get(answer.ruleId) ?? 0) + 1)
          result.ruleId ??= answer.ruleId
        }
        if (answer?.merchant !== undefined && result.merchant === undefined) {
          result.merchant = answer.merchant
          current[index] = { ...current[index]!, merchant: answer.merchant }
        }
        if (answer?.notesAppend !== undefined && result.notesAppend === undefined)
          result.notesAppend = answer.notesAppend
        const name = answer?.category ? byName.get(categoryNameKey(answer.category)) : undefined
        if (answer && name !== undefined)
          result.category = { name, source: answer.source, confidence: answer.confidence }
        else stillOpen.push(index)
      })
      open = stillOpen
    }
    if (recordHits && hits.size > 0) await this.#rules.recordHits(userId, hits)
    return results
  }
}
