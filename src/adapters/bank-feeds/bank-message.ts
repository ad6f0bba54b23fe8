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
  const plain = text
    .replace(/<[^>]{0,200}>/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!plain) return null
  return plain.length > MAX_BANK_MESSAGE_LENGTH ? `${plain.slice(0, MAX_BANK_MESSAGE_LENGTH - 1)}…` : plain
}
