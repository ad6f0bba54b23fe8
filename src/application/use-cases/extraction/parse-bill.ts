import { LlmNotConfiguredError, ValidationError } from '../../../domain/errors.js'
import {
  checkBillArithmetic,
  type BillLineItem,
  type BillWarning,
  type ParsedBill,
} from '../../../domain/extraction/bill.js'
import { checkBillImage } from '../../../domain/extraction/bill-image.js'
import { parseWrittenNumber } from '../../../domain/extraction/money-mentions.js'
import { toCurrencyCode, type DecimalString } from '../../../domain/money.js'
import { fitTransactionText } from '../../../domain/ledger/transaction-text.js'
import type { Llm, LlmContentPart } from '../../ports/llm.js'
import type { ModelAdmission } from './parse-notification.js'
import { BILL_SYSTEM_PROMPT, billAnswer, type BillAnswer } from './bill-answer.js'

export type BillSource =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'image'; readonly bytes: Uint8Array; readonly mimeType: string | undefined }

export interface ParseBillInput {
  readonly userId: string
  readonly source: BillSource
}

export interface ParseBillResult {
  readonly bill: ParsedBill
  readonly warnings: readonly BillWarning[]
}

const MAX_BILL_TEXT = 20_000
const MAX_LINE_ITEMS = 200

/**
 * Line items and totals out of a bill's text or photo, on the fast tier with a structured answer.
 * Amounts are exact decimals as printed; the server redoes the arithmetic and reports mismatches.
 * Images travel inline to the model; no URL is ever fetched.
 */
export class ParseBill {
  readonly #llm: Llm
  readonly #limit: ModelAdmission
  constructor({ llm, modelUseLimit }: { llm: Llm; modelUseLimit: ModelAdmission }) {
    this.#llm = llm
    this.#limit = modelUseLimit
  }

  async execute({ userId, source }: ParseBillInput): Promise<ParseBillResult> {
    const content: LlmContentPart[] = [{ type: 'text', text: 'Read this bill.' }]
    if (source.kind === 'text') {
      const text = source.text.trim()
      if (text === '') throw ValidationError.field('/text', 'must not be empty')
      if (text.length > MAX_BILL_TEXT)
        throw ValidationError.field('/text', `must be at most ${MAX_BILL_TEXT} characters`)
      content.push({ type: 'text', text: `Bill text:\n${text}` })
    } else {
      const mimeType = checkBillImage(source.bytes, source.mimeType)
      content.push({ type: 'image', mimeType, dataBase64: Buffer.from(source.bytes).toString('base64') })
    }
    if (!this.#llm.configured) throw new LlmNotConfiguredError()
    await this.#limit.admit(userId)

    const answer = await this.#llm.structured({
      tier: 'fast',
      schema: billAnswer,
      schemaName: 'bill',
      userId,
      temperature: 0,
      messages: [
        { role: 'system', content: BILL_SYSTEM_PROMPT },
        { role: 'user', content },
      ],
    })
    const unreadable: BillWarning[] = []
    const bill = toBill(answer, (field, raw) =>
      unreadable.push({
        code: 'unreadable_amount',
        message: `${field} "${raw}" is not an amount; it was left out`,
      }),
    )
    return { bill, warnings: [...unreadable, ...checkBillArithmetic(bill)] }
  }
}

function toBill(a: BillAnswer, onUnreadable: (field: string, raw: string) => void): ParsedBill {
  const amount = (field: string, raw: string | null): DecimalString | null => {
    if (raw === null || raw.trim() === '') return null
    const value = parseWrittenNumber(raw.replace(/[^\d.,'\s-]/g, '').trim())
    if (value === undefined) onUnreadable(field, raw)
    return value ?? null
  }
  const lineItems: BillLineItem[] = a.line_items.slice(0, MAX_LINE_ITEMS).map((item, i) => ({
    description: item.description.trim().slice(0, 300),
    quantity: amount(`line_items[${i}].quantity`, item.quantity),
    unitPrice: amount(`line_items[${i}].unit_price`, item.unit_price),
    amount: amount(`line_items[${i}].amount`, item.amount),
  }))
  return {
    // The ledger's limit, so the client can POST the merchant as it is.
    merchant: fitTransactionText({ merchant: a.merchant?.trim() || null }).merchant ?? null,
    date: a.date && /^\d{4}-\d{2}-\d{2}$/.test(a.date) && !Number.isNaN(Date.parse(a.date)) ? a.date : null,
    currency: toCurrencyCode(a.currency) ?? null,
    subtotal: amount('subtotal', a.subtotal),
    tax: amount('tax', a.tax),
    tip: amount('tip', a.tip),
    total: amount('total', a.total),
    lineItems,
  }
}
