import { expect } from 'chai'
import { pino } from 'pino'
import { RedisConnection } from '../../src/adapters/redis/redis-connection.js'
import { startPrivateRedis, type PrivateRedis } from './support/private-redis.js'
import { skipWithoutRedis } from './support/instances.js'

/** Until `condition` holds (or fails the test after `withinMs`). */
async function until(condition: () => boolean, what: string, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs
  while (!condition()) {
    if (Date.now() > deadline) expect.fail(`${what}: not within ${withinMs} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/**
 * The per-user caches serve an entry only in the invalidation channel's session it was read in
 * (docs/scale-out.md "Per-user caches"): the session must end when the subscriber loses Redis and
 * a new one start once the channel is subscribed again, so nothing read before a gap is served.
 */
describe('scale-out: RedisConnection.channelSession across a Redis restart (a private redis-server)', function () {
  this.timeout(60_000)
  let redis: PrivateRedis
  let connection: RedisConnection

  before(async function () {
    await skipWithoutRedis(this)
    redis = await startPrivateRedis()
    connection = new RedisConnection(
      { url: redis.url, keyPrefix: 'session-test:', commandTimeoutMs: 250 },
      pino({ level: 'silent' }),
    )
  })
  after(async () => {
    await connection?.close()
    await redis?.stop()
  })

  it('a session while subscribed, none while Redis is away, a new one after, and messages reach the handler', async () => {
    const channel = connection.key('changes')
    const heard: string[] = []
    connection.subscribe(channel, (message) => heard.push(message))
    await until(() => connection.channelSession(channel) !== undefined, 'first session')
    const first = connection.channelSession(channel)
    await until(() => connection.available, 'commands connected')
    await connection.commands.publish(channel, 'one')
    await until(() => heard.includes('one'), 'message heard')

    await redis.stop()
    await until(() => connection.channelSession(channel) === undefined, 'session ended with the connection')
    await redis.start()
    await until(() => connection.channelSession(channel) !== undefined, 'a session after the restart')
    expect(connection.channelSession(channel)).to.not.equal(first)
    await until(() => connection.available, 'commands connected again')
    await connection.commands.publish(channel, 'two')
    await until(() => heard.includes('two'), 'message heard after the restart')
  })
})
