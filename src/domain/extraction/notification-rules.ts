import { decimal } from '../money.js'
import { findMoneyMentions } from './money-mentions.js'
import type { NotificationInput, RulesVerdict } from './notification.js'
import { accountLast4Of, merchantOf, referenceOf, roleOf } from './notification-fields.js'
import { occurredAtOf } from './notification-time.js'
import { nonTransactionReason, WALLET_LAYOUT, wordingOf } from './notification-wording.js'

/**
 * The rules engine for bank, card and wallet notifications. It answers only for what it
 * recognises: an amount with a currency and money wording (or a wallet's "$12.00 with Visa ••1234"
 * layout). Messages that are surely not transactions (one-time passwords, promotions, reminders,
 * declined payments, balance-only) say why. Everything else is `unknown`, for the model.
 *
 * Every amount it returns is read from the text, never computed.
 */
export function parseNotificationByRules(input: NotificationInput): RulesVerdict {
  const text = input.text.replace(/\s+/g, ' ').trim()
  const mentions = findMoneyMentions(text)

  const reason = nonTransactionReason(text)
  if (reason)
    return {
      outcome: 'not_transaction',
      reason,
      confidence: reason === 'promotion' || reason === 'reminder' ? 0.85 : 0.95,
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
  if (!moved) {
    return balance
      ? { outcome: 'not_transaction', reason: 'balance_only', confidence: 0.9 }
      : { outcome: 'unknown' }
  }
  if (decimal(moved.amount).lte(0)) return { outcome: 'unknown' }

  const layout =
    wording ??
    (WALLET_LAYOUT.test(text)
      ? ({ type: 'expense', direction: 'debit', strength: 'weak' } as const)
      : undefined)
  if (!layout) return { outcome: 'unknown' }

  const merchant = merchantOf(text, layout.direction)
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
      occurredAt: occurredAtOf(text, input.receivedAt, moved.currency === 'USD'),
      reference: referenceOf(text),
    },
  }
}
