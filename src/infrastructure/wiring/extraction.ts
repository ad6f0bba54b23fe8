import { asFunction, asValue, type AwilixContainer } from 'awilix'
import type { InsightNotifier } from '../../application/ports/insight-notifier.js'
import { silentInsightNotifier } from '../../application/ports/insight-notifier.js'
import type { InsightRepository } from '../../application/ports/insight-repository.js'
import type { InsightThresholds } from '../../domain/insights/insight.js'
import { ParseBill } from '../../application/use-cases/extraction/parse-bill.js'
import {
  ParseNotification,
  type ExtractionPolicy,
} from '../../application/use-cases/extraction/parse-notification.js'
import { RunDailyInsights } from '../../application/use-cases/insights/run-daily-insights.js'
import { KyselyInsightRepository } from '../../adapters/postgres/kysely-insight-repository.js'
import { KyselyNotificationReadingRepository } from '../../adapters/postgres/kysely-notification-reading-repository.js'
import { KyselyNotificationTemplateRepository } from '../../adapters/postgres/kysely-notification-template-repository.js'
import type { LedgerChangeListener } from '../../application/ports/ledger-change-listener.js'
import type { NotificationReadingRepository } from '../../application/ports/notification-reading-repository.js'
import type { NotificationTemplateRepository } from '../../application/ports/notification-template-repository.js'
import { LearnFromCorrection } from '../../application/use-cases/extraction/learn-from-correction.js'
import type { Transaction } from '../../domain/ledger/transaction.js'
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'

/** What this area adds to the container besides its HTTP-facing use cases. */
export interface ExtractionCradle {
  insights: InsightRepository
  /** Replaced by the notifications area; the default tells no one. */
  insightNotifier: InsightNotifier
  insightThresholds: InsightThresholds
  extractionPolicy: ExtractionPolicy
  notificationReadings: NotificationReadingRepository
  notificationTemplates: NotificationTemplateRepository
  /** Told by the ledger after a transaction update: learns templates from corrections. */
  notificationCorrections: LedgerChangeListener<Transaction>
}

/** Notification and bill parsing (rules, then the fast tier) and the daily insights. */
export function registerExtraction(container: AwilixContainer<Cradle>, config: Config): void {
  container.register({
    insights: asFunction((c: Cradle) => new KyselyInsightRepository(c)).singleton(),
    insightNotifier: asValue(silentInsightNotifier),
    insightThresholds: asValue(config.insights),
    extractionPolicy: asValue(config.extraction),
    parseNotification: asFunction((c: Cradle) => new ParseNotification(c)).singleton(),
    notificationReadings: asFunction((c: Cradle) => new KyselyNotificationReadingRepository(c)).singleton(),
    notificationTemplates: asFunction((c: Cradle) => new KyselyNotificationTemplateRepository(c)).singleton(),
    notificationCorrections: asFunction((c: Cradle) => new LearnFromCorrection(c)).singleton(),
    parseBill: asFunction((c: Cradle) => new ParseBill(c)).singleton(),
    runDailyInsights: asFunction((c: Cradle) => new RunDailyInsights(c)).singleton(),
  })
}
