import { randomUUID } from 'node:crypto'
import { KyselyBankLedger } from '../../src/adapters/postgres/kysely-bank-ledger.js'
import {
  KyselyAccountRepository,
  KyselyTransactionRepository,
} from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { InMemoryBankLedger } from '../fakes/in-memory-bank-ledger.js'
import { describeBankLedgerContract } from './bank-ledger.contract.js'
import { onRunDatabase } from './subject.js'

/** BankLedger, held by its in-memory fake and by the Kysely adapter on the run's database. */
describe('contract: BankLedger', () => {
  describe('InMemoryBankLedger', () => {
    describeBankLedgerContract(async () => {
      const port = new InMemoryBankLedger()
      return {
        port,
        accounts: port.accounts,
        transactions: port.transactions,
        newUserId: async () => `user-${randomUUID()}`,
      }
    })
  })

  describe('KyselyBankLedger', () => {
    const run = onRunDatabase()
    describeBankLedgerContract(async () => ({
      port: new KyselyBankLedger({ db: run.db() }),
      accounts: new KyselyAccountRepository({ db: run.db() }),
      transactions: new KyselyTransactionRepository({ db: run.db() }),
      newUserId: run.newUserId,
    }))
  })
})
