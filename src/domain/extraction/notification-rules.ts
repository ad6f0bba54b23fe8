import { decimal } from '../money.js'
import { findMoneyMentions, type MoneyMention } from './money-mentions.js'
import type { NotificationInput, RulesVerdict } from './notification.js'
import { lookalikeIntentOf, REASON_OF_INTENT } from './notification/classifiers/intent.js'
import { saysMoneyMoved } from './notification/classifiers/posted-evidence.js'
import { accountLast4Of } from './notification/fields/account-hint.js'
import { bareAmounts } from './notification/fields/bare-amount.js'
import { roleOf } from './notification/fields/amount-role.js'
import { channelOf } from './notification/fields/channel.js'
import { signedBookingOf, wordingOf, type Wording } from './notification/fields/direction.js'
import { leadingNameOf, merchantOf } from './notification/fields/merchant.js'
import { referenceOf } from './notification/fields/reference.js'
import { LEXICONS, SPANISH, wordsOf } from './notification/lexicon/index.js'
import { narrowFullWidth } from './notification/full-width.js'
import { countryOf, zoneOfCurrency } from './notification/market.js'
import { occurredAtOf } from './notification-time.js'

const BALANCE_WORDS = wordsOf((l) => l.balance, LEXICONS)

/**
 * The rules engine for bank, card and wallet notifications, offline: the markets and languages
 * of `notification/lexicon/`. It answers only for what it recognises: an amount with a currency
 * and money wording that says the money moved (notification/classifiers/posted-evidence.ts), or a
 * known layout (a signed booking, a wallet's "$12.00 with Visa ••1234"). Messages that are surely not
 * transactions (one-time passwords, promotions, loan offers, reminders, requests, mandates,
 * declined payments, balance-only) say why. Everything else is `unknown`, for the model.
 *
 * Every amount it returns is read from the text, never computed. Every regular expression it runs
 * uses bounded quantifiers around fixed words (test/domain/notification-adversarial.test.ts).
 */
export function parseNotificationByRules(input: NotificationInput): RulesVerdict {
  const text = narrowFullWidth(input.text).replace(/\s+/g, ' ').trim()
  const country = countryOf(text, input.app)
  const marked = findMoneyMentions(text, { country, spanish: SPANISH.test(text) })
  const mentions = marked.length === 0 ? bareAmounts(text) : marked

  // A look-alike is refused before any field is read.
  const intent = lookalikeIntentOf(text)
  if (intent) {
    const reason = REASON_OF_INTENT[intent]
    return {
      outcome: 'not_transaction',
      reason,
      intent,
      confidence: reason === 'promotion' || reason === 'reminder' ? 0.85 : 0.95,
    }
  }
  const wording = wordingOf(text)
  if (mentions.length === 0) {
    // No amount and no money words: an announcement, not a transaction.
    return wording
      ? { outcome: 'unknown' }
      : { outcome: 'not_transaction', reason: 'no_amount', confidence: 0.8 }
  }

  const roles = mentions.map((m) => ({ mention: m, role: roleOf(text, m) }))
  const moved = roles.find((r) => r.role === 'amount')?.mention
  const balance = roles.find((r) => r.role === 'balance')?.mention
  if (!moved || (!wording && BALANCE_WORDS.test(text))) {
    return balance || BALANCE_WORDS.test(text)
      ? { outcome: 'not_transaction', reason: 'balance_only', intent: 'balance', confidence: 0.9 }
      : { outcome: 'unknown' }
  }
  if (decimal(moved.amount).lte(0)) return { outcome: 'unknown' }

  const layout = wording ?? signedBookingOf(text, moved) ?? walletLayout(text, moved)
  if (!layout) return { outcome: 'unknown' }
  // Money words without a word that the money moved: perhaps a look-alike in words no list holds.
  if (layout === wording && !saysMoneyMoved(text)) return { outcome: 'unknown' }

  const channel = channelOf(text, layout.type, input.app, moved.currency)
  const merchant =
    channel === 'atm'
      ? null
      : (merchantOf(text, layout.direction) ?? (wording ? null : leadingNameOf(text, moved.start)))
  const accountLast4 = accountLast4Of(text)
  let confidence = layout.strength === 'strong' ? 0.8 : 0.7
  if (merchant) confidence += 0.1
  if (accountLast4) confidence += 0.05
  return {
    outcome: 'transaction',
    confidence: Math.min(0.95, Number(confidence.toFixed(2))),
    transaction: {
      type: layout.type,
      direction: layout.direction,
      amount: moved.amount,
      currency: moved.currency,
      merchant,
      accountLast4,
      balanceAfter: balance ? balance.amount : null,
      occurredAt: occurredAtOf(
        text,
        input.receivedAt,
        moved.currency === 'USD',
        zoneOfCurrency(moved.currency),
      ),
      reference: referenceOf(text),
      channel,
    },
  }
}

// Wallets (Google Wallet, Apple Pay, Monzo) write only "$12.00 with Visa ••1234", "💸 £4.20 at
// Greggs" or "Blue Bottle Coffee: $6.25 with Mastercard ••9043": an amount first (after at most a
// name and a colon, or an emoji), then "with", "at", "using" or "on".
const AFTER_AMOUNT = /^ (?:with|at|using|on) \S/iu
const BEFORE_AMOUNT = /^(?:[^:]{2,40}: ?|[^\p{L}\p{N}]{0,3})$/u

function walletLayout(text: string, moved: MoneyMention): Wording | undefined {
  if (!BEFORE_AMOUNT.test(text.slice(0, moved.start))) return undefined
  if (!AFTER_AMOUNT.test(text.slice(moved.end, moved.end + 12))) return undefined
  return { type: 'expense', direction: 'debit', strength: 'weak' }
}
