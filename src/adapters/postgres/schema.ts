import type { BankSyncTables } from './tables/bank-sync.js'
import type { BudgetTables } from './tables/budgets.js'
import type { CategoryTables } from './tables/categories.js'
import type { CategorizationTables } from './tables/categorization.js'
import type { InsightTables } from './tables/insights.js'
import type { AdvisorTables } from './tables/advisor.js'
import type { LedgerTables } from './tables/ledger.js'
import type { MemoryTables } from './tables/memory.js'
import type { NewsletterTables } from './tables/newsletter.js'
import type { NotificationTables } from './tables/notifications.js'
import type { ImportTables } from './tables/imports.js'
import type { ExtractionTables } from './tables/extraction.js'
import type { PortfolioTables } from './tables/portfolio.js'
import type { RuleTables } from './tables/rules.js'

/**
 * The Kysely view of the whole database, private to adapters/postgres. Each area keeps its
 * tables in tables/<area>.ts and joins them here.
 */
export interface Database
  extends
    InsightTables,
    AdvisorTables,
    LedgerTables,
    NewsletterTables,
    NotificationTables,
    MemoryTables,
    ImportTables,
    ExtractionTables,
    PortfolioTables,
    BankSyncTables,
    CategoryTables,
    RuleTables,
    CategorizationTables,
    BudgetTables {}
