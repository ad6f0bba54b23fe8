import { randomUUID } from 'node:crypto'
import { KyselyImportRepository } from '../../src/adapters/postgres/kysely-import-repository.js'
import {
  KyselyAccountRepository,
  KyselyTransactionRepository,
} from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { InMemoryImportRepository } from '../fakes/in-memory-import-repository.js'
import { describeImportRepositoryContract } from './import-repository.contract.js'
import { accountDraft } from './ledger-drafts.js'
import { onRunDatabase } from './subject.js'

/** ImportRepository, held by its in-memory fake and by the Kysely adapter on the run's database. */
describe('contract: ImportRepository', () => {
  describe('InMemoryImportRepository', () => {
    describeImportRepositoryContract(async () => {
      const port = new InMemoryImportRepository()
      return {
        port,
        transactions: port.transactions,
        newUserId: async () => `user-${randomUUID()}`,
        newAccountId: async () => randomUUID(),
      }
    })
  })

  describe('KyselyImportRepository', () => {
    const run = onRunDatabase()
    describeImportRepositoryContract(async () => ({
      port: new KyselyImportRepository({ db: run.db() }),
      transactions: new KyselyTransactionRepository({ db: run.db() }),
      newUserId: run.newUserId,
      newAccountId: async (userId) =>
        (
          await new KyselyAccountRepository({ db: run.db() }).insert(
            userId,
            randomUUID(),
            accountDraft(),
            new Date(),
          )
        ).id,
    }))
  })
})
