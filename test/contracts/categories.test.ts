import { randomUUID } from 'node:crypto'
import { KyselyCategoryRepository } from '../../src/adapters/postgres/kysely-category-repository.js'
import { KyselyTransactionRepository } from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { transactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import { InMemoryCategoryRepository } from '../fakes/in-memory-category-repository.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'
import { describeCategoryRepositoryContract } from './category-repository.contract.js'
import { onRunDatabase } from './subject.js'

/** The CategoryRepository contract, held by the in-memory fake and by the Kysely adapter. */
describe('contract: categories', () => {
  describe('InMemoryCategoryRepository', () => {
    describeCategoryRepositoryContract(async () => {
      const transactions = new InMemoryTransactionRepository()
      return {
        port: new InMemoryCategoryRepository(transactions),
        transactions,
        newUserId: async () => `user-${randomUUID()}`,
      }
    })
  })

  describe('KyselyCategoryRepository (the run database)', () => {
    const { db, newUserId } = onRunDatabase()
    describeCategoryRepositoryContract(async () => {
      const scope = transactionScope(db())
      return {
        port: new KyselyCategoryRepository(scope),
        transactions: new KyselyTransactionRepository(scope),
        newUserId,
      }
    })
  })
})
