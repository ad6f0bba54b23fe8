import type { Transaction } from '../../../domain/ledger/transaction.js'
import { deriveTemplate } from '../../../domain/extraction/notification/template/derive-template.js'
import { readingFor } from '../../../domain/extraction/notification/template/notification-reading.js'
import type { Clock } from '../../ports/clock.js'
import type { LedgerChangeListener } from '../../ports/ledger-change-listener.js'
import type { Log } from '../../ports/log.js'
import type { NotificationReadingRepository } from '../../ports/notification-reading-repository.js'
import type { NotificationTemplateRepository } from '../../ports/notification-template-repository.js'

export interface LearnFromCorrectionDeps {
  notificationReadings: NotificationReadingRepository
  notificationTemplates: NotificationTemplateRepository
  clock: Clock
  log: Log
}

// The readings a correction looks through: a user corrects what they entered recently.
const RECENT_READINGS = 50

const corrected = (before: Transaction, after: Transaction) =>
  before.amount !== after.amount ||
  before.currency !== after.currency ||
  before.type !== after.type ||
  (before.merchant ?? '') !== (after.merchant ?? '') ||
  (before.category ?? '') !== (after.category ?? '')

/**
 * When the user corrects a transaction that came from a notification (amount, currency, type,
 * merchant or category), the notification it was read from becomes a template for that sender's
 * format, for this user only: the next notification of the same shape reads with it.
 */
export class LearnFromCorrection implements LedgerChangeListener<Transaction> {
  readonly #readings: NotificationReadingRepository
  readonly #templates: NotificationTemplateRepository
  readonly #clock: Clock
  readonly #log: Log

  constructor({ notificationReadings, notificationTemplates, clock, log }: LearnFromCorrectionDeps) {
    this.#readings = notificationReadings
    this.#templates = notificationTemplates
    this.#clock = clock
    this.#log = log
  }

  async updated(userId: string, before: Transaction, after: Transaction): Promise<void> {
    if (before.source !== 'notification' || !corrected(before, after)) return
    try {
      const readings = await this.#readings.recent(userId, after.updatedAt, RECENT_READINGS)
      const reading = readingFor(before, readings)
      if (!reading) return
      const template = deriveTemplate(reading.text, reading.sender, {
        amount: after.amount,
        currency: after.currency,
        type: after.type,
        merchant: after.merchant,
        category: after.category,
      })
      if (template) await this.#templates.save(userId, template, this.#clock.now())
    } catch (error) {
      // The correction itself is stored; only the learning is lost.
      this.#log.warn(
        { err: error, transactionId: after.id },
        'could not learn from a notification correction',
      )
    }
  }
}
