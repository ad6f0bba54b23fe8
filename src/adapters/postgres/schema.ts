import type { AdvisorTables } from './tables/advisor.js'
import type { LedgerTables } from './tables/ledger.js'

/**
 * The Kysely view of the whole database, private to adapters/postgres. Each area keeps its
 * tables in tables/<area>.ts and joins them here.
 */
export interface Database extends AdvisorTables, LedgerTables {}
