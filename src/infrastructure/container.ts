import { asFunction, asValue, createContainer, InjectionMode, type AwilixContainer } from 'awilix'
import type { Kysely } from 'kysely'
import type pg from 'pg'
import type { Clock } from '../application/ports/clock.js'
import {
  DISABLED,
  type ComponentHealth,
  type ReadinessChecks,
  type ShutdownState,
} from '../application/ports/component-health.js'
import type { IdGenerator } from '../application/ports/id-generator.js'
import type {
  AccountRepository,
  HoldingRepository,
  TransactionRepository,
} from '../application/ports/ledger-repositories.js'
import type { Llm } from '../application/ports/llm.js'
import type { Log } from '../application/ports/log.js'
import type { UserRepository } from '../application/ports/user-repository.js'
import { CheckReadiness } from '../application/use-cases/check-readiness.js'
import { randomIdGenerator } from '../adapters/clock/random-id-generator.js'
import { systemClock } from '../adapters/clock/system-clock.js'
import type { HttpCradle } from '../adapters/http/http-cradle.js'
import type { UsageRecorder } from '../adapters/llm/usage-recorder.js'
import { DatabaseHealth } from '../adapters/postgres/database-health.js'
import { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics.js'
import { transactionScope } from '../adapters/postgres/kysely-unit-of-work.js'
import type { Database } from '../adapters/postgres/schema.js'
import type { Config } from './config/config.js'
import { Lifecycle } from './lifecycle.js'
import type { Logger } from './logger.js'
import { registerLedger } from './wiring/ledger.js'
import { registerExtraction, type ExtractionCradle } from './wiring/extraction.js'
import { registerMemory, type MemoryCradle } from './wiring/memory.js'
import { registerScheduler, type SchedulerCradle } from './wiring/scheduler.js'
import { registerMarket, type MarketCradle } from './wiring/market.js'
import { registerNotifications, type NotificationsCradle } from './wiring/notifications.js'
import { registerNewsletter, type NewsletterCradle } from './wiring/newsletter.js'
import { registerLlm } from './wiring/llm.js'
import { registerAdvisor, type AdvisorCradle } from './wiring/advisor.js'
import { registerEmbedding } from './wiring/embedding.js'
import { registerSharedState, type SharedStateCradle } from './wiring/shared-state.js'
import { registerPriceStream, type PriceStreamCradle } from './wiring/price-stream.js'

/**
 * Everything the container holds. Inbound adapters declare what they may resolve (HttpCradle,
 * job cradles); this extends them with the outbound side. Areas add their keys in wiring/.
 */
export interface Cradle
  extends
    HttpCradle,
    ExtractionCradle,
    NotificationsCradle,
    MarketCradle,
    MemoryCradle,
    SchedulerCradle,
    AdvisorCradle,
    NewsletterCradle,
    SharedStateCradle,
    PriceStreamCradle {
  config: Config
  logger: Logger
  log: Log
  lifecycle: Lifecycle
  shutdownState: ShutdownState
  ids: IdGenerator
  pool: pg.Pool
  db: Kysely<Database>
  users: UserRepository
  accounts: AccountRepository
  transactions: TransactionRepository
  holdings: HoldingRepository
  readinessChecks: ReadinessChecks
  databaseHealth: ComponentHealth
  embeddingHealth: ComponentHealth
  llmHealth: ComponentHealth
  pushHealth: ComponentHealth
  schedulerHealth: ComponentHealth
  llm: Llm
  llmUsage: UsageRecorder
  metrics: PrometheusMetrics
}

export interface Infrastructure {
  readonly pool: pg.Pool
  readonly db: Kysely<Database>
  readonly logger: Logger
  readonly clock?: Clock
}

/** The composition root: the only code that knows which adapter backs which port. */
export function buildContainer(config: Config, infra: Infrastructure): AwilixContainer<Cradle> {
  const container = createContainer<Cradle>({ injectionMode: InjectionMode.PROXY, strict: true })
  const { db, unitOfWork } = transactionScope(infra.db)
  const lifecycle = new Lifecycle()
  container.register({
    config: asValue(config),
    logger: asValue(infra.logger),
    log: asValue(infra.logger),
    lifecycle: asValue(lifecycle),
    shutdownState: asValue(lifecycle),
    clock: asValue(infra.clock ?? systemClock),
    ids: asValue(randomIdGenerator),
    pool: asValue(infra.pool),
    db: asValue(db),
    unitOfWork: asValue(unitOfWork),
    // Each area replaces its own *Health registration; /ready reads them all.
    databaseHealth: asFunction((c: Cradle) => new DatabaseHealth(c)).singleton(),
    embeddingHealth: asValue(DISABLED),
    llmHealth: asValue(DISABLED),
    pushHealth: asValue(DISABLED),
    schedulerHealth: asValue(DISABLED),
    readinessChecks: asFunction((c: Cradle): ReadinessChecks => ({
      database: c.databaseHealth,
      embedding: c.embeddingHealth,
      llm: c.llmHealth,
      push: c.pushHealth,
      scheduler: c.schedulerHealth,
      redis: c.redisHealth,
    })).singleton(),
    checkReadiness: asFunction((c: Cradle) => new CheckReadiness(c)).singleton(),
    metrics: asFunction(
      (c: Cradle) =>
        new PrometheusMetrics({
          pool: () => ({ total: c.pool.totalCount, idle: c.pool.idleCount, waiting: c.pool.waitingCount }),
          embedderUp: async () => (await c.embeddingHealth.check()) === 'ok',
          ...(config.redis.url ? { redisUp: async () => (await c.redisHealth.check()) === 'ok' } : {}),
        }),
    ).singleton(),
  })
  registerLedger(container, config)
  // Before the notifications area, which replaces the default insightNotifier.
  registerExtraction(container, config)
  registerMemory(container, config)
  registerScheduler(container, config)
  registerMarket(container, config)
  registerNotifications(container, config)
  registerNewsletter(container, config)
  registerLlm(container, config)
  registerAdvisor(container, config)
  registerEmbedding(container, config)
  registerSharedState(container, config)
  registerPriceStream(container, config)
  return container
}
