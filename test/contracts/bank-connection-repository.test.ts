import { randomUUID } from 'node:crypto'
import { KyselyBankConnectionRepository } from '../../src/adapters/postgres/kysely-bank-connection-repository.js'
import { KyselyAccountRepository } from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { InMemoryBankConnectionRepository } from '../fakes/in-memory-bank-connection-repository.js'
import { describeBankConnectionRepositoryContract } from './bank-connection-repository.contract.js'
import { accountDraft } from './ledger-drafts.js'
import { onRunDatabase } from './subject.js'

/** BankConnectionRepository, held by its in-memory fake and by the Kysely adapter on the run's database. */
describe('contract: BankConnectionRepository', () => {
  describe('InMemoryBankConnectionRepository', () => {
    describeBankConnectionRepositoryContract(async () => ({
      port: new InMemoryBankConnectionRepository(),
      newUserId: async () => `user-${randomUUID()}`,
      newAccountId: async () => randomUUID(),
    }))
  })

  describe('KyselyBankConnectionRepository', () => {
    const run = onRunDatabase()
    describeBankConnectionRepositoryContract(async () => ({
      port: new KyselyBankConnectionRepository({ db: run.db() }),
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
