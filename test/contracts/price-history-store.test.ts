import { KyselyPriceHistoryStore } from '../../src/adapters/postgres/kysely-price-history-store.js'
import { transactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import { InMemoryPriceHistoryStore } from '../fakes/in-memory-price-history-store.js'
import { describePriceHistoryStoreContract } from './price-history-store.contract.js'
import { onRunDatabase } from './subject.js'

/** PriceHistoryStore, held by its in-memory fake and by the Kysely adapter on the run's database. */
describe('contract: PriceHistoryStore', () => {
  describe('InMemoryPriceHistoryStore', () => {
    describePriceHistoryStoreContract(async () => new InMemoryPriceHistoryStore())
  })

  describe('KyselyPriceHistoryStore', () => {
    const run = onRunDatabase()
    describePriceHistoryStoreContract(async () => new KyselyPriceHistoryStore(transactionScope(run.db())))
  })
})
