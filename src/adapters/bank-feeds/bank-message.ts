import { bridgeText } from './bridge-text.js'

/** The longest bank message kept; the rest is cut with an ellipsis. */
export const MAX_BANK_MESSAGE_LENGTH = 300

/**
 * A message from a bank feed made safe to store and show: plain text (markup and control
 * characters removed, white space folded), at most MAX_BANK_MESSAGE_LENGTH characters. A message
 * that is an object with a `message` or `msg` field (newer bridges) gives that field; anything
 * else yields null.
 */
export function sanitiseBankMessage(raw: unknown): string | null {
  const text =
    typeof raw === 'string'
      ? raw
      : raw && typeof raw === 'object'
        ? ((raw as { message?: unknown; msg?: unknown }).message ?? (raw as { msg?: unknown }).msg)
        : undefined
  if (typeof text !== 'string') return null
  const plain = bridgeText(text.replace(/<[^>]{0,200}>/g, ' '), MAX_BANK_MESSAGE_LENGTH)
  return plain || null
}
