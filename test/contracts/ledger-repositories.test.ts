import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  KyselyAccountRepository,
  KyselyHoldingRepository,
  KyselyTransactionRepository,
} from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { InMemoryAccountRepository } from '../fakes/in-memory-account-repository.js'
import { InMemoryHoldingRepository } from '../fakes/in-memory-holding-repository.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'
import { testDatabaseUrl } from '../support/test-database.js'
import { describeAccountRepositoryContract } from './account-repository.contract.js'
import { describeHoldingRepositoryContract } from './holding-repository.contract.js'
import { accountDraft } from './ledger-drafts.js'
import { describeTransactionRepositoryContract } from './transaction-repository.contract.js'

/** The ledger ports' contracts, held by the in-memory fakes and by the Kysely adapters on the run's database. */
describe('contract: ledger repositories', () => {
  const fakeUser = async () => `user-${randomUUID()}`

  describe('InMemoryAccountRepository', () => {
    describeAccountRepositoryContract(async () => ({
      repository: new InMemoryAccountRepository(),
      newUserId: fakeUser,
    }))
  })
  describe('InMemoryTransactionRepository', () => {
    describeTransactionRepositoryContract(async () => ({
      repository: new InMemoryTransactionRepository(),
      newUserId: fakeUser,
    }))
  })
  describe('InMemoryHoldingRepository', () => {
    describeHoldingRepositoryContract(async () => ({
      repository: new InMemoryHoldingRepository(),
      newUserId: fakeUser,
      newAccountId: async () => randomUUID(),
    }))
  })

  describe('on Postgres (the run database: a server, or the embedded one)', () => {
    let db: Kysely<Database>
    before(() => {
      db = createKysely(createPool({ url: testDatabaseUrl(), poolMax: 2, statementTimeoutMs: 10_000 }))
    })
    after(async () => db.destroy())
    const newUserId = async () => {
      const id = `user-${randomUUID()}`
      await db.insertInto('users').values({ id }).execute()
      return id
    }

    describe('KyselyAccountRepository', () => {
      describeAccountRepositoryContract(async () => ({
        repository: new KyselyAccountRepository({ db }),
        newUserId,
      }))
    })
    describe('KyselyTransactionRepository', () => {
      describeTransactionRepositoryContract(async () => ({
        repository: new KyselyTransactionRepository({ db }),
        newUserId,
      }))
    })
    describe('KyselyHoldingRepository', () => {
      describeHoldingRepositoryContract(async () => ({
        repository: new KyselyHoldingRepository({ db }),
        newUserId,
        newAccountId: async (userId) => {
          const id = randomUUID()
          await new KyselyAccountRepository({ db }).insert(userId, id, accountDraft(), new Date())
          return id
        },
      }))
    })
  })
})
