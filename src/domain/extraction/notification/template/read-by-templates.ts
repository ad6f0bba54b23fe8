import { findMoneyMentions } from '../../money-mentions.js'
import type { NotificationInput, ParsedNotification } from '../../notification.js'
import { occurredAtOf } from '../../notification-time.js'
import { accountLast4Of } from '../fields/account-hint.js'
import { roleOf } from '../fields/amount-role.js'
import { channelOf } from '../fields/channel.js'
import { referenceOf } from '../fields/reference.js'
import { zoneOfCurrency } from '../market.js'
import { matchTemplate, templatePattern } from './match-template.js'
import type { NotificationTemplate } from './notification-template.js'
import { narrowFullWidth } from '../full-width.js'

// Compiled patterns by shape: a template's regular expression is built once per process.
const PATTERNS = new Map<string, RegExp>()
const MAX_PATTERNS = 5_000

function patternOf(template: NotificationTemplate): RegExp {
  const key = `${template.sender}\u0000${template.shape}`
  let pattern = PATTERNS.get(key)
  if (!pattern) {
    if (PATTERNS.size >= MAX_PATTERNS) PATTERNS.clear()
    pattern = templatePattern(template)
    PATTERNS.set(key, pattern)
  }
  return pattern
}

/**
 * The reading of the first of the user's templates (for this sender) that fits the text, or
 * undefined. Amount, merchant, type and currency come from the template; the account hint, the
 * balance, the reference, the time and the channel from the rules' field readers.
 */
export function readByTemplates(
  templates: readonly NotificationTemplate[],
  input: NotificationInput,
): ParsedNotification | undefined {
  for (const template of templates) {
    const reading = matchTemplate(template, input.text, patternOf(template))
    if (!reading) continue
    const text = narrowFullWidth(input.text).replace(/\s+/g, ' ').trim()
    const balance = findMoneyMentions(text).find(
      (m) => m.amount !== reading.amount && roleOf(text, m) === 'balance',
    )
    return {
      isTransaction: true,
      confidence: 0.9,
      method: 'template',
      reason: null,
      category: reading.category,
      transaction: {
        type: template.type,
        direction: template.direction,
        amount: reading.amount,
        currency: template.currency,
        merchant: reading.merchant,
        accountLast4: accountLast4Of(text),
        balanceAfter: balance?.amount ?? null,
        occurredAt: occurredAtOf(
          text,
          input.receivedAt,
          template.currency === 'USD',
          zoneOfCurrency(template.currency),
        ),
        reference: referenceOf(text),
        channel: channelOf(text, template.type, input.app, template.currency),
      },
    }
  }
  return undefined
}
