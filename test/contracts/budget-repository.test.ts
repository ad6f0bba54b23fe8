import { randomUUID } from 'node:crypto'
import { randomIdGenerator } from '../../src/adapters/ids/random-id-generator.js'
import { transactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import { KyselyBudgetRepository } from '../../src/adapters/postgres/kysely-budget-repository.js'
import { InMemoryBudgetRepository } from '../fakes/in-memory-budget-repository.js'
import { describeBudgetRepositoryContract } from './budget-repository.contract.js'
import { onRunDatabase } from './subject.js'

/** Budgets' store, held by the fake and the Kysely adapter. */
describe('contract: budget repository', () => {
  describe('InMemoryBudgetRepository', () => {
    describeBudgetRepositoryContract(async () => ({
      port: new InMemoryBudgetRepository(),
      newUserId: async () => `user-${randomUUID()}`,
      newCategoryId: async () => randomUUID(),
    }))
  })

  describe('KyselyBudgetRepository on Postgres (the run database)', () => {
    const { db, newUserId } = onRunDatabase()
    describeBudgetRepositoryContract(async () => {
      const { db: scoped, unitOfWork } = transactionScope(db())
      return {
        port: new KyselyBudgetRepository({ db: scoped, unitOfWork, ids: randomIdGenerator }),
        newUserId,
        newCategoryId: async (userId) => {
          const id = randomUUID()
          await db()
            .insertInto('categories')
            .values({ id, user_id: userId, name: `c-${id}`, kind: 'expense' })
            .execute()
          return id
        },
      }
    })
  })
})
