import { randomUUID } from 'node:crypto'
import { KyselyTransactionRepository } from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { KyselyRuleTargetStore } from '../../src/adapters/postgres/kysely-rule-target-store.js'
import { InMemoryRuleTargetStore } from '../fakes/in-memory-rule-target-store.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'
import { describeRuleTargetStoreContract } from './rule-target-store.contract.js'
import { onRunDatabase } from './subject.js'

/** RuleTargetStore, held by its in-memory fake and by the Kysely adapter on the run's database. */
describe('contract: RuleTargetStore', () => {
  describe('InMemoryRuleTargetStore', () => {
    describeRuleTargetStoreContract(async () => {
      const transactions = new InMemoryTransactionRepository()
      return {
        port: new InMemoryRuleTargetStore(transactions),
        transactions,
        newUserId: async () => `user-${randomUUID()}`,
      }
    })
  })

  describe('KyselyRuleTargetStore', () => {
    const run = onRunDatabase()
    describeRuleTargetStoreContract(async () => ({
      port: new KyselyRuleTargetStore({ db: run.db() }),
      transactions: new KyselyTransactionRepository({ db: run.db() }),
      newUserId: run.newUserId,
    }))
  })
})
