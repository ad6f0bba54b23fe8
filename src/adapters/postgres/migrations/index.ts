import type { Migration } from 'kysely/migration'
import * as ledger from './0001-ledger.js'
import * as memory from './0002-memory.js'
import * as advisor from './0003-advisor.js'
import * as insights from './0004-insights.js'
import * as newsletterNotifications from './0005-newsletter-notifications.js'
import * as imports from './0006-imports.js'
import * as netWorth from './0007-net-worth.js'
import * as notificationTemplates from './0008-notification-templates.js'
import * as bankSync from './0009-bank-sync.js'
import * as categories from './0010-categories.js'
import * as rules from './0011-rules.js'
import * as categorization from './0012-categorization.js'
import * as budgets from './0013-budgets.js'
import * as importRowRules from './0014-import-row-rules.js'

/**
 * Every migration, in order. Kysely's Migrator runs them by name; add each area's migration here
 * with the next number. Listed explicitly (no folder scan) so bundlers and tsx behave the same.
 */
export const migrations: Record<string, Migration> = {
  '0001-ledger': ledger,
  '0002-memory': memory,
  '0003-advisor': advisor,
  '0004-insights': insights,
  '0005-newsletter-notifications': newsletterNotifications,
  '0006-imports': imports,
  '0007-net-worth': netWorth,
  '0008-notification-templates': notificationTemplates,
  '0009-bank-sync': bankSync,
  '0010-categories': categories,
  '0011-rules': rules,
  '0012-categorization': categorization,
  '0013-budgets': budgets,
  '0014-import-row-rules': importRowRules,
}
