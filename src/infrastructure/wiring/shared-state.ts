import { asFunction, asValue } from 'awilix'
import type { ComponentHealth } from '../../application/ports/component-health.js'
import type { RequestWindow } from '../../application/ports/request-window.js'
import { InProcessRequestWindow } from '../../adapters/limits/in-process-request-window.js'
import { InProcessBackoffGate, type BackoffGate } from '../../adapters/market/backoff-gate.js'
import type { SharedCache } from '../../adapters/market/shared-cache.js'
import { RedisBackoffGate } from '../../adapters/redis/redis-backoff-gate.js'
import { RedisConnection } from '../../adapters/redis/redis-connection.js'
import { RedisRequestWindow } from '../../adapters/redis/redis-request-window.js'
import { RedisSharedCache } from '../../adapters/redis/redis-shared-cache.js'
import { RedisUserCacheInvalidation } from '../../adapters/redis/redis-user-cache-invalidation.js'
import {
  inProcessUserCacheInvalidation,
  type UserCacheInvalidation,
} from '../../adapters/cache/user-cache-invalidation.js'
import type { LongLived } from '../lifecycle.js'
import { defineArea } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** What several instances share when REDIS_URL is set (docs/scale-out.md); each part has an in-process twin. */
export interface SharedState {
  /** undefined without REDIS_URL. */
  readonly redis: RedisConnection | undefined
  /** The market caches' shared tier; undefined: in-process caches only. */
  readonly marketCache: SharedCache | undefined
}

export interface SharedStateCradle {
  sharedState: SharedState
  /** /ready's `redis`: ok, degraded (configured, unreachable: serving in process) or disabled. */
  redisHealth: ComponentHealth
  /** Providers' 429 back-off (every instance's with Redis). */
  upstreamBackoff: BackoffGate
  /** The AI per-minute window (every instance's with Redis). */
  requestWindow: RequestWindow
  /** The per-user caches' invalidations (every instance's with Redis). */
  userCacheInvalidation: UserCacheInvalidation
  /** Started by the lifecycle: waits a moment for Redis at start (foundation.ts lists it). */
  redisStartup: LongLived
}

type SharedStateNeeds = Pick<FoundationCradle, 'log'>
type Reads = SharedStateCradle & SharedStateNeeds

/** How long a start waits for Redis before serving without it. */
const CONNECT_GRACE_MS = 2000

const disabled: ComponentHealth = { check: async () => 'disabled' }
const nothingToStart: LongLived = { start: async () => {}, stop: async () => {} }

/** Redis when configured, else the in-process versions of the same ports: behaviour without it is unchanged. */
export const sharedStateArea = defineArea<SharedStateCradle, SharedStateNeeds>(
  'shared state',
  ({ config }) => {
    const { url, keyPrefix, commandTimeoutMs } = config.redis
    if (!url)
      return {
        sharedState: asValue({ redis: undefined, marketCache: undefined }),
        redisHealth: asValue(disabled),
        upstreamBackoff: asValue(new InProcessBackoffGate()),
        requestWindow: asValue(new InProcessRequestWindow()),
        userCacheInvalidation: asValue(inProcessUserCacheInvalidation),
        redisStartup: asValue(nothingToStart),
      }
    return {
      sharedState: asFunction((c: Reads): SharedState => {
        const redis = new RedisConnection({ url, keyPrefix, commandTimeoutMs }, c.log)
        // A lock outlives one provider call (its whole deadline, retries included) by a margin.
        const marketCache = new RedisSharedCache(redis, { leaseMs: config.market.timeoutMs + 1000 })
        return { redis, marketCache }
      })
        .singleton()
        .disposer((state) => state.redis?.close()),
      redisHealth: asFunction((c: Reads) => c.sharedState.redis!).singleton(),
      upstreamBackoff: asFunction((c: Reads) => new RedisBackoffGate(c.sharedState.redis!)).singleton(),
      requestWindow: asFunction((c: Reads) => new RedisRequestWindow(c.sharedState.redis!)).singleton(),
      userCacheInvalidation: asFunction(
        (c: Reads) => new RedisUserCacheInvalidation(c.sharedState.redis!),
      ).singleton(),
      // Connect at start, not at the first request: the service starts whether Redis answers or not
      // (it waits a moment for it, then goes on; the connection keeps retrying and says so once).
      // The container's disposer closes the connection, after the last request.
      redisStartup: asFunction((c: Reads): LongLived => ({
        start: async () => {
          const redis = c.sharedState.redis!
          const until = Date.now() + CONNECT_GRACE_MS
          while (!redis.available && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
        },
        stop: async () => {},
      })).singleton(),
    }
  },
)
