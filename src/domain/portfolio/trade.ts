import { ValidationError, type FieldError } from '../errors.js'
import { decimal, type CurrencyCode, type DecimalString } from '../money.js'

/** What a client may post. */
export const TRADE_SIDES = ['buy', 'sell', 'dividend', 'fee', 'split'] as const
export type TradeSide = (typeof TRADE_SIDES)[number]

/**
 * Every side a stored trade can have: `adjust` is written by the service when a holding's
 * quantity is edited directly (PATCH), so the history still adds up to the holding.
 */
export const STORED_TRADE_SIDES = [...TRADE_SIDES, 'adjust'] as const
export type StoredTradeSide = (typeof STORED_TRADE_SIDES)[number]

/** Why a trade exists: posted by the user, the opening buy of a holding created with a quantity, or an adjustment. */
export const TRADE_ORIGINS = ['manual', 'opening', 'adjustment'] as const
export type TradeOrigin = (typeof TRADE_ORIGINS)[number]

/**
 * One event in a holding's history, amounts in the holding's currency.
 * - buy/sell: `quantity` units at `price` each, `fee` on top (buy) or deducted (sell).
 * - dividend/fee: `amount` of cash received / paid.
 * - split: `quantity` is the ratio (2 for a 2-for-1).
 * - adjust: `quantity` is the signed change of an edited holding; `price` null (valued at the day's close).
 * An opening buy or an adjustment may have a null `price` when the cost is unknown.
 */
export interface TradeDraft {
  readonly side: StoredTradeSide
  readonly quantity: DecimalString | null
  readonly price: DecimalString | null
  readonly amount: DecimalString | null
  readonly fee: DecimalString
  readonly currency: CurrencyCode
  readonly occurredAt: Date
  readonly origin: TradeOrigin
}

export interface Trade extends TradeDraft {
  readonly id: string
  readonly userId: string
  readonly holdingId: string
  readonly createdAt: Date
}

/** A posted trade as the HTTP edge hands it over (shape already checked). */
export interface TradeInput {
  readonly side: TradeSide
  readonly quantity?: DecimalString | undefined
  readonly price?: DecimalString | undefined
  readonly amount?: DecimalString | undefined
  readonly fee?: DecimalString | undefined
  readonly currency?: CurrencyCode | undefined
  readonly occurredAt: Date
}

const FIELDS: Record<TradeSide, { required: readonly string[]; allowed: readonly string[] }> = {
  buy: { required: ['quantity', 'price'], allowed: ['quantity', 'price', 'fee'] },
  sell: { required: ['quantity', 'price'], allowed: ['quantity', 'price', 'fee'] },
  dividend: { required: ['amount'], allowed: ['amount'] },
  fee: { required: ['amount'], allowed: ['amount'] },
  split: { required: ['quantity'], allowed: ['quantity'] },
}

/**
 * Checks what a posted trade means for its holding: the fields each side needs and no others,
 * positive quantities and amounts, the holding's own currency. One error entry per bad field.
 */
export function parseTrade(input: TradeInput, holdingCurrency: CurrencyCode, now: Date): TradeDraft {
  const errors: FieldError[] = []
  const rule = FIELDS[input.side]
  const given: Record<string, DecimalString | undefined> = {
    quantity: input.quantity,
    price: input.price,
    amount: input.amount,
    fee: input.fee,
  }
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) {
      if (rule.required.includes(name))
        errors.push({ pointer: `/${name}`, detail: `required for a ${input.side}` })
      continue
    }
    if (!rule.allowed.includes(name)) {
      errors.push({ pointer: `/${name}`, detail: `not used by a ${input.side}` })
      continue
    }
    const d = decimal(value)
    const mustBePositive = name === 'quantity' || name === 'amount'
    if (mustBePositive ? !d.isPositive() || d.isZero() : d.isNegative())
      errors.push({
        pointer: `/${name}`,
        detail: mustBePositive ? 'must be greater than 0' : 'must not be negative',
      })
  }
  if (input.currency !== undefined && input.currency !== holdingCurrency)
    errors.push({ pointer: '/currency', detail: `must be the holding's currency (${holdingCurrency})` })
  if (input.occurredAt.getTime() > now.getTime() + 60_000)
    errors.push({ pointer: '/occurred_at', detail: 'must not be in the future' })
  if (errors.length > 0) throw new ValidationError(errors)
  return {
    side: input.side,
    quantity: input.quantity ?? null,
    price: input.price ?? null,
    amount: input.amount ?? null,
    fee: input.fee ?? ('0' as DecimalString),
    currency: holdingCurrency,
    occurredAt: input.occurredAt,
    origin: 'manual',
  }
}

/** Trades in the order they apply: by time, then by when they were recorded (an opening buy first). */
export function inTradeOrder<T extends Pick<Trade, 'occurredAt' | 'createdAt' | 'origin'>>(
  trades: readonly T[],
): T[] {
  const rank = (t: T) => (t.origin === 'opening' ? 0 : 1)
  return [...trades].sort(
    (a, b) =>
      a.occurredAt.getTime() - b.occurredAt.getTime() ||
      rank(a) - rank(b) ||
      a.createdAt.getTime() - b.createdAt.getTime(),
  )
}
