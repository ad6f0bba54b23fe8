import { asValue } from 'awilix'
import { expect } from 'chai'
import { loadConfig } from '../../src/infrastructure/config/config.js'
import { buildContainer } from '../../src/infrastructure/container.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { createLogger } from '../../src/infrastructure/logger.js'
import { defineArea, registrationsOf, type Boot } from '../../src/infrastructure/wiring/area.js'
import { testEnv } from '../support/test-app.js'

describe('container: areas composed once at the root', () => {
  const boot = (): Boot => {
    const config = loadConfig(testEnv())
    const pool = createPool({ url: config.database.url!, poolMax: 2, statementTimeoutMs: 5_000 })
    return { config, infra: { pool, db: createKysely(pool), logger: createLogger('silent') } }
  }

  it('refuses a key two areas register, naming both', () => {
    const first = defineArea<{ clock: number }>('first', () => ({ clock: asValue(1) }))
    const second = defineArea<{ clock: number }>('second', () => ({ clock: asValue(2) }))
    expect(() => registrationsOf([first, second], boot())).to.throw(
      "'clock' is registered by both the first and the second area",
    )
  })

  it('resolves every registered key, whatever area registers what it reads', async () => {
    const { config, infra } = boot()
    const container = buildContainer(config, infra)
    try {
      const keys = Object.keys(container.registrations)
      expect(keys).to.include.members(['users', 'accounts', 'insightNotifier', 'askAdvisor', 'lifecycle'])
      for (const key of keys) expect(container.resolve(key), key).to.not.equal(undefined)
      // One insight notifier, the notifications area's: alerts reach the feed and push.
      expect(container.resolve('insightNotifier').constructor.name).to.equal('NotifyInsightAlerts')
      // Nothing is held twice under two names where one is an alias of the other.
      expect(container.resolve('shutdownState')).to.equal(container.resolve('lifecycle'))
      expect(container.resolve('jobQueue')).to.equal(container.resolve('scheduler'))
    } finally {
      await container.dispose()
      await infra.db.destroy()
    }
  })
  it('starts the scheduler registered when the lifecycle starts, not when the container was built', async () => {
    const { config, infra } = boot()
    const container = buildContainer(config, infra)
    const calls: string[] = []
    try {
      // A test replaces a part after the container is built, as startTestApp's `register` does.
      container.register({
        scheduler: asValue({
          start: async () => void calls.push('start'),
          stop: async () => void calls.push('stop'),
        } as never),
      })
      const lifecycle = container.resolve('lifecycle')
      await lifecycle.start(createLogger('silent'))
      await lifecycle.stop(createLogger('silent'))
      expect(calls).to.deep.equal(['start', 'stop'])
      expect(container.resolve('shutdownState').stopping).to.equal(true)
    } finally {
      await container.dispose()
      await infra.db.destroy()
    }
  })
})
