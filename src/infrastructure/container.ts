import { createContainer, InjectionMode, type AwilixContainer } from 'awilix'
import type { HttpCradle } from '../adapters/http/http-cradle.js'
import type { Config } from './config/config.js'
import {
  registrationsOf,
  type CradleOf,
  type Infrastructure,
  type NoneOr,
  type SharedKeys,
  type Unmet,
  type UnmetNeeds,
} from './wiring/area.js'
import { advisorArea } from './wiring/advisor.js'
import { embeddingArea } from './wiring/embedding.js'
import { extractionArea } from './wiring/extraction.js'
import { foundationArea } from './wiring/foundation.js'
import { healthArea } from './wiring/health.js'
import { importsArea } from './wiring/imports.js'
import { bankSyncArea } from './wiring/bank-sync.js'
import { categoriesArea } from './wiring/categories.js'
import { categorizationArea } from './wiring/categorization.js'
import { budgetsArea } from './wiring/budgets.js'
import { recurringArea } from './wiring/recurring.js'
import { priceStreamArea } from './wiring/price-stream.js'
import { sharedStateArea } from './wiring/shared-state.js'
import { portfolioArea } from './wiring/portfolio.js'
import { insightsArea } from './wiring/insights.js'
import { ledgerArea } from './wiring/ledger.js'
import { llmArea } from './wiring/llm.js'
import { marketArea } from './wiring/market.js'
import { memoryArea } from './wiring/memory.js'
import { newsletterArea } from './wiring/newsletter.js'
import { notificationsArea } from './wiring/notifications.js'
import { schedulerArea } from './wiring/scheduler.js'
import { usersArea } from './wiring/users.js'

export type { Infrastructure } from './wiring/area.js'

/** Every area of the service, one line each (docs/architecture.md "Adding an area"). Order does not matter. */
const AREAS = [
  foundationArea,
  healthArea,
  usersArea,
  ledgerArea,
  insightsArea,
  extractionArea,
  notificationsArea,
  marketArea,
  memoryArea,
  embeddingArea,
  llmArea,
  advisorArea,
  newsletterArea,
  schedulerArea,
  importsArea,
  portfolioArea,
  bankSyncArea,
  sharedStateArea,
  priceStreamArea,
  categoriesArea,
  categorizationArea,
  budgetsArea,
  recurringArea,
] as const

/** Everything the container holds: each area's own keys. */
export type Cradle = CradleOf<typeof AREAS>

// Compile-time checks of the composition; a failure names the offending keys.
/** No key is registered by two areas. */
const sharedKeys: NoneOr<SharedKeys<typeof AREAS>> = 'none'
/** Every key an area reads is registered, with a type the reader can use. */
const unmetNeeds: NoneOr<UnmetNeeds<typeof AREAS>> = 'none'
/** Every key the HTTP routes use is registered, with the type they expect. */
const unmetByHttp: NoneOr<Unmet<HttpCradle, Cradle>> = 'none'
void [sharedKeys, unmetNeeds, unmetByHttp]

/** The composition root: the only code that knows which adapter backs which port. */
export function buildContainer(config: Config, infra: Infrastructure): AwilixContainer<Cradle> {
  const container = createContainer<Cradle>({ injectionMode: InjectionMode.PROXY, strict: true })
  container.register(registrationsOf(AREAS, { config, infra }))
  return container
}
