import { asFunction } from 'awilix'
import type { CategorizableTransactions } from '../../application/ports/categorizable-transactions.js'
import type { CategoryRepository } from '../../application/ports/category-repository.js'
import type { Embedder } from '../../application/ports/embedder.js'
import type { Llm } from '../../application/ports/llm.js'
import type { MerchantChoiceRepository } from '../../application/ports/merchant-choice-repository.js'
import type { RuleRepository } from '../../application/ports/rule-repository.js'
import type { TransactionCategorizer } from '../../application/ports/transaction-categorizer.js'
import type { TransactionVectorStore } from '../../application/ports/transaction-vector-store.js'
import { CategorizationPipeline } from '../../application/use-cases/categorization/categorization-pipeline.js'
import type { CategorizationStep } from '../../application/use-cases/categorization/categorization-step.js'
import { LearnMerchantChoice } from '../../application/use-cases/categorization/learn-merchant-choice.js'
import { LearnedStep } from '../../application/use-cases/categorization/learned-step.js'
import { ModelStep } from '../../application/use-cases/categorization/model-step.js'
import { PipelineCategorizer } from '../../application/use-cases/categorization/pipeline-categorizer.js'
import { SimilarStep } from '../../application/use-cases/categorization/similar-step.js'
import type { CategorizationHttpCradle } from '../../adapters/http/categorization/categorization-http-cradle.js'
import { KyselyCategorizableTransactions } from '../../adapters/postgres/kysely-categorizable-transactions.js'
import { KyselyMerchantChoiceRepository } from '../../adapters/postgres/kysely-merchant-choice-repository.js'
import { CachedMerchantChoiceRepository } from '../../adapters/cache/cached-merchant-choice-repository.js'
import type { UserCaches } from '../../adapters/cache/user-caches.js'
import { KyselyTransactionVectorStore } from '../../adapters/postgres/kysely-transaction-vector-store.js'
import { RecategorizeTransactions } from '../../application/use-cases/categorization/recategorize-transactions.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** Automatic categorisation: the pipeline, its steps after the rules, learning, re-runs. */
export interface CategorizationCradle extends CategorizationHttpCradle {
  merchantChoices: MerchantChoiceRepository
  transactionVectors: TransactionVectorStore
  categorizableTransactions: CategorizableTransactions
  learnedStep: CategorizationStep
  similarStep: CategorizationStep
  modelStep: CategorizationStep
  /** Rules, learned, similar, model (the pipeline orders them by source). */
  categorizationSteps: readonly CategorizationStep[]
  categorizationPipeline: CategorizationPipeline
  learnMerchantChoice: LearnMerchantChoice
  /** What the ledger, imports and bank sync call (docs/categories.md). */
  transactionCategorizer: TransactionCategorizer
}

interface CategorizationNeeds extends Pick<FoundationCradle, 'db' | 'clock' | 'ids' | 'log' | 'unitOfWork'> {
  categories: CategoryRepository
  rules: RuleRepository
  ruleStep: CategorizationStep
  embedder: Embedder
  llm: Llm
  /** The categories area's per-user caches (the merchant choices are one of them). */
  userCaches: UserCaches
}

type Reads = CategorizationCradle & CategorizationNeeds
const singleton = singletonsOf<Reads>()

/** docs/categories.md "Automatic categorisation". */
export const categorizationArea = defineArea<CategorizationCradle, CategorizationNeeds>(
  'categorization',
  () => ({
    merchantChoices: asFunction(
      (c: Reads) => new CachedMerchantChoiceRepository(new KyselyMerchantChoiceRepository(c), c.userCaches),
    ).singleton(),
    transactionVectors: singleton(KyselyTransactionVectorStore),
    categorizableTransactions: singleton(KyselyCategorizableTransactions),
    learnedStep: singleton(LearnedStep),
    similarStep: asFunction(
      (c: Reads) =>
        new SimilarStep({ embedder: c.embedder, transactionVectors: c.transactionVectors, log: c.log }),
    ).singleton(),
    modelStep: singleton(ModelStep),
    categorizationSteps: asFunction((c: Reads) => [
      c.ruleStep,
      c.learnedStep,
      c.similarStep,
      c.modelStep,
    ]).singleton(),
    categorizationPipeline: singleton(CategorizationPipeline),
    learnMerchantChoice: singleton(LearnMerchantChoice),
    // At shutdown, the creates still waiting for the model are categorised before the pool closes.
    transactionCategorizer: asFunction((c: Reads): TransactionCategorizer => new PipelineCategorizer(c))
      .singleton()
      .disposer((categorizer) =>
        categorizer instanceof PipelineCategorizer ? categorizer.drain() : undefined,
      ),
    recategorizeTransactions: singleton(RecategorizeTransactions),
  }),
)
