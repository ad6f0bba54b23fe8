import { randomUUID } from 'node:crypto'
import { KyselyHoldingRepository } from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { KyselyTradeRepository } from '../../src/adapters/postgres/kysely-trade-repository.js'
import { InMemoryTradeRepository } from '../fakes/in-memory-trade-repository.js'
import { onRunDatabase } from './subject.js'
import { describeTradeRepositoryContract } from './trade-repository.contract.js'

/** TradeRepository, held by its in-memory fake and by the Kysely adapter on the run's database. */
describe('contract: TradeRepository', () => {
  describe('InMemoryTradeRepository', () => {
    describeTradeRepositoryContract(async () => {
      const port = new InMemoryTradeRepository()
      return { port, holdings: port.holdings, newUserId: async () => `user-${randomUUID()}` }
    })
  })

  describe('KyselyTradeRepository', () => {
    const run = onRunDatabase()
    describeTradeRepositoryContract(async () => ({
      port: new KyselyTradeRepository({ db: run.db() }),
      holdings: new KyselyHoldingRepository({ db: run.db() }),
      newUserId: run.newUserId,
    }))
  })
})
