import { randomUUID } from 'node:crypto'
import { compileRuleTest } from '../../src/domain/rules/rule-match.js'
import { DEFAULT_RULE_WORK_BUDGET } from '../../src/application/use-cases/rules/rule-work-pace.js'
import type { RuleDraft } from '../../src/application/ports/rule-repository.js'
import { CategorizationPipeline } from '../../src/application/use-cases/categorization/categorization-pipeline.js'
import { LearnMerchantChoice } from '../../src/application/use-cases/categorization/learn-merchant-choice.js'
import { LearnedStep } from '../../src/application/use-cases/categorization/learned-step.js'
import { ModelStep } from '../../src/application/use-cases/categorization/model-step.js'
import { PipelineCategorizer } from '../../src/application/use-cases/categorization/pipeline-categorizer.js'
import { RecategorizeTransactions } from '../../src/application/use-cases/categorization/recategorize-transactions.js'
import { SimilarStep } from '../../src/application/use-cases/categorization/similar-step.js'
import { RuleStep } from '../../src/application/use-cases/rules/rule-step.js'
import { DisabledEmbedder } from '../../src/adapters/embedding/disabled-embedder.js'
import { randomIdGenerator } from '../../src/adapters/ids/random-id-generator.js'
import { KyselyCategorizableTransactions } from '../../src/adapters/postgres/kysely-categorizable-transactions.js'
import { KyselyCategoryRepository } from '../../src/adapters/postgres/kysely-category-repository.js'
import { KyselyTransactionRepository } from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { KyselyMerchantChoiceRepository } from '../../src/adapters/postgres/kysely-merchant-choice-repository.js'
import { KyselyRuleRepository } from '../../src/adapters/postgres/kysely-rule-repository.js'
import { KyselyTransactionVectorStore } from '../../src/adapters/postgres/kysely-transaction-vector-store.js'
import { transactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import { FakeLlm } from '../fakes/fake-llm.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FakeTransactionCategorizer } from '../fakes/fake-transaction-categorizer.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'
import { onRunDatabase } from './subject.js'
import { describeTransactionCategorizerContract } from './transaction-categorizer.contract.js'

const merchantRule = (merchant: string, category: string): RuleDraft => ({
  conditions: [{ field: 'merchant', op: 'is', value: merchant }],
  match: 'all',
  actions: { category },
  priority: 100,
  enabled: true,
  createdFrom: 'user',
})

/**
 * TransactionCategorizer, held by its fake and by PipelineCategorizer (the service's, without an
 * embedding server or a model) on the Kysely stores of the run's database.
 */
describe('contract: TransactionCategorizer', () => {
  describe('FakeTransactionCategorizer', () => {
    describeTransactionCategorizerContract(async () => {
      const port = new FakeTransactionCategorizer()
      return {
        port,
        transactions: new InMemoryTransactionRepository(),
        newUserId: async () => `user-${randomUUID()}`,
        addRule: async (userId, merchant, category) => port.addRule(userId, merchant, category),
      }
    })
  })

  describe('PipelineCategorizer on Postgres (no embedder, no model)', () => {
    const run = onRunDatabase()
    describeTransactionCategorizerContract(async () => {
      const scope = transactionScope(run.db())
      const db = run.db()
      const categories = new KyselyCategoryRepository(scope)
      const rules = new KyselyRuleRepository({ db })
      const merchantChoices = new KyselyMerchantChoiceRepository({ db })
      const log = new FakeLog()
      const clock = new FixedClock('2026-11-21T12:00:00Z', { stepMs: 1000 })
      const pipeline = new CategorizationPipeline({
        categories,
        rules,
        categorizationSteps: [
          new RuleStep({
            rules,
            compiledRules: { testOf: compileRuleTest },
            ruleWorkBudget: DEFAULT_RULE_WORK_BUDGET,
          }),
          new LearnedStep({ merchantChoices }),
          new SimilarStep({
            embedder: new DisabledEmbedder(),
            transactionVectors: new KyselyTransactionVectorStore({ db }),
            log,
          }),
          new ModelStep({ llm: new FakeLlm({ configured: false }), log }),
        ],
      })
      return {
        port: new PipelineCategorizer({
          categorizationPipeline: pipeline,
          learnMerchantChoice: new LearnMerchantChoice({
            merchantChoices,
            categories,
            rules,
            clock,
            ids: randomIdGenerator,
          }),
          recategorizeTransactions: new RecategorizeTransactions({
            categorizableTransactions: new KyselyCategorizableTransactions({ db }),
            categorizationPipeline: pipeline,
            clock,
          }),
          unitOfWork: scope.unitOfWork,
          log,
        }),
        transactions: new KyselyTransactionRepository(scope),
        newUserId: run.newUserId,
        addRule: async (userId, merchant, category) => {
          await categories.list(userId) // the starting set, with the defaults
          return (await rules.insert(userId, randomUUID(), merchantRule(merchant, category), new Date())).id
        },
      }
    })
  })
})
