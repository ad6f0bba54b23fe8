import { DAY_MS } from '../../../domain/calendar.js'
import { ValidationError } from '../../../domain/errors.js'
import { amountAppearsIn, parseWrittenNumber } from '../../../domain/extraction/money-mentions.js'
import type {
  NotificationTransaction,
  ParsedNotification,
  RulesVerdict,
} from '../../../domain/extraction/notification.js'
import { parseNotificationByRules } from '../../../domain/extraction/notification-rules.js'
import { occurredAtOf } from '../../../domain/extraction/notification-time.js'
import { senderOf } from '../../../domain/extraction/notification/market.js'
import { channelOf } from '../../../domain/extraction/notification/fields/channel.js'
import { toCurrencyCode, decimal, type DecimalString } from '../../../domain/money.js'
import { fitTransactionText } from '../../../domain/ledger/transaction-text.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { Llm } from '../../ports/llm.js'
import type { Log } from '../../ports/log.js'
import type { NotificationReadingRepository } from '../../ports/notification-reading-repository.js'
import type { NotificationTemplateRepository } from '../../ports/notification-template-repository.js'
import { readByTemplates } from '../../../domain/extraction/notification/template/read-by-templates.js'
import {
  NOTIFICATION_SYSTEM_PROMPT,
  notificationAnswer,
  type NotificationAnswer,
} from './notification-answer.js'

export interface ExtractionPolicy {
  /** Rules verdicts at least this sure answer alone; below it the model is asked (when configured). */
  readonly rulesMinConfidence: number
  readonly maxNotificationChars: number
}

/** The per-user limit on model use (requests a minute, tokens a day); throws RateLimitedError. */
export interface ModelAdmission {
  admit(userId: string): Promise<void>
}

export interface ParseNotificationDeps {
  llm: Llm
  modelUseLimit: ModelAdmission
  clock: Clock
  extractionPolicy: ExtractionPolicy
  notificationTemplates: NotificationTemplateRepository
  notificationReadings: NotificationReadingRepository
  ids: IdGenerator
  log: Log
}

/** How long a parsed notification is kept for learning from a correction of it. */
export const READING_RETENTION_DAYS = 30

export interface ParseNotificationInput {
  readonly userId: string
  readonly text: string
  readonly app?: string | undefined
  readonly receivedAt?: Date | undefined
}

const fromVerdict = (verdict: Exclude<RulesVerdict, { outcome: 'unknown' }>): ParsedNotification =>
  verdict.outcome === 'transaction'
    ? {
        isTransaction: true,
        transaction: verdict.transaction,
        confidence: verdict.confidence,
        method: 'rules',
        reason: null,
      }
    : {
        isTransaction: false,
        transaction: null,
        confidence: verdict.confidence,
        method: 'rules',
        reason: verdict.reason,
      }

/**
 * A transaction out of a notification: the user's own templates for the sender first (learnt from
 * the user's corrections), then the rules; the fast tier for what they do not know or are unsure
 * of, when a model is configured. The model's answer is checked: every amount it gives must be
 * written in the text, or the answer is not trusted. Each notification read is kept for
 * READING_RETENTION_DAYS, for the user's own later corrections.
 */
export class ParseNotification {
  readonly #llm: Llm
  readonly #limit: ModelAdmission
  readonly #clock: Clock
  readonly #policy: ExtractionPolicy
  readonly #templates: NotificationTemplateRepository
  readonly #readings: NotificationReadingRepository
  readonly #ids: IdGenerator
  readonly #log: Log

  constructor(deps: ParseNotificationDeps) {
    this.#llm = deps.llm
    this.#limit = deps.modelUseLimit
    this.#clock = deps.clock
    this.#policy = deps.extractionPolicy
    this.#templates = deps.notificationTemplates
    this.#readings = deps.notificationReadings
    this.#ids = deps.ids
    this.#log = deps.log
  }

  async execute(input: ParseNotificationInput): Promise<ParsedNotification> {
    const text = input.text.trim()
    if (text === '') throw ValidationError.field('/text', 'must not be empty')
    if (text.length > this.#policy.maxNotificationChars)
      throw ValidationError.field('/text', `must be at most ${this.#policy.maxNotificationChars} characters`)
    const receivedAt = input.receivedAt ?? this.#clock.now()
    const sender = senderOf(text, input.app)
    const templates = await this.#templates.forSender(input.userId, sender)
    const read =
      readByTemplates(templates, { text, app: input.app, receivedAt }) ??
      (await this.#parse(input, text, receivedAt))
    // Whichever path read it, the merchant fits the ledger, so the client can POST it as it is.
    const parsed = read.transaction ? { ...read, transaction: fitTransactionText(read.transaction) } : read
    await this.#remember(input.userId, sender, text, parsed)
    return parsed
  }

  async #remember(userId: string, sender: string, text: string, parsed: ParsedNotification): Promise<void> {
    const now = this.#clock.now()
    try {
      await this.#readings.record(
        userId,
        {
          id: this.#ids.newId(),
          sender,
          text,
          amount: parsed.transaction?.amount ?? null,
          currency: parsed.transaction?.currency ?? null,
          occurredAt: parsed.transaction?.occurredAt ?? null,
          createdAt: now,
        },
        new Date(now.getTime() - READING_RETENTION_DAYS * DAY_MS),
      )
    } catch (error) {
      // The reading is the answer; only a later correction's learning depends on this.
      this.#log.warn({ err: error }, 'could not keep a parsed notification for learning')
    }
  }

  async #parse(input: ParseNotificationInput, text: string, receivedAt: Date): Promise<ParsedNotification> {
    const verdict = parseNotificationByRules({ text, app: input.app, receivedAt })
    const sure = verdict.outcome !== 'unknown' && verdict.confidence >= this.#policy.rulesMinConfidence
    if (sure || !this.#llm.configured) {
      return verdict.outcome === 'unknown'
        ? { isTransaction: false, transaction: null, confidence: 0.2, method: 'rules', reason: null }
        : fromVerdict(verdict)
    }

    await this.#limit.admit(input.userId)
    const answer = await this.#llm.structured({
      tier: 'fast',
      schema: notificationAnswer,
      schemaName: 'notification_transaction',
      userId: input.userId,
      temperature: 0,
      messages: [
        { role: 'system', content: NOTIFICATION_SYSTEM_PROMPT },
        {
          role: 'user',
          content: `${input.app ? `App: ${input.app}\n` : ''}Received at: ${receivedAt.toISOString()}\nNotification:\n${text}`,
        },
      ],
    })
    const transaction = answer.is_transaction ? toTransaction(answer, text, receivedAt, input.app) : undefined
    if (transaction)
      return {
        isTransaction: true,
        transaction,
        confidence: clampConfidence(answer.confidence),
        method: 'llm',
        reason: null,
      }
    if (answer.is_transaction && verdict.outcome === 'transaction') return fromVerdict(verdict) // the model's amount was not in the text
    return {
      isTransaction: false,
      transaction: null,
      confidence: answer.is_transaction ? 0.2 : clampConfidence(answer.confidence),
      method: 'llm',
      reason: answer.is_transaction ? null : answer.reason,
    }
  }
}

const clampConfidence = (c: number | null) => Math.min(0.9, Math.max(0, c ?? 0.75))

/** An amount the model copied from the text, or undefined when it is not a number written there. */
function writtenAmount(raw: string | null, text: string): DecimalString | undefined {
  if (raw === null) return undefined
  const cleaned = raw.replace(/[^\d.,'\s]/g, '').trim()
  const value = parseWrittenNumber(cleaned)
  if (value === undefined || decimal(value).lte(0) || !amountAppearsIn(text, value)) return undefined
  return value
}

function toTransaction(
  a: NotificationAnswer,
  text: string,
  receivedAt: Date,
  app: string | undefined,
): NotificationTransaction | undefined {
  const amount = writtenAmount(a.amount, text)
  const currency = toCurrencyCode(a.currency)
  if (!amount || !currency || !a.type) return undefined
  const occurred = a.occurred_at ? new Date(a.occurred_at) : undefined
  const last4 = a.account_last4?.replace(/\D/g, '').slice(-4)
  return {
    type: a.type,
    direction: a.direction ?? (a.type === 'income' ? 'credit' : 'debit'),
    amount,
    currency,
    merchant: a.merchant?.trim() || null,
    accountLast4: last4 && last4.length === 4 && text.includes(last4) ? last4 : null,
    balanceAfter: writtenAmount(a.balance_after, text) ?? null,
    occurredAt:
      occurred && !Number.isNaN(occurred.getTime())
        ? occurred
        : occurredAtOf(text, receivedAt, currency === 'USD'),
    reference: a.reference?.trim().slice(0, 100) || null,
    // The model is not asked for the channel: the rules' reader tells it from the text and the app.
    channel: channelOf(text, a.type, app, currency),
  }
}
