import { asValue } from 'awilix'
import type { Llm } from '../../application/ports/llm.js'
import { ParseBill } from '../../application/use-cases/extraction/parse-bill.js'
import {
  ParseNotification,
  type ExtractionPolicy,
  type ModelAdmission,
} from '../../application/use-cases/extraction/parse-notification.js'
import { KyselyNotificationReadingRepository } from '../../adapters/postgres/kysely-notification-reading-repository.js'
import { KyselyNotificationTemplateRepository } from '../../adapters/postgres/kysely-notification-template-repository.js'
import type { LedgerChangeListener } from '../../application/ports/ledger-change-listener.js'
import type { NotificationReadingRepository } from '../../application/ports/notification-reading-repository.js'
import type { NotificationTemplateRepository } from '../../application/ports/notification-template-repository.js'
import { LearnFromCorrection } from '../../application/use-cases/extraction/learn-from-correction.js'
import type { Transaction } from '../../domain/ledger/transaction.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface ExtractionCradle {
  extractionPolicy: ExtractionPolicy
  parseNotification: ParseNotification
  parseBill: ParseBill
  notificationReadings: NotificationReadingRepository
  notificationTemplates: NotificationTemplateRepository
  /** Told by the ledger after a transaction update: learns templates from corrections. */
  notificationCorrections: LedgerChangeListener<Transaction>
}

interface ExtractionNeeds extends Pick<FoundationCradle, 'clock' | 'db' | 'ids' | 'log'> {
  llm: Llm
  /** The advisor area's per-user model limit, shared by every AI route. */
  modelUseLimit: ModelAdmission
}

const singleton = singletonsOf<ExtractionCradle & ExtractionNeeds>()

/** Notification and bill parsing: the rules, then the fast tier. */
export const extractionArea = defineArea<ExtractionCradle, ExtractionNeeds>('extraction', ({ config }) => ({
  extractionPolicy: asValue(config.extraction),
  parseNotification: singleton(ParseNotification),
  parseBill: singleton(ParseBill),
  notificationReadings: singleton(KyselyNotificationReadingRepository),
  notificationTemplates: singleton(KyselyNotificationTemplateRepository),
  notificationCorrections: singleton(LearnFromCorrection),
}))
