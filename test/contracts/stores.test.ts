import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Activity } from '../../src/domain/memory/spending.js'
import type { CurrencyCode } from '../../src/domain/money.js'
import { KyselyActivityReader } from '../../src/adapters/postgres/kysely-activity-reader.js'
import { KyselyInsightRepository } from '../../src/adapters/postgres/kysely-insight-repository.js'
import {
  KyselyHoldingRepository,
  KyselyTransactionRepository,
} from '../../src/adapters/postgres/kysely-ledger-repositories.js'
import { KyselyMemoryStore } from '../../src/adapters/postgres/kysely-memory-store.js'
import { KyselyNewsletterRepository } from '../../src/adapters/postgres/kysely-newsletter-repository.js'
import { KyselyUserRepository } from '../../src/adapters/postgres/kysely-user-repository.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { FakeActivityReader } from '../fakes/fake-activity-reader.js'
import { InMemoryInsightRepository } from '../fakes/in-memory-insight-repository.js'
import { InMemoryMemoryStore } from '../fakes/in-memory-memory-store.js'
import { InMemoryNewsletterRepository } from '../fakes/in-memory-newsletter-repository.js'
import { InMemoryUserRepository } from '../fakes/in-memory-user-repository.js'
import { testDatabaseUrl } from '../support/test-database.js'
import { describeActivityReaderContract } from './activity-reader.contract.js'
import { describeInsightRepositoryContract } from './insight-repository.contract.js'
import { describeMemoryStoreContract } from './memory-store.contract.js'
import { describeNewsletterRepositoryContract } from './newsletter-repository.contract.js'
import { describeUserRepositoryContract } from './user-repository.contract.js'

/** The contracts of the other stores, held by their in-memory fakes and by the Kysely adapters. */
describe('contract: stores (insights, newsletters, memory, users, activity)', () => {
  const fakeUser = async () => `user-${randomUUID()}`

  describe('in memory', () => {
    describe('InMemoryInsightRepository', () => {
      describeInsightRepositoryContract(async () => ({
        port: new InMemoryInsightRepository(),
        newUserId: fakeUser,
      }))
    })
    describe('InMemoryNewsletterRepository', () => {
      describeNewsletterRepositoryContract(async () => {
        const port = new InMemoryNewsletterRepository()
        return {
          port,
          newUserId: fakeUser,
          newUserWithId: async (id, enabled) => void (enabled && port.subscribers.push(id)),
        }
      })
    })
    describe('InMemoryMemoryStore', () => {
      describeMemoryStoreContract(async () => ({ port: new InMemoryMemoryStore(), newUserId: fakeUser }))
    })
    describe('InMemoryUserRepository', () => {
      describeUserRepositoryContract(async () => ({ port: new InMemoryUserRepository() }))
    })
    describe('FakeActivityReader', () => {
      describeActivityReaderContract(async () => {
        const port = new FakeActivityReader()
        const users = new Map<string, Activity>()
        const owned = (userId: string) => {
          const at = new Date()
          return { id: randomUUID(), userId, version: 1, createdAt: at, updatedAt: at }
        }
        return {
          port,
          newUser: async (baseCurrency: CurrencyCode) => {
            const id = await fakeUser()
            const activity = { baseCurrency, transactions: [], holdings: [] }
            users.set(id, activity)
            port.add(id, activity)
            return id
          },
          addTransaction: async (userId, draft) => {
            const a = users.get(userId)!
            const next = {
              ...a,
              transactions: [
                ...a.transactions,
                {
                  ...owned(userId),
                  ...draft,
                  externalId: null,
                  importId: null,
                  reconciled: false,
                  pending: false,
                  categorySource: 'none' as const,
                  categoryConfidence: null,
                },
              ],
            }
            users.set(userId, next)
            port.add(userId, next)
          },
          addHolding: async (userId, draft) => {
            const a = users.get(userId)!
            const next = { ...a, holdings: [...a.holdings, { ...owned(userId), ...draft }] }
            users.set(userId, next)
            port.add(userId, next)
          },
        }
      })
    })
  })

  describe('on Postgres (the run database: a server, or the embedded one)', () => {
    let db: Kysely<Database>
    before(() => {
      db = createKysely(createPool({ url: testDatabaseUrl(), poolMax: 2, statementTimeoutMs: 10_000 }))
    })
    after(async () => db.destroy())
    const insertUser = async (
      id: string,
      values: { base_currency?: string; newsletter_enabled?: boolean } = {},
    ) =>
      void (await db
        .insertInto('users')
        .values({ id, ...values })
        .execute())
    const newUserId = async (options: { newsletterEnabled?: boolean } = {}) => {
      const id = `user-${randomUUID()}`
      await insertUser(id, { newsletter_enabled: options.newsletterEnabled ?? true })
      return id
    }

    describe('KyselyInsightRepository', () => {
      describeInsightRepositoryContract(async () => ({
        port: new KyselyInsightRepository({ db }),
        newUserId,
      }))
    })
    describe('KyselyNewsletterRepository', () => {
      describeNewsletterRepositoryContract(async () => ({
        port: new KyselyNewsletterRepository({ db }),
        newUserId,
        newUserWithId: (id, enabled) => insertUser(id, { newsletter_enabled: enabled }),
      }))
    })
    describe('KyselyMemoryStore', () => {
      describeMemoryStoreContract(async () => ({ port: new KyselyMemoryStore({ db }), newUserId }))
    })
    describe('KyselyUserRepository', () => {
      describeUserRepositoryContract(async () => ({ port: new KyselyUserRepository({ db }) }))
    })
    describe('KyselyActivityReader', () => {
      describeActivityReaderContract(async () => ({
        port: new KyselyActivityReader({ db }),
        newUser: async (baseCurrency) => {
          const id = `user-${randomUUID()}`
          await insertUser(id, { base_currency: baseCurrency })
          return id
        },
        addTransaction: async (userId, draft) =>
          void (await new KyselyTransactionRepository({ db }).insert(
            userId,
            randomUUID(),
            draft,
            new Date(),
          )),
        addHolding: async (userId, draft) =>
          void (await new KyselyHoldingRepository({ db }).insert(userId, randomUUID(), draft, new Date())),
      }))
    })
  })
})
