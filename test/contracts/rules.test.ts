import { transactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { KyselyCategoryRepository } from '../../src/adapters/postgres/kysely-category-repository.js'
import { KyselyRuleRepository } from '../../src/adapters/postgres/kysely-rule-repository.js'
import { InMemoryCategoryRepository } from '../fakes/in-memory-category-repository.js'
import { InMemoryRuleRepository } from '../fakes/in-memory-rule-repository.js'
import { describeRuleRepositoryContract } from './rule-repository.contract.js'
import { onRunDatabase } from './subject.js'

/** The rules store, held by the fake and the Kysely adapter. */
describe('contract: rules', () => {
  describe('InMemoryRuleRepository', () => {
    describeRuleRepositoryContract(async () => {
      const categories = new InMemoryCategoryRepository()
      return {
        port: new InMemoryRuleRepository(categories),
        categories,
        newUserId: async () => `user-${randomUUID()}`,
        renameCategory: async (userId, from, to) => {
          const list = categories.byUser.get(userId)!
          categories.byUser.set(
            userId,
            list.map((c) => (c.name === from ? { ...c, name: to } : c)),
          )
        },
      }
    })
  })

  describe('KyselyRuleRepository (the run database)', () => {
    const { db, newUserId } = onRunDatabase()
    describeRuleRepositoryContract(async () => ({
      port: new KyselyRuleRepository({ db: db() }),
      categories: new KyselyCategoryRepository(transactionScope(db())),
      newUserId,
      renameCategory: async (userId, from, to) =>
        void (await sql`UPDATE categories SET name = ${to} WHERE user_id = ${userId} AND name = ${from}`.execute(
          db(),
        )),
    }))
  })
})
