import { aliasTo, asFunction, asValue } from 'awilix'
import type { Kysely } from 'kysely'
import type pg from 'pg'
import type { Clock } from '../../application/ports/clock.js'
import type { ComponentHealth, ShutdownState } from '../../application/ports/component-health.js'
import type { IdGenerator } from '../../application/ports/id-generator.js'
import type { Log } from '../../application/ports/log.js'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import { systemClock } from '../../adapters/clock/system-clock.js'
import { randomIdGenerator } from '../../adapters/ids/random-id-generator.js'
import { PrometheusMetrics } from '../../adapters/metrics/prometheus-metrics.js'
import { OutboundHttp } from '../../adapters/outbound-http/outbound-http.js'
import { transactionScope } from '../../adapters/postgres/kysely-unit-of-work.js'
import type { Database } from '../../adapters/postgres/schema.js'
import { Lifecycle, type LongLived } from '../lifecycle.js'
import { defineArea } from './area.js'

/** What every area may read: logging, time, ids, the database, metrics, the lifecycle, calls to user-chosen URLs. (Settings reach an area as `boot.config`.) */
export interface FoundationCradle {
  log: Log
  clock: Clock
  ids: IdGenerator
  pool: pg.Pool
  /** Joins the unit of work of the caller, if any (kysely-unit-of-work.ts). */
  db: Kysely<Database>
  unitOfWork: UnitOfWork
  metrics: PrometheusMetrics
  lifecycle: Lifecycle
  shutdownState: ShutdownState
  /** The one client for URLs users choose (bank bridges): public addresses only (docs/operations.md "Security"). */
  outboundHttp: OutboundHttp
}

interface FoundationNeeds {
  /** The embedder_up gauge. */
  embeddingHealth: ComponentHealth
  /** The long-lived parts the lifecycle starts and stops; a new one (a poller) is one more line below. */
  scheduler: LongLived
  /** Waits a moment for Redis at start (shared-state.ts); nothing without REDIS_URL. */
  redisStartup: LongLived
  /** The redis_up gauge (only exported when REDIS_URL is set). */
  redisHealth: ComponentHealth
}

type Reads = FoundationCradle & FoundationNeeds

export const foundationArea = defineArea<FoundationCradle, FoundationNeeds>(
  'foundation',
  ({ config, infra }) => {
    const { db, unitOfWork } = transactionScope(infra.db)
    return {
      log: asValue(infra.logger),
      clock: asValue(infra.clock ?? systemClock),
      ids: asValue(randomIdGenerator),
      pool: asValue(infra.pool),
      db: asValue(db),
      unitOfWork: asValue(unitOfWork),
      metrics: asFunction(
        (c: Reads) =>
          new PrometheusMetrics({
            pool: () => ({ total: c.pool.totalCount, idle: c.pool.idleCount, waiting: c.pool.waitingCount }),
            embedderUp: async () => (await c.embeddingHealth.check()) === 'ok',
            ...(config.redis.url ? { redisUp: async () => (await c.redisHealth.check()) === 'ok' } : {}),
          }),
      ).singleton(),
      lifecycle: asFunction(
        (c: Reads) => new Lifecycle(() => ({ redis: c.redisStartup, scheduler: c.scheduler })),
      ).singleton(),
      // The lifecycle says when this instance stops; /ready reads it.
      shutdownState: aliasTo('lifecycle' satisfies keyof FoundationCradle),
      outboundHttp: asValue(new OutboundHttp({ allowedHosts: config.outboundHttp.allowedHosts })),
    }
  },
)
