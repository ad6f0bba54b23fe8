import type { CategorySource } from '../../../domain/categories/category.js'
import { NotFoundError } from '../../../domain/errors.js'
import type { Transaction } from '../../../domain/ledger/transaction.js'
import type { CategorizableTransactions, CategoryAssignment } from '../../ports/categorizable-transactions.js'
import type { Clock } from '../../ports/clock.js'
import type { CategorizationPipeline, PipelineSteps } from './categorization-pipeline.js'
import { subjectOf } from './categorization-step.js'

/** Transactions one request re-runs: the ids given (at most this many), or the oldest uncategorised. */
export const RECATEGORIZE_LIMIT = { ids: 1_000, uncategorized: 10_000 } as const

export type RecategorizeInput = {
  readonly userId: string
  readonly dryRun: boolean
  /** The pipeline's steps to run (default all): `server` completes new transactions (completeLater). */
  readonly steps?: PipelineSteps
} & ({ readonly ids: readonly string[] } | { readonly allUncategorized: true })

export interface CategoryChange extends CategoryAssignment {
  readonly from: string | null
  readonly fromSource: CategorySource
}

export interface RecategorizeOutcome {
  /** Transactions the pipeline ran on (a category the user set is never among them). */
  readonly examined: number
  readonly changes: readonly CategoryChange[]
  /** all_uncategorized: more uncategorised transactions wait than one request takes. */
  readonly more: boolean
}

/**
 * POST /transactions/categorize (docs/categories.md): re-runs the pipeline, in one batch, on the
 * given transactions or on the uncategorised ones, never on a category the user set; answers what
 * changes (another category, or the same one for another reason) and writes it unless dry run.
 * Re-running changes the category only: a rule's rename and notes apply when a transaction arrives.
 * An id that is not the caller's transaction is 404 and nothing is written.
 */
export class RecategorizeTransactions {
  readonly #deps: {
    categorizableTransactions: CategorizableTransactions
    categorizationPipeline: CategorizationPipeline
    clock: Clock
  }
  constructor(deps: {
    categorizableTransactions: CategorizableTransactions
    categorizationPipeline: CategorizationPipeline
    clock: Clock
  }) {
    this.#deps = deps
  }

  async execute(input: RecategorizeInput): Promise<RecategorizeOutcome> {
    const { categorizableTransactions: store, categorizationPipeline: pipeline, clock } = this.#deps
    const { userId } = input
    let found: Transaction[]
    let more = false
    if ('ids' in input) {
      const ids = [...new Set(input.ids)]
      found = await store.byIds(userId, ids)
      if (found.length < ids.length) throw new NotFoundError('transaction')
    } else {
      found = await store.uncategorized(userId, RECATEGORIZE_LIMIT.uncategorized + 1)
      more = found.length > RECATEGORIZE_LIMIT.uncategorized
      found = found.slice(0, RECATEGORIZE_LIMIT.uncategorized)
    }
    const automatic = found.filter((t) => t.categorySource !== 'user')
    const results = await pipeline.run(
      userId,
      automatic.map((t) => subjectOf(userId, t, t.id)),
      { recordHits: !input.dryRun, ...(input.steps ? { steps: input.steps } : {}) },
    )
    const changes: CategoryChange[] = []
    automatic.forEach((t, i) => {
      const to = results[i]!.category
      if (!to || (to.name === t.category && to.source === t.categorySource)) return
      changes.push({
        id: t.id,
        from: t.category,
        fromSource: t.categorySource,
        category: to.name,
        source: to.source,
        confidence: to.confidence,
      })
    })
    if (!input.dryRun && changes.length > 0) await store.assign(userId, changes, clock.now())
    return { examined: automatic.length, changes, more }
  }
}
