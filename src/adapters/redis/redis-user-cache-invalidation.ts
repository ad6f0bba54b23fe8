import type { UserCacheInvalidation, UserCacheScope } from '../cache/user-cache-invalidation.js'
import type { RedisConnection } from './redis-connection.js'

/**
 * The per-user caches' invalidations over Redis pub/sub (docs/scale-out.md "Per-user caches"): a
 * write publishes its user on one channel; every instance drops that user's entries. Pub/sub
 * delivers to the subscribers connected at that moment only, so the session is the channel's
 * subscription (RedisConnection.channelSession): a reconnect starts a new one and the entries
 * read before it are not served. A publish that fails (Redis away for this instance only) is the
 * one gap this cannot see; the caches' TTL bounds it.
 */
export class RedisUserCacheInvalidation implements UserCacheInvalidation {
  readonly #redis: RedisConnection
  readonly #channel: string

  constructor(redis: RedisConnection) {
    this.#redis = redis
    this.#channel = redis.key('cache:user-changed')
  }

  async publish(userId: string, scope: UserCacheScope): Promise<void> {
    if (!this.#redis.available) return
    await this.#redis.commands
      .publish(this.#channel, `${scope} ${userId}`)
      .catch((error: unknown) => this.#redis.failed(error))
  }

  listen(forget: (userId: string, scope: UserCacheScope) => void): void {
    this.#redis.subscribe(this.#channel, (message) => {
      const [scope, userId] = message.split(' ')
      if (!userId) return
      // Anything but a choices-only change or an erasure drops everything: the safe reading of an
      // unknown scope.
      forget(userId, scope === 'merchant-choices' || scope === 'erased' ? scope : 'all')
    })
  }

  session(): number | undefined {
    return this.#redis.channelSession(this.#channel)
  }
}
