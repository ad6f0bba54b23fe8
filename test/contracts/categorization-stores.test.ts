import { randomUUID } from 'node:crypto'
import { KyselyCategorizableTransactions } from '../../src/adapters/postgres/kysely-categorizable-transactions.js'
import { KyselyCategoryRepository } from '../../src/adapters/postgres/kysely-category-repository.js'
import { KyselyTransactionRepository } from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { KyselyMerchantChoiceRepository } from '../../src/adapters/postgres/kysely-merchant-choice-repository.js'
import { KyselyTransactionVectorStore } from '../../src/adapters/postgres/kysely-transaction-vector-store.js'
import { transactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import { InMemoryCategorizableTransactions } from '../fakes/in-memory-categorizable-transactions.js'
import { InMemoryCategoryRepository } from '../fakes/in-memory-category-repository.js'
import { InMemoryMerchantChoiceRepository } from '../fakes/in-memory-merchant-choice-repository.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'
import { InMemoryTransactionVectorStore } from '../fakes/in-memory-transaction-vector-store.js'
import { describeCategorizationStoresContract } from './categorization-stores.contract.js'
import { onRunDatabase } from './subject.js'

/** The categorisation stores' contracts, held by the in-memory fakes and by the Kysely adapters. */
describe('contract: categorisation stores (merchant choices, vectors, categorizable transactions)', () => {
  describe('in memory', () => {
    describeCategorizationStoresContract(async () => {
      const transactions = new InMemoryTransactionRepository()
      return {
        merchantChoices: new InMemoryMerchantChoiceRepository(),
        vectors: new InMemoryTransactionVectorStore(transactions),
        categorizable: new InMemoryCategorizableTransactions(transactions),
        transactions,
        categories: new InMemoryCategoryRepository(transactions),
        newUserId: async () => `user-${randomUUID()}`,
      }
    })
  })

  describe('on Postgres (the run database)', () => {
    const { db, newUserId } = onRunDatabase()
    describeCategorizationStoresContract(async () => {
      const scope = transactionScope(db())
      return {
        merchantChoices: new KyselyMerchantChoiceRepository({ db: db() }),
        vectors: new KyselyTransactionVectorStore({ db: db() }),
        categorizable: new KyselyCategorizableTransactions({ db: db() }),
        transactions: new KyselyTransactionRepository(scope),
        categories: new KyselyCategoryRepository(scope),
        newUserId,
      }
    })
  })
})
