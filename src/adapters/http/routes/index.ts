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
import { importRoutes } from '../imports/import.routes.js'
import { transactionExportRoutes } from '../imports/transaction-export.routes.js'
import { userDataRoutes } from '../users/user-data.routes.js'

/** Every route of the API, area by area. Each area adds one line here. */
export function registerAllRoutes(api: ApiRouter, info: { title: string; version: string }): void {
  healthRoutes(api, info)
  meRoutes(api)
  userDataRoutes(api)
  accountRoutes(api)
  transactionExportRoutes(api) // before transactionRoutes: /transactions/export is not an {id}
  transactionRoutes(api)
  holdingRoutes(api)
  extractionRoutes(api)
  marketRoutes(api)
  advisorRoutes(api)
  notificationRoutes(api)
  newsletterRoutes(api)
  ragRoutes(api)
  metricsRoutes(api)
  importRoutes(api)
}
