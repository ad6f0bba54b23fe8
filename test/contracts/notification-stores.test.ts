import { randomUUID } from 'node:crypto'
import { randomIdGenerator } from '../../src/adapters/ids/random-id-generator.js'
import { KyselyNotificationReadingRepository } from '../../src/adapters/postgres/kysely-notification-reading-repository.js'
import { KyselyNotificationTemplateRepository } from '../../src/adapters/postgres/kysely-notification-template-repository.js'
import { InMemoryNotificationReadingRepository } from '../fakes/in-memory-notification-reading-repository.js'
import { InMemoryNotificationTemplateRepository } from '../fakes/in-memory-notification-template-repository.js'
import {
  describeNotificationReadingRepositoryContract,
  describeNotificationTemplateRepositoryContract,
} from './notification-stores.contract.js'
import { onRunDatabase } from './subject.js'

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
    const { db, newUserId } = onRunDatabase()
    describe('KyselyNotificationReadingRepository', () => {
      describeNotificationReadingRepositoryContract(async () => ({
        port: new KyselyNotificationReadingRepository({ db: db() }),
        newUserId,
      }))
    })
    describe('KyselyNotificationTemplateRepository', () => {
      describeNotificationTemplateRepositoryContract(async () => ({
        port: new KyselyNotificationTemplateRepository({ db: db(), ids: randomIdGenerator }),
        newUserId,
      }))
    })
  })
})
