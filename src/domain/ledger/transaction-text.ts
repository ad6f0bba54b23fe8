/**
 * The most characters (UTF-16 code units, as JSON Schema and JavaScript count them) a
 * transaction's texts hold. `POST /transactions` and `PUT`/`PATCH` refuse more (422); text that
 * arrives from a file or a feed (a statement import, a bank sync, a notification or bill reading)
 * is cut to fit by `fitTransactionText` instead, so one long line never costs the whole file.
 */
export const TRANSACTION_TEXT_MAX = { description: 500, merchant: 200, notes: 2000 } as const

/** What ends a text that was cut: the reader sees that something was left out. */
export const TRUNCATION_MARK = '…'

/**
 * The text cut to at most `max` code units, ending with TRUNCATION_MARK when cut; as it is when
 * it fits. A character written as two code units (an emoji) is never split in half.
 */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text
  let end = max - TRUNCATION_MARK.length
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  return text.slice(0, end) + TRUNCATION_MARK
}

interface TransactionTexts {
  readonly description?: string | null
  readonly merchant?: string | null
  readonly notes?: string | null
}

/**
 * The one place a transaction's texts from outside (a file, a feed, a reading) are brought within
 * the ledger's limits (TRANSACTION_TEXT_MAX): each of description, merchant and notes present is
 * cut by `fitText`; everything else is kept. Every road into the ledger that does not answer 422
 * calls it (docs/imports.md "Limits").
 */
export function fitTransactionText<T extends TransactionTexts>(fields: T): T {
  const { description, merchant, notes } = fields
  const over = (text: string | null | undefined, max: number): text is string =>
    typeof text === 'string' && text.length > max
  const { description: d, merchant: m, notes: n } = TRANSACTION_TEXT_MAX
  if (!over(description, d) && !over(merchant, m) && !over(notes, n)) return fields
  return {
    ...fields,
    ...(over(description, d) && { description: fitText(description, d) }),
    ...(over(merchant, m) && { merchant: fitText(merchant, m) }),
    ...(over(notes, n) && { notes: fitText(notes, n) }),
  }
}
