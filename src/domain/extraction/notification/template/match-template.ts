import type { DecimalString } from '../../../money.js'
import { NUMBER_SOURCE, parseWrittenNumber } from '../written-number.js'
import type { NotificationTemplate } from './notification-template.js'
import { narrowFullWidth } from '../full-width.js'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The template as one anchored regular expression. Slots are bounded: a token is one word of at
 * most 40 characters, a name at most 60 characters read lazily up to the next fixed words, an
 * amount one written number; the whole text must match, so a template reads only texts of its
 * own shape, and a failed attempt costs at most the text's length times 60.
 */
export function templatePattern(template: NotificationTemplate): RegExp {
  const source = template.parts
    .map((p) => {
      switch (p.kind) {
        case 'text':
          return escape(p.text)
        case 'token':
          return String.raw`\S{1,40}`
        case 'name':
          return String.raw`(?<name>\S.{0,59}?)`
        case 'amount':
          return `${escape(p.before)}(?<amount>${NUMBER_SOURCE})${escape(p.after)}`
      }
    })
    .join('')
  return new RegExp(`^${source}$`, 'u')
}

export interface TemplateReading {
  readonly amount: DecimalString
  readonly merchant: string | null
  readonly category: string | null
}

const sameName = (a: string | null, b: string | null) =>
  a !== null &&
  b !== null &&
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase()

/** What `template` reads in `text` (whitespace collapsed), or undefined when the text has another shape. */
export function matchTemplate(
  template: NotificationTemplate,
  text: string,
  pattern: RegExp = templatePattern(template),
): TemplateReading | undefined {
  const match = pattern.exec(narrowFullWidth(text).replace(/\s+/g, ' ').trim())
  const amount = match?.groups?.amount ? parseWrittenNumber(match.groups.amount) : undefined
  if (!match || amount === undefined) return undefined
  const merchant = match.groups?.name?.trim() || template.merchant
  return {
    amount,
    merchant,
    category: sameName(merchant, template.categoryMerchant) ? template.category : null,
  }
}
