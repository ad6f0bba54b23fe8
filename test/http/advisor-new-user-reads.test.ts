import { asValue } from 'awilix'
import { expect } from 'chai'
import { CachedUserRepository } from '../../src/adapters/cache/cached-user-repository.js'
import { UsageRecorder, type UsageTable } from '../../src/adapters/llm/usage-recorder.js'
import type { UserRepository } from '../../src/application/ports/user-repository.js'
import { KyselyLlmUsageRepository } from '../../src/adapters/postgres/kysely-llm-usage-repository.js'
import { KyselyUserRepository } from '../../src/adapters/postgres/kysely-user-repository.js'
import { ask, readUiStream, startAdvisorApp, type AdvisorHarness } from '../support/advisor-harness.js'
import { newUser } from '../support/tokens.js'

const SSE = { accept: 'text/event-stream' }

/**
 * A new user's first question (docs/performance.md): authentication's insert made the user's row,
 * so the row is cached and the day's token total is known to be 0; neither table is read. A user
 * whose row already existed (made by another instance) is read as before.
 */
describe('advisor: a new user’s first question reads neither the users row nor the day’s tokens', () => {
  let h: AdvisorHarness
  const reads = { users: 0, tokens: 0 }
  before(async () => {
    h = await startAdvisorApp({
      register: (container) => {
        const db = container.resolve('db')
        const userTable = new KyselyUserRepository({ db })
        const usageTable = new KyselyLlmUsageRepository({ db })
        // The tables as they are, with their reads counted.
        const countedUsers: UserRepository = {
          ensure: (id) => userTable.ensure(id),
          ensureAll: (ids) => userTable.ensureAll(ids),
          get: (id) => ((reads.users += 1), userTable.get(id)),
          update: (id, patch) => userTable.update(id, patch),
          listIdsAfter: (after, limit) => userTable.listIdsAfter(after, limit),
        }
        const countedUsage: UsageTable = {
          addAll: (rows) => usageTable.addAll(rows),
          tokensOn: (id, day) => ((reads.tokens += 1), usageTable.tokensOn(id, day)),
        }
        container.register({
          recentUsers: asValue(new CachedUserRepository(countedUsers, { ttlMs: 10_000, maxEntries: 100 })),
          llmUsage: asValue(
            new UsageRecorder({
              store: countedUsage,
              clock: container.resolve('clock'),
              log: container.resolve('log'),
            }),
          ),
        })
      },
    })
  })
  after(async () => h.close())
  beforeEach(() => {
    h.fake.reset()
    reads.users = 0
    reads.tokens = 0
  })

  it('a user first seen by this instance: no select of users or llm_usage', async () => {
    const user = newUser()
    h.fake.otherwise({ text: 'Welcome.' })
    const res = await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/stream', SSE)
    expect(res.status).to.equal(200)
    expect((await readUiStream(res)).done).to.equal(true)
    expect(reads).to.deep.equal({ users: 0, tokens: 0 })
  })

  it('a user whose row another instance made: both are read, once', async () => {
    const user = newUser()
    await new KyselyUserRepository({ db: h.app.container.resolve('db') }).ensure(user.id)
    h.fake.otherwise({ text: 'Welcome back.' })
    const res = await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/stream', SSE)
    expect(res.status).to.equal(200)
    expect((await readUiStream(res)).done).to.equal(true)
    expect(reads).to.deep.equal({ users: 1, tokens: 1 })
  })
})
