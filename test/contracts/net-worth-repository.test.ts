import { randomUUID } from 'node:crypto'
import { KyselyNetWorthRepository } from '../../src/adapters/postgres/kysely-net-worth-repository.js'
import { transactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import { InMemoryNetWorthRepository } from '../fakes/in-memory-net-worth-repository.js'
import { describeNetWorthRepositoryContract } from './net-worth-repository.contract.js'
import { onRunDatabase } from './subject.js'

/** NetWorthRepository, held by its in-memory fake and by the Kysely adapter on the run's database. */
describe('contract: NetWorthRepository', () => {
  describe('InMemoryNetWorthRepository', () => {
    describeNetWorthRepositoryContract(async () => ({
      port: new InMemoryNetWorthRepository(),
      newUserId: async () => `user-${randomUUID()}`,
    }))
  })

  describe('KyselyNetWorthRepository', () => {
    const run = onRunDatabase()
    describeNetWorthRepositoryContract(async () => ({
      port: new KyselyNetWorthRepository(transactionScope(run.db())),
      newUserId: run.newUserId,
    }))
  })
})
