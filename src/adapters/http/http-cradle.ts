import type { CheckReadiness } from '../../application/use-cases/check-readiness.js'
import type { HttpMetrics } from './http-metrics.js'
import type { QuotaSource } from './rate-limit-headers.js'
import type { AdvisorHttpCradle } from './advisor/advisor-http-cradle.js'
import type { ExtractionHttpCradle } from './extraction/extraction-http-cradle.js'
import type { InsightHttpCradle } from './insights/insight-http-cradle.js'
import type { LedgerHttpCradle } from './ledger/ledger-http-cradle.js'
import type { MarketHttpCradle } from './market/market-http-cradle.js'
import type { MemoryHttpCradle } from './memory/memory-http-cradle.js'
import type { NewsletterHttpCradle } from './newsletter/newsletter-http-cradle.js'
import type { NotificationHttpCradle } from './notifications/notification-http-cradle.js'
import type { UserHttpCradle } from './users/user-http-cradle.js'
import type { ImportsHttpCradle } from './imports/imports-http-cradle.js'
import type { BankSyncHttpCradle } from './bank-sync/bank-sync-http-cradle.js'
import type { PortfolioHttpCradle } from './portfolio/portfolio-http-cradle.js'
import type { PriceStreamHttpCradle } from './market/price-stream-http-cradle.js'
import type { CategorizationHttpCradle } from './categorization/categorization-http-cradle.js'
import type { CategoriesHttpCradle } from './categories/categories-http-cradle.js'
import type { RulesHttpCradle } from './rules/rules-http-cradle.js'
import type { BudgetHttpCradle } from './budgets/budget-http-cradle.js'
import type { RecurringHttpCradle } from './recurring/recurring-http-cradle.js'

/** What the app itself and the service routes need. */
export interface CoreHttpCradle {
  checkReadiness: CheckReadiness
  metrics: HttpMetrics
  /** The per-user model limit, read for the RateLimit headers of the AI routes. */
  modelQuota: QuotaSource
}

/**
 * Everything HTTP needs, resolved once when the routes are built (never per request). Each area
 * declares its own part next to its routes (e.g. MarketHttpCradle in market/) and joins it here;
 * infrastructure's Cradle extends this.
 */
export interface HttpCradle
  extends
    CoreHttpCradle,
    UserHttpCradle,
    LedgerHttpCradle,
    ExtractionHttpCradle,
    InsightHttpCradle,
    NotificationHttpCradle,
    MarketHttpCradle,
    MemoryHttpCradle,
    AdvisorHttpCradle,
    NewsletterHttpCradle,
    ImportsHttpCradle,
    PortfolioHttpCradle,
    BankSyncHttpCradle,
    PriceStreamHttpCradle,
    CategorizationHttpCradle,
    CategoriesHttpCradle,
    RulesHttpCradle,
    BudgetHttpCradle,
    RecurringHttpCradle {}
