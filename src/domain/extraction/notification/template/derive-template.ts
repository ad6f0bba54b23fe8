import { decimal } from '../../../money.js'
import { narrowFullWidth } from '../full-width.js'
import { NUMBER_SOURCE, parseWrittenNumber } from '../written-number.js'
import type { NotificationMeaning, NotificationTemplate, TemplatePart } from './notification-template.js'

const NUMBER = new RegExp(NUMBER_SOURCE, 'gu')
const MONTH =
  /^(?:jan|feb|fev|mar|apr|abr|avr|may|mai|mei|jun|jul|aug|ago|aou|sep|set|oct|out|okt|nov|dec|dez|dic|des)[a-zé]{0,7}\.?,?$/iu
/** A word that changes from one notification to the next of the same shape. */
export const isVariableWord = (word: string): boolean => /\d/.test(word) || MONTH.test(word)

/** The parts as one string, the template's identity. */
export const shapeOf = (parts: readonly TemplatePart[]): string =>
  parts
    .map((p) =>
      p.kind === 'text' ? p.text : p.kind === 'amount' ? `${p.before}{amount}${p.after}` : `{${p.kind}}`,
    )
    .join('')

function wordsOf(text: string, parts: TemplatePart[]): void {
  // Words with a digit (dates, cards, references) and month names become slots; the rest stays.
  for (const piece of text.split(/( )/)) {
    if (piece === '') continue
    if (piece !== ' ' && isVariableWord(piece)) parts.push({ kind: 'token' })
    else {
      const last = parts[parts.length - 1]
      if (last?.kind === 'text') parts[parts.length - 1] = { kind: 'text', text: last.text + piece }
      else parts.push({ kind: 'text', text: piece })
    }
  }
}

/**
 * The template of a corrected notification, or undefined when the corrected amount is not written
 * in the text (then nothing in the text can say where the next one's amount is).
 */
export function deriveTemplate(
  rawText: string,
  sender: string,
  meaning: NotificationMeaning,
): NotificationTemplate | undefined {
  // Read as the rules read it: full-width digits in their usual form (the template keeps that form).
  const text = narrowFullWidth(rawText).replace(/\s+/g, ' ').trim()
  const wanted = decimal(meaning.amount)
  const amount = [...text.matchAll(NUMBER)].find((m) => {
    const value = parseWrittenNumber(m[0])
    return value !== undefined && decimal(value).equals(wanted)
  })
  if (!amount) return undefined
  // The amount's word: the number with the marks glued to it ("Rs.250.00", "₹640,").
  let start = amount.index
  let end = start + amount[0].length
  while (start > 0 && text[start - 1] !== ' ') start--
  while (end < text.length && text[end] !== ' ') end++
  const before = text.slice(start, amount.index)
  const after = text.slice(amount.index + amount[0].length, end)

  const merchantAt = meaning.merchant ? text.toLowerCase().indexOf(meaning.merchant.toLowerCase()) : -1
  const merchantSpan =
    merchantAt >= 0 && (merchantAt >= end || merchantAt + meaning.merchant!.length <= start)
      ? { start: merchantAt, end: merchantAt + meaning.merchant!.length }
      : undefined

  const spans = [
    { start, end, part: { kind: 'amount', before, after } as TemplatePart },
    ...(merchantSpan ? [{ ...merchantSpan, part: { kind: 'name' } as TemplatePart }] : []),
  ].sort((a, b) => a.start - b.start)
  const parts: TemplatePart[] = []
  let at = 0
  for (const span of spans) {
    wordsOf(text.slice(at, span.start), parts)
    parts.push(span.part)
    at = span.end
  }
  wordsOf(text.slice(at), parts)

  return {
    sender,
    shape: shapeOf(parts),
    parts,
    type: meaning.type,
    direction: meaning.type === 'income' ? 'credit' : 'debit',
    currency: meaning.currency,
    merchant: merchantSpan ? null : meaning.merchant,
    category: meaning.category,
    categoryMerchant: meaning.category ? meaning.merchant : null,
  }
}
