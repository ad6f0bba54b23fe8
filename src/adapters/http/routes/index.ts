import type { ApiRouter } from '../api-router.js'
import type { HttpCradle } from '../http-cradle.js'
import { memoryRoutes } from '../memory/memory.routes.js'
import { accountRoutes } from '../ledger/account.routes.js'
import { extractionRoutes } from '../extraction/extraction.routes.js'
import { insightRoutes } from '../insights/insight.routes.js'
import { advisorRoutes } from '../advisor/advisor.routes.js'
import { holdingRoutes } from '../ledger/holding.routes.js'
import { marketRoutes } from '../market/market.routes.js'
import { notificationRoutes } from '../notifications/notification.routes.js'
import { newsletterRoutes } from '../newsletter/newsletter.routes.js'
import { transactionRoutes } from '../ledger/transaction.routes.js'
import { userRoutes } from '../users/user.routes.js'
import { healthRoutes } from './health.routes.js'
import { metricsRoutes } from './metrics.routes.js'
import { importRoutes } from '../imports/import.routes.js'
import { transactionExportRoutes } from '../imports/transaction-export.routes.js'
import { categorizeRoutes } from '../categorization/categorize.routes.js'
import { userDataRoutes } from '../users/user-data.routes.js'
import { portfolioRoutes } from '../portfolio/portfolio.routes.js'
import { connectionRoutes } from '../bank-sync/connection.routes.js'
import { priceStreamRoutes } from '../market/price-stream.routes.js'
import { categoryRoutes } from '../categories/category.routes.js'
import { ruleRoutes } from '../rules/rule.routes.js'
import { budgetRoutes } from '../budgets/budget.routes.js'
import { recurringRoutes } from '../recurring/recurring.routes.js'

/** Every route of the API, area by area, each given what it needs. Each area adds one line here. */
export function registerAllRoutes(
  api: ApiRouter,
  deps: HttpCradle,
  info: { title: string; version: string },
): void {
  healthRoutes(api, deps, info)
  userRoutes(api, deps)
  userDataRoutes(api, deps)
  accountRoutes(api, deps)
  transactionExportRoutes(api, deps) // before transactionRoutes: /transactions/export is not an {id}
  categorizeRoutes(api, deps) // before transactionRoutes: /transactions/categorize is not an {id}
  transactionRoutes(api, deps)
  holdingRoutes(api, deps)
  extractionRoutes(api, deps)
  insightRoutes(api, deps)
  marketRoutes(api, deps)
  advisorRoutes(api, deps)
  notificationRoutes(api, deps)
  newsletterRoutes(api, deps)
  memoryRoutes(api, deps)
  metricsRoutes(api, deps)
  importRoutes(api, deps)
  portfolioRoutes(api, deps)
  connectionRoutes(api, deps)
  priceStreamRoutes(api, deps)
  categoryRoutes(api, deps)
  ruleRoutes(api, deps)
  budgetRoutes(api, deps)
  recurringRoutes(api, deps)
}
