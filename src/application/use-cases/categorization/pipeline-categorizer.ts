import { appendedNotes } from '../../../domain/rules/rule-actions.js'
import type { Transaction, TransactionDraft } from '../../../domain/ledger/transaction.js'
import type { CategorizedDraft, TransactionCategorizer } from '../../ports/transaction-categorizer.js'
import type { CategorizationPipeline, PipelineResult } from './categorization-pipeline.js'
import { subjectOf } from './categorization-step.js'
import type { LearnMerchantChoice } from './learn-merchant-choice.js'
import type { RecategorizeTransactions } from './recategorize-transactions.js'
import type { UnitOfWork } from '../../ports/unit-of-work.js'
import type { Log } from '../../ports/log.js'
import { BackgroundCompletion, type BackgroundCompletionOptions } from './background-completion.js'
import { MODEL_LIMITS } from './model-step.js'

/**
 * A create's background categorisation gathers the user's creates of this long into one batch
 * (BackgroundCompletion): a category from the model shows this much later, and a burst of
 * creates makes one model call per MODEL_LIMITS.transactionsPerCall distinct transactions.
 */
export const BACKGROUND_COMPLETION: BackgroundCompletionOptions = {
  windowMs: 100,
  maxBatch: MODEL_LIMITS.callsPerBatch * MODEL_LIMITS.transactionsPerCall,
}

/** A draft with the pipeline's decision: the category with its source and confidence, a rule's rename and notes. */
export function withResult(draft: TransactionDraft, result: PipelineResult): TransactionDraft {
  return {
    ...draft,
    merchant: result.merchant ?? draft.merchant,
    // The rules' own append (rule-actions.ts): on a new line, once, within the notes' limit.
    notes: appendedNotes(draft.notes, result.notesAppend) ?? draft.notes,
    category: result.category?.name ?? null,
    categorySource: result.category?.source ?? 'none',
    categoryConfidence: result.category?.confidence ?? null,
  }
}

/**
 * The TransactionCategorizer the ledger, imports and bank sync call (docs/categories.md
 * "Automatic categorisation"): the pipeline over a batch of drafts, one pipeline run per call; a
 * draft with a category is the user's choice and comes back unchanged. `chosen` is learning.
 */
export class PipelineCategorizer implements TransactionCategorizer {
  readonly #pipeline: CategorizationPipeline
  readonly #learn: LearnMerchantChoice
  readonly #recategorize: RecategorizeTransactions
  readonly #unitOfWork: UnitOfWork
  readonly #background: BackgroundCompletion

  constructor(
    {
      categorizationPipeline,
      learnMerchantChoice,
      recategorizeTransactions,
      unitOfWork,
      log,
    }: {
      categorizationPipeline: CategorizationPipeline
      learnMerchantChoice: LearnMerchantChoice
      recategorizeTransactions: RecategorizeTransactions
      unitOfWork: UnitOfWork
      log: Log
    },
    backgroundCompletion: BackgroundCompletionOptions = BACKGROUND_COMPLETION,
  ) {
    this.#pipeline = categorizationPipeline
    this.#learn = learnMerchantChoice
    this.#recategorize = recategorizeTransactions
    this.#unitOfWork = unitOfWork
    this.#background = new BackgroundCompletion(
      (userId, ids) =>
        this.#recategorize.execute({ userId, ids, dryRun: false, steps: 'server' }).then(
          () => undefined,
          (error: unknown) =>
            log.warn(
              { err: error, userId },
              'categorising new transactions with the embedder or model failed',
            ),
        ),
      backgroundCompletion,
    )
  }

  async categorize(
    userId: string,
    drafts: readonly TransactionDraft[],
    options: { readonly preview?: boolean; readonly localOnly?: boolean } = {},
  ): Promise<CategorizedDraft[]> {
    const open = drafts.flatMap((d, i) => (d.category === null ? [i] : []))
    const results = await this.#pipeline.run(
      userId,
      open.map((i) => subjectOf(userId, drafts[i]!)),
      { recordHits: !options.preview, steps: options.localOnly ? 'local' : 'all' },
    )
    const out: CategorizedDraft[] = [...drafts]
    open.forEach((index, n) => {
      const { ruleId } = results[n]!
      out[index] = { ...withResult(drafts[index]!, results[n]!), ...(ruleId ? { ruleId } : {}) }
    })
    return out
  }

  chosen(userId: string, transaction: Transaction): Promise<void> {
    return this.#learn.execute(userId, transaction)
  }

  async completeLater(userId: string, transactionIds: readonly string[]): Promise<void> {
    if (transactionIds.length === 0 || (await this.#pipeline.serverSteps()).size === 0) return
    // After the commit, so that the background read finds the rows; batched with the user's
    // other creates of the moment, and never awaited: the answer does not wait on a server.
    await this.#unitOfWork.afterCommit(async () => this.#background.add(userId, transactionIds))
  }

  /** Runs the waiting background batches now and waits for them (at shutdown). */
  drain(): Promise<void> {
    return this.#background.drain()
  }
}
