import { asFunction } from 'awilix'
import type { Kysely } from 'kysely'
import type {
  ComponentHealth,
  ReadinessChecks,
  ShutdownState,
} from '../../application/ports/component-health.js'
import { CheckReadiness } from '../../application/use-cases/check-readiness.js'
import { DatabaseHealth } from '../../adapters/postgres/database-health.js'
import type { Database } from '../../adapters/postgres/schema.js'
import { defineArea, singletonsOf } from './area.js'

export interface HealthCradle {
  databaseHealth: ComponentHealth
  readinessChecks: ReadinessChecks
  checkReadiness: CheckReadiness
}

/** Each area registers its own `<component>Health`; /ready lists them here. */
interface HealthNeeds {
  db: Kysely<Database>
  shutdownState: ShutdownState
  embeddingHealth: ComponentHealth
  llmHealth: ComponentHealth
  pushHealth: ComponentHealth
  schedulerHealth: ComponentHealth
  redisHealth: ComponentHealth
}

type Reads = HealthCradle & HealthNeeds
const singleton = singletonsOf<Reads>()

/** /ready: the components it reports (docs/api.md "Health"). */
export const healthArea = defineArea<HealthCradle, HealthNeeds>('health', () => ({
  databaseHealth: singleton(DatabaseHealth),
  readinessChecks: asFunction((c: Reads): ReadinessChecks => ({
    database: c.databaseHealth,
    embedding: c.embeddingHealth,
    llm: c.llmHealth,
    push: c.pushHealth,
    scheduler: c.schedulerHealth,
    redis: c.redisHealth,
  })).singleton(),
  checkReadiness: singleton(CheckReadiness),
}))
