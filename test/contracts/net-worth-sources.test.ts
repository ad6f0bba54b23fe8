import { KyselyNetWorthSources } from '../../src/adapters/postgres/kysely-net-worth-sources.js'
import {
  KyselyAccountRepository,
  KyselyHoldingRepository,
  KyselyTransactionRepository,
} from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { KyselyTradeRepository } from '../../src/adapters/postgres/kysely-trade-repository.js'
import { InMemoryNetWorthSources } from '../fakes/in-memory-net-worth-sources.js'
import { describeNetWorthSourcesContract } from './net-worth-sources.contract.js'
import { onRunDatabase } from './subject.js'

/** NetWorthSources, held by its in-memory fake and by the Kysely adapter on the run's database. */
describe('contract: NetWorthSources', () => {
  describe('InMemoryNetWorthSources', () => {
    describeNetWorthSourcesContract(async () => {
      const port = new InMemoryNetWorthSources()
      return {
        port,
        accounts: port.accounts,
        holdings: port.holdings,
        trades: port.trades,
        transactions: port.transactions,
        newUser: async (id, baseCurrency) => void port.baseCurrencies.set(id, baseCurrency),
      }
    })
  })

  describe('KyselyNetWorthSources', () => {
    const run = onRunDatabase()
    describeNetWorthSourcesContract(async () => {
      const db = run.db()
      return {
        port: new KyselyNetWorthSources({ db }),
        accounts: new KyselyAccountRepository({ db }),
        holdings: new KyselyHoldingRepository({ db }),
        trades: new KyselyTradeRepository({ db }),
        transactions: new KyselyTransactionRepository({ db }),
        newUser: async (id, baseCurrency) =>
          void (await db.insertInto('users').values({ id, base_currency: baseCurrency }).execute()),
      }
    })
  })
})
