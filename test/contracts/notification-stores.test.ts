import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { randomIdGenerator } from '../../src/adapters/ids/random-id-generator.js'
import { KyselyNotificationReadingRepository } from '../../src/adapters/postgres/kysely-notification-reading-repository.js'
import { KyselyNotificationTemplateRepository } from '../../src/adapters/postgres/kysely-notification-template-repository.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { InMemoryNotificationReadingRepository } from '../fakes/in-memory-notification-reading-repository.js'
import { InMemoryNotificationTemplateRepository } from '../fakes/in-memory-notification-template-repository.js'
import { testDatabaseUrl } from '../support/test-database.js'
import {
  describeNotificationReadingRepositoryContract,
  describeNotificationTemplateRepositoryContract,
} from './notification-stores.contract.js'

/** The notification parsing's stores (readings, templates), held by the fakes and the Kysely adapters. */
describe('contract: notification readings and templates', () => {
  const fakeUser = async () => `user-${randomUUID()}`
  describe('in memory', () => {
    describe('InMemoryNotificationReadingRepository', () => {
      describeNotificationReadingRepositoryContract(async () => ({
        port: new InMemoryNotificationReadingRepository(),
        newUserId: fakeUser,
      }))
    })
    describe('InMemoryNotificationTemplateRepository', () => {
      describeNotificationTemplateRepositoryContract(async () => ({
        port: new InMemoryNotificationTemplateRepository(),
        newUserId: fakeUser,
      }))
    })
  })

  describe('on Postgres (the run database: a server, or the embedded one)', () => {
    let db: Kysely<Database>
    before(() => {
      db = createKysely(createPool({ url: testDatabaseUrl(), poolMax: 2, statementTimeoutMs: 10_000 }))
    })
    after(async () => db.destroy())
    const newUserId = async () => {
      const id = randomUUID()
      await db.insertInto('users').values({ id }).execute()
      return id
    }
    describe('KyselyNotificationReadingRepository', () => {
      describeNotificationReadingRepositoryContract(async () => ({
        port: new KyselyNotificationReadingRepository({ db }),
        newUserId,
      }))
    })
    describe('KyselyNotificationTemplateRepository', () => {
      describeNotificationTemplateRepositoryContract(async () => ({
        port: new KyselyNotificationTemplateRepository({ db, ids: randomIdGenerator }),
        newUserId,
      }))
    })
  })
})
