import { randomUUID } from 'node:crypto'
import { KyselyRecurringSource } from '../../src/adapters/postgres/kysely-recurring-source.js'
import { KyselyTransactionRepository } from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { InMemoryRecurringSource } from '../fakes/in-memory-recurring-source.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'
import { describeRecurringSourceContract } from './recurring-source.contract.js'
import { onRunDatabase } from './subject.js'

/** RecurringSource, held by its in-memory fake and by the Kysely adapter on the run's database. */
describe('contract: RecurringSource', () => {
  describe('InMemoryRecurringSource', () => {
    describeRecurringSourceContract(async () => {
      const transactions = new InMemoryTransactionRepository()
      return {
        port: new InMemoryRecurringSource(transactions),
        newUserId: async () => `user-${randomUUID()}`,
        addTransaction: async (userId, draft) =>
          (await transactions.insert(userId, randomUUID(), draft, new Date())).id,
        setPending: async (id, pending) => {
          transactions.rows.set(id, { ...transactions.rows.get(id)!, pending })
        },
      }
    })
  })

  describe('KyselyRecurringSource', () => {
    const run = onRunDatabase()
    describeRecurringSourceContract(async () => {
      const transactions = new KyselyTransactionRepository({ db: run.db() })
      return {
        port: new KyselyRecurringSource({ db: run.db() }),
        newUserId: run.newUserId,
        addTransaction: async (userId, draft) =>
          (await transactions.insert(userId, randomUUID(), draft, new Date())).id,
        setPending: async (id, pending) => {
          await run.db().updateTable('transactions').set({ pending }).where('id', '=', id).execute()
        },
      }
    })
  })
})
