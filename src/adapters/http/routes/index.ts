import type { ApiRouter } from '../api-router.js'
import { ragRoutes } from '../memory/rag.routes.js'
import { accountRoutes } from '../ledger/account.routes.js'
import { extractionRoutes } from '../extraction/extraction.routes.js'
import { advisorRoutes } from '../advisor/advisor.routes.js'
import { holdingRoutes } from '../ledger/holding.routes.js'
import { marketRoutes } from '../market/market.routes.js'
import { notificationRoutes } from '../notifications/notification.routes.js'
import { newsletterRoutes } from '../newsletter/newsletter.routes.js'
import { transactionRoutes } from '../ledger/transaction.routes.js'
import { healthRoutes } from './health.routes.js'
import { meRoutes } from './me.routes.js'
import { metricsRoutes } from './metrics.routes.js'
import { priceStreamRoutes } from '../market/price-stream.routes.js'

/** Every route of the API, area by area. Each area adds one line here. */
export function registerAllRoutes(api: ApiRouter, info: { title: string; version: string }): void {
  healthRoutes(api, info)
  meRoutes(api)
  accountRoutes(api)
  transactionRoutes(api)
  holdingRoutes(api)
  extractionRoutes(api)
  marketRoutes(api)
  advisorRoutes(api)
  notificationRoutes(api)
  newsletterRoutes(api)
  ragRoutes(api)
  metricsRoutes(api)
  priceStreamRoutes(api)
}
